import JSON

/// `workspace/didChangeConfiguration`: the client's settings changed. Clients that also answer
/// `workspace/configuration` often send `null` settings here, meaning "pull again".
package struct DidChangeConfigurationNotification: NotificationType, Hashable {
    package static let method = "workspace/didChangeConfiguration"

    package var settings: JSON?

    package init(settings: JSON? = nil) {
        self.settings = settings
    }
}
