import Foundation

/// A value only reachable while holding its lock: how state shared between the reader thread and
/// the server's queue stays free of data races. (`Synchronization.Mutex` needs macOS 15.)
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
