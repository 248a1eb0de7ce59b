/// A unified diff between two texts, line by line, computed with Myers' O(ND) algorithm (the
/// shortest edit script), in the format `patch` and `git apply` read: `---`/`+++` headers, `@@`
/// hunks with three lines of context, and `\ No newline at end of file` where it applies.
/// Lines keep their terminators, so a CRLF file diffs as CRLF.
package struct UnifiedDiff: Sendable {
    package static let contextLines = 3

    enum Edit: Equatable {
        case same(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// The diff text; empty when the texts are equal.
    package static func render(old: String, new: String, oldPath: String, newPath: String) -> String {
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let script = edits(oldLines, newLines)
        guard script.contains(where: { if case .same = $0 { false } else { true } }) else { return "" }
        var output = "--- \(oldPath)\n+++ \(newPath)\n"
        for hunk in hunks(of: script) {
            output += render(hunk: script[hunk], oldLines: oldLines, newLines: newLines)
        }
        return output
    }

    /// Lines with their terminators (`\n`, `\r\n`); the last one may have none.
    static func lines(of text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            // "\r\n" is one Character in Swift, so one step covers it.
            if text[index] == "\n" || text[index] == "\r\n" {
                result.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    /// Beyond this many inserted plus deleted lines the search would cost too much memory (it keeps
    /// one frontier per step); the changed middle is then shown as one replacement, still correct.
    static let maximumEditDistance = 2_000

    /// The shortest edit script from `old` to `new` (short of `maximumEditDistance`).
    static func edits(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        // Compare small integers, not strings, in the inner loop.
        var ids: [Substring: Int] = [:]
        func id(_ line: Substring) -> Int {
            if let known = ids[line] { return known }
            ids[line] = ids.count
            return ids.count - 1
        }
        let a = old.map(id)
        let b = new.map(id)
        // Fixes touch a few places: the common ends cost nothing and shrink the search.
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(a[prefix..<(a.count - suffix)])
        let newMiddle = Array(b[prefix..<(b.count - suffix)])
        let middle = myers(oldMiddle, newMiddle)
            ?? oldMiddle.indices.map { Edit.delete(old: $0) } + newMiddle.indices.map { Edit.insert(new: $0) }

        var script = (0..<prefix).map { Edit.same(old: $0, new: $0) }
        for edit in middle {
            switch edit {
            case .same(let o, let n): script.append(.same(old: o + prefix, new: n + prefix))
            case .delete(let o): script.append(.delete(old: o + prefix))
            case .insert(let n): script.append(.insert(new: n + prefix))
            }
        }
        script += (0..<suffix).map { Edit.same(old: a.count - suffix + $0, new: b.count - suffix + $0) }
        return script
    }

    /// Myers' greedy search, then a walk back along the recorded frontiers; nil past
    /// `maximumEditDistance`. `trace[d]` holds the frontier before step `d`, diagonals `-d...d`.
    private static func myers(_ a: [Int], _ b: [Int]) -> [Edit]? {
        let n = a.count
        let m = b.count
        let limit = n + m
        guard limit > 0 else { return [] }
        let offset = limit
        var frontier = [Int](repeating: 0, count: 2 * limit + 2)
        var trace: [[Int]] = []
        var finished = false
        search: for d in 0...limit {
            guard d <= maximumEditDistance else { return nil }
            trace.append(Array(frontier[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                    x = frontier[offset + k + 1]
                } else {
                    x = frontier[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n && y >= m {
                    finished = true
                    break search
                }
            }
        }
        guard finished else { return nil }
        var script: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let stored = trace[d]
            func v(_ k: Int) -> Int { stored[k + d] }
            let k = x - y
            let previousK = (k == -d || (k != d && v(k - 1) < v(k + 1))) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v(previousK)
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                script.append(.same(old: x, new: y))
            }
            if d > 0 {
                script.append(x == previousX ? .insert(new: previousY) : .delete(old: previousX))
            }
            x = previousX
            y = previousY
        }
        return script.reversed()
    }

    /// Index ranges into the script, each a hunk: changes with their context, close ones merged.
    private static func hunks(of script: [Edit]) -> [Range<Int>] {
        let changes = script.indices.filter { if case .same = script[$0] { false } else { true } }
        var result: [Range<Int>] = []
        for change in changes {
            let lower = Swift.max(change - contextLines, 0)
            let upper = Swift.min(change + contextLines + 1, script.count)
            if let last = result.last, lower <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<upper
            } else {
                result.append(lower..<upper)
            }
        }
        return result
    }

    private static func render(hunk: ArraySlice<Edit>, oldLines: [Substring], newLines: [Substring]) -> String {
        var oldStart: Int?
        var newStart: Int?
        var oldCount = 0
        var newCount = 0
        var body = ""
        func line(_ prefix: Character, _ text: Substring) {
            body.append(prefix)
            body += text
            if !(text.hasSuffix("\n") || text.hasSuffix("\r\n")) { body += "\n\\ No newline at end of file\n" }
        }
        for edit in hunk {
            switch edit {
            case .same(let old, let new):
                oldStart = oldStart ?? old
                newStart = newStart ?? new
                oldCount += 1
                newCount += 1
                line(" ", oldLines[old])
            case .delete(let old):
                oldStart = oldStart ?? old
                oldCount += 1
                line("-", oldLines[old])
            case .insert(let new):
                newStart = newStart ?? new
                newCount += 1
                line("+", newLines[new])
            }
        }
        // A side with no lines in a hunk is an empty file (any other file gives the hunk context),
        // which diff(1) numbers 0.
        let oldFirst = oldStart.map { $0 + 1 } ?? 0
        let newFirst = newStart.map { $0 + 1 } ?? 0
        return "@@ -\(range(oldFirst, oldCount)) +\(range(newFirst, newCount)) @@\n" + body
    }

    private static func range(_ first: Int, _ count: Int) -> String {
        count == 1 ? "\(first)" : "\(first),\(count)"
    }
}
