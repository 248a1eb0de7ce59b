import JSON

/// `workspace/didChangeConfiguration`: the client's settings changed. Clients that also answer
/// `workspace/configuration` often send `null` settings here, meaning "pull again".
public struct DidChangeConfigurationNotification: NotificationType, Hashable {
    public static let method = "workspace/didChangeConfiguration"

    public var settings: JSON?

    public init(settings: JSON? = nil) {
        self.settings = settings
    }
}
