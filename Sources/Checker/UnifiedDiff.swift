/// A unified diff between two texts, line by line (the standard library's `difference(from:)`, a
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

    /// The shortest edit script from `old` to `new`: in each change, the deleted lines come before
    /// the inserted ones.
    static func edits(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        var deleted: Set<Int> = []
        var inserted: Set<Int> = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): deleted.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var script: [Edit] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, deleted.contains(oldIndex) {
                script.append(.delete(old: oldIndex))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                script.append(.insert(new: newIndex))
                newIndex += 1
            } else {
                script.append(.same(old: oldIndex, new: newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        return script
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
