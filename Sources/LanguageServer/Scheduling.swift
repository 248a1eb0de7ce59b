import Dispatch

/// When a document is analysed after it changes.
package enum AnalysisTiming: Sendable {
    /// At once, on the message queue: deterministic, for tests and recorded sessions.
    case immediate
    /// On a background queue once edits pause for this long; the result is posted back to the
    /// message queue and dropped if a newer version arrived meanwhile.
    case debounced(DispatchTimeInterval)
}

/// How work leaves and re-enters the server's message queue, where all state lives. Handlers use
/// it to run analysis and indexing elsewhere and post the results back.
struct ServerScheduler: Sendable {
    /// Runs `work` on the message queue with the state, after `delay` if given.
    let post: @Sendable (_ delay: DispatchTimeInterval?, _ work: @escaping @Sendable (inout ServerState) -> Void) -> Void
    /// Where analysis and indexing run.
    let background: DispatchQueue

    /// Runs `compute` in the background, then `deliver` with its result on the message queue.
    func inBackground<Value: Sendable>(_ compute: @escaping @Sendable () -> Value, then deliver: @escaping @Sendable (inout ServerState, Value) -> Void) {
        background.async {
            let value = compute()
            post(nil) { state in deliver(&state, value) }
        }
    }
}
