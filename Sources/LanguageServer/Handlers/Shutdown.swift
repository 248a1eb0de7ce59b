import LanguageServerProtocol

extension ServerState {
    /// From here on only `exit` is accepted; it then ends the process with code 0.
    mutating func shutdown(_ request: ShutdownRequest) -> VoidResponse {
        lifecycle = .shutDown
        documents = [:]
        return VoidResponse()
    }
}
