import LanguageServerProtocol

extension ServerState {
    /// Indexes the folders added to the workspace and forgets those removed; open documents
    /// whose chains reached into them are checked again. The settings are asked for again, each
    /// folder's its own.
    mutating func didChangeWorkspaceFolders(_ notification: DidChangeWorkspaceFoldersNotification) {
        let removed = Set(notification.event.removed.map(\.uri))
        workspaceRoots = workspaceRoots.filter { !removed.contains($0) } + notification.event.added.map(\.uri)
        forget(folders: notification.event.removed.compactMap(\.uri.fileSystemPath))
        index(folders: notification.event.added.compactMap(\.uri.fileSystemPath))
        pullClientSettings()
    }
}
