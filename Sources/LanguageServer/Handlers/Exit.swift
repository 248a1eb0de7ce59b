extension ServerState {
    /// The process exit code: 0 after `shutdown`, 1 without (LSP 3.17). Accepted in any state.
    mutating func exit() -> Int32? {
        guard lifecycle != .exited else { return nil }
        let code: Int32 = lifecycle == .shutDown ? 0 : 1
        lifecycle = .exited
        return code
    }
}
