import Foundation

/// `transform` applied to `0..<count` on every core; results come back in index order, so output
/// is the same however the work was scheduled.
package func concurrentMap<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
    let results = ResultSlots<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        results.store(transform(index), at: index)
    }
    return results.collected()
}

/// Slots written by many threads, each slot once; the lock makes the writes visible and ordered.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private var slots: [Result?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: Result, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func collected() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}

/// A value computed on another thread while the caller goes on (the checker walks its projects'
/// folders while discovery walks the named paths); `value` waits for it.
package final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private var result: Value?
    private let finished = DispatchGroup()

    package init(_ compute: @escaping @Sendable () -> Value) {
        finished.enter()
        DispatchQueue.global().async {
            self.result = compute()
            self.finished.leave()
        }
    }

    /// The value, once computed; the group's wait orders the write before this read.
    package var value: Value {
        finished.wait()
        return result!
    }
}
