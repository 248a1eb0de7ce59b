import Foundation
import SwiftParser
import SwiftSyntax

/// The last parse of each document being edited, so that analysing its next version re-parses only
/// what changed (swift-syntax's incremental parsing reuses every node the edit did not touch).
///
/// The edit is recovered from the texts themselves: the bytes between the longest common prefix and
/// suffix of the old and new text. For typing, which changes one place at a time, that is exactly
/// the edit the editor sent; several changes in one notification become one edit spanning them,
/// which still reuses everything outside. Comparing texts costs far less than parsing them, and it
/// keeps the cache honest: a parse is reused only against the very text it was made from.
///
/// Documents are keyed by path; the least recently parsed are forgotten once the cached texts
/// exceed `capacity` bytes, so memory stays bounded however many files an editor opens.
public final class ParseCache: @unchecked Sendable {
    private struct Entry {
        var text: String
        var parse: IncrementalParseResult
        var lastUse: Int
    }

    /// Cached text bytes beyond which the least recently used documents are dropped.
    public let capacity: Int
    private var entries: [String: Entry] = [:]
    private var cachedBytes = 0
    private var clock = 0
    private let lock = NSLock()

    public init(capacity: Int = 4 << 20) {
        self.capacity = capacity
    }

    /// The syntax tree of `text`, the document at `path`, re-using the previous parse of that path.
    public func tree(of text: String, path: String) -> SourceFileSyntax {
        let parse: IncrementalParseResult
        if let previous = locked({ entries[path] }) {
            if let edit = Self.edit(from: previous.text, to: text) {
                let transition = IncrementalParseTransition(previousIncrementalParseResult: previous.parse, edits: ConcurrentEdits(edit))
                parse = Parser.parseIncrementally(source: text, parseTransition: transition)
            } else {
                parse = previous.parse
            }
        } else {
            parse = Parser.parseIncrementally(source: text, parseTransition: nil)
        }
        store(text, parse, for: path)
        return parse.tree
    }

    /// Forgets a document (closed, or deleted).
    public func forget(path: String) {
        locked {
            if let removed = entries.removeValue(forKey: path) { cachedBytes -= removed.text.utf8.count }
        }
    }

    private func store(_ text: String, _ parse: IncrementalParseResult, for path: String) {
        locked {
            clock += 1
            let entry = Entry(text: text, parse: parse, lastUse: clock)
            if let replaced = entries.updateValue(entry, forKey: path) { cachedBytes -= replaced.text.utf8.count }
            cachedBytes += text.utf8.count
            while cachedBytes > capacity, let oldest = entries.filter({ $0.key != path }).min(by: { $0.value.lastUse < $1.value.lastUse }) {
                entries[oldest.key] = nil
                cachedBytes -= oldest.value.text.utf8.count
            }
        }
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The one edit that turns `old` into `new`: the span between their common prefix and suffix,
    /// in UTF-8 bytes of `old`, with the bytes of `new` that replace it. Nil when they are equal.
    static func edit(from old: String, to new: String) -> SourceEdit? {
        var old = old
        var new = new
        return old.withUTF8 { oldBytes in
            new.withUTF8 { newBytes -> SourceEdit? in
                let shorter = min(oldBytes.count, newBytes.count)
                var prefix = 0
                while prefix < shorter, oldBytes[prefix] == newBytes[prefix] { prefix += 1 }
                if prefix == oldBytes.count, prefix == newBytes.count { return nil }
                var suffix = 0
                while suffix < shorter - prefix, oldBytes[oldBytes.count - 1 - suffix] == newBytes[newBytes.count - 1 - suffix] { suffix += 1 }
                let replaced = AbsolutePosition(utf8Offset: prefix)..<AbsolutePosition(utf8Offset: oldBytes.count - suffix)
                return SourceEdit(range: replaced, replacement: Array(newBytes[prefix..<(newBytes.count - suffix)]))
            }
        }
    }
}
