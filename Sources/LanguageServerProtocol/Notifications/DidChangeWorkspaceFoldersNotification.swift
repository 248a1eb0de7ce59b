/// `workspace/didChangeWorkspaceFolders`: folders were added to or removed from a multi-root workspace.
public struct DidChangeWorkspaceFoldersNotification: NotificationType, Hashable {
    public static let method = "workspace/didChangeWorkspaceFolders"

    public var event: WorkspaceFoldersChangeEvent

    public init(event: WorkspaceFoldersChangeEvent) {
        self.event = event
    }
}

public struct WorkspaceFoldersChangeEvent: Hashable, Sendable, Codable {
    public var added: [WorkspaceFolder]
    public var removed: [WorkspaceFolder]

    public init(added: [WorkspaceFolder], removed: [WorkspaceFolder]) {
        self.added = added
        self.removed = removed
    }
}
