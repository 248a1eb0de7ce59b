/// `workspace/didChangeWorkspaceFolders`: folders were added to or removed from a multi-root workspace.
package struct DidChangeWorkspaceFoldersNotification: NotificationType, Hashable {
    package static let method = "workspace/didChangeWorkspaceFolders"

    package var event: WorkspaceFoldersChangeEvent

    package init(event: WorkspaceFoldersChangeEvent) {
        self.event = event
    }
}

/// The workspace folders added and removed.
package struct WorkspaceFoldersChangeEvent: Hashable, Sendable, Codable {
    package var added: [WorkspaceFolder]
    package var removed: [WorkspaceFolder]

    package init(added: [WorkspaceFolder], removed: [WorkspaceFolder]) {
        self.added = added
        self.removed = removed
    }
}
