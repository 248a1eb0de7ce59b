import LanguageServerProtocol

extension ServerState {
    /// The client is ready for formlsp's own requests: pull its settings, watch the workspace's
    /// files, and index the workspace folders in the background.
    mutating func initialized(_ notification: InitializedNotification) {
        pullClientSettings()
        registerFileWatchers()
        indexWorkspace()
    }
}
