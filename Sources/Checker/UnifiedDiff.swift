/// A unified diff between two texts, line by line, computed with Myers' O(ND) algorithm (the
/// shortest edit script), in the format `patch` and `git apply` read: `---`/`+++` headers, `@@`
/// hunks with three lines of context, and `\ No newline at end of file` where it applies.
/// Lines keep their terminators, so a CRLF file diffs as CRLF.
public struct UnifiedDiff: Sendable {
    public static let contextLines = 3

    enum Edit: Equatable {
        case same(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// The diff text; empty when the texts are equal.
    public static func render(old: String, new: String, oldPath: String, newPath: String) -> String {
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

    /// The shortest edit script from `old` to `new`.
    static func edits(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        // Compare small integers, not strings, in the inner loop.
        var ids: [Substring: Int] = [:]
        func id(_ line: Substring) -> Int {
            if let known = ids[line] { return known }
            ids[line] = ids.count
            return ids.count - 1
        }
        return myers(old.map(id), new.map(id))
    }

    private static func myers(_ a: [Int], _ b: [Int]) -> [Edit] {
        let n = a.count
        let m = b.count
        let max = n + m
        guard max > 0 else { return [] }
        let offset = max
        var frontier = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        search: for d in 0...max {
            trace.append(frontier)
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
                if x >= n && y >= m { break search }
            }
        }
        // Walk the trace back from the end to recover the path.
        var script: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                script.append(.same(old: x, new: y))
            }
            if d > 0 {
                if x == previousX { script.append(.insert(new: previousY)) } else { script.append(.delete(old: previousX)) }
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
