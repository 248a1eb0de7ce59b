import Foundation

/// How much source the checker's first pass may keep parsed until the project around it is known,
/// shared by every core. A file it keeps (`Analyzer.summaryKeepingParse`) is summarised now and
/// analysed once, by the second pass, against the project; past the budget a file is analysed
/// alone at once and again only when it uses another file's declarations, which holds no tree
/// between the passes (a repository of many large forms would otherwise keep all of them).
package final class ParseBudget: @unchecked Sendable {
    /// The text bytes kept at most: their trees take about fifty times as much (the four largest
    /// apps of the corpus keep 1.6 MB of forms, 75 MB of trees).
    package static let defaultBytes = 2 << 20

    private let lock = NSLock()
    private var left: Int

    init(bytes: Int) {
        left = bytes
    }

    /// Takes `bytes` from what is left; false, taking nothing, when they do not fit.
    func take(_ bytes: Int) -> Bool {
        lock.withLock {
            guard bytes <= left else { return false }
            left -= bytes
            return true
        }
    }

    /// Returns `bytes` taken for a file that was not kept after all.
    func giveBack(_ bytes: Int) {
        lock.withLock { left += bytes }
    }
}
