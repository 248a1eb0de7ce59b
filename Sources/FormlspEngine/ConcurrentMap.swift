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

/// `concurrentMap`, starting with the indices of the highest `cost` (what each is expected to take):
/// the cores then finish together, instead of one running a large item while the others idle.
/// Results come back in index order, whatever the order of the work.
package func concurrentMap<Result: Sendable>(_ count: Int, costliestFirst cost: (Int) -> Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
    let costs = (0..<count).map(cost)
    let order = costs.indices.sorted { costs[$0] > costs[$1] || (costs[$0] == costs[$1] && $0 < $1) }
    let results = ResultSlots<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { rank in
        let index = order[rank]
        results.store(transform(index), at: index)
    }
    return results.collected()
}

/// Slots written by many threads, each slot once; the lock makes the writes visible and ordered.
/// The results are moved out, not copied: the checker's first pass collects one outcome per file
/// of the run, and copying them (then freeing the copies) held up every core's next stage.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Result>
    private let count: Int
    private let lock = NSLock()

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
    }

    /// Writes the result of `index`, once.
    func store(_ result: Result, at index: Int) {
        lock.lock()
        (slots + index).initialize(to: result)
        lock.unlock()
    }

    /// Every slot's result, each written already, moved into the array; called once.
    func collected() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            if let start = buffer.baseAddress { start.moveInitialize(from: slots, count: count) }
            initialized = count
        }
    }

    deinit { slots.deallocate() }
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

/// Lets go of `value` on another thread: when it holds the last reference to a large structure
/// (the checker's project index, its discovery's listings), the thousands of small allocations
/// are freed there while the caller goes on, not on the caller's thread while the other cores wait.
package func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
    let held = Held(consume value)
    DispatchQueue.global(qos: .utility).async { held.value = nil }
}

/// A value handed to another thread, which lets it go.
private final class Held<Value: Sendable>: @unchecked Sendable {
    var value: Value?

    init(_ value: consuming Value) {
        self.value = consume value
    }
}
