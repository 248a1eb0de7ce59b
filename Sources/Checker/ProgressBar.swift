import Foundation

/// A one-line bar on stderr for long runs on a terminal: `[#######·········]  412/1200 files`.
/// Safe to advance from many threads; it redraws only when the bar visibly changes.
final class ProgressBar: @unchecked Sendable {
    /// Shorter runs finish before a bar would help.
    static let minimumFiles = 200
    private static let width = 30

    private let total: Int
    private let console: any Console
    private let lock = NSLock()
    private var done = 0
    private var drawnCells = -1

    init(total: Int, console: any Console) {
        self.total = max(total, 1)
        self.console = console
    }

    func advance() {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let cells = done * Self.width / total
        guard cells != drawnCells || done == total else { return }
        drawnCells = cells
        let bar = String(repeating: "#", count: cells) + String(repeating: "·", count: Self.width - cells)
        console.writeError("\r[\(bar)] \(done)/\(total) files")
    }

    /// Clears the line so what follows starts clean.
    func finish() {
        console.writeError("\r\u{1B}[2K")
    }
}
