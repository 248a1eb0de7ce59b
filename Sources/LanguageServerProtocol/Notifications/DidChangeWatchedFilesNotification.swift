/// `workspace/didChangeWatchedFiles`: files on disk were created, changed or deleted.
public struct DidChangeWatchedFilesNotification: NotificationType, Hashable {
    public static let method = "workspace/didChangeWatchedFiles"

    public var changes: [FileEvent]

    public init(changes: [FileEvent]) {
        self.changes = changes
    }
}

public struct FileEvent: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    /// 1 created, 2 changed, 3 deleted.
    public var type: Int

    public init(uri: DocumentURI, type: Int) {
        self.uri = uri
        self.type = type
    }

    public static let deleted = 3
}
