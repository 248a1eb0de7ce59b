import Dispatch

/// When a document is analysed after it changes.
package enum AnalysisTiming: Sendable {
    /// At once, on the message queue: deterministic, for tests and recorded sessions.
    case immediate
    /// On a background queue, as soon as a document opens or changes; the result is posted back to
    /// the message queue and dropped if a newer version arrived meanwhile. One analysis of a
    /// document runs at a time, and the edits made while it runs are analysed together when it
    /// ends, newest text only: analyses fall behind typing, one at a time, only when they take
    /// longer than the pause between keystrokes. `debounce` (`debounceMilliseconds`, none by
    /// default) first waits for edits to pause that long.
    case background(debounce: DispatchTimeInterval? = nil)
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
