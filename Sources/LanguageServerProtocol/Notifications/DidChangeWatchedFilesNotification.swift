/// `workspace/didChangeWatchedFiles`: files on disk were created, changed or deleted.
package struct DidChangeWatchedFilesNotification: NotificationType, Hashable {
    package static let method = "workspace/didChangeWatchedFiles"

    package var changes: [FileEvent]

    package init(changes: [FileEvent]) {
        self.changes = changes
    }
}

/// A file the client saw created, changed or deleted.
package struct FileEvent: Hashable, Sendable, Codable {
    package var uri: DocumentURI
    /// 1 created, 2 changed, 3 deleted.
    package var type: Int

    package init(uri: DocumentURI, type: Int) {
        self.uri = uri
        self.type = type
    }

    package static let deleted = 3
}
