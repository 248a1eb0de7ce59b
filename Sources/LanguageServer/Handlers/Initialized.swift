import LanguageServerProtocol

extension ServerState {
    /// The client is ready for server-initiated traffic; nothing is waiting for that yet.
    mutating func initialized(_ notification: InitializedNotification) {
        log(.log, "client confirmed initialization")
    }
}
