import FocusModel
import Foundation
import SwiftParser
import SwiftSyntax

/// What the engine keeps of each document being edited, so that analysing its next version redoes
/// only what the edit touched:
/// - the last parse, which swift-syntax's incremental parser re-uses for every node the edit did
///   not touch;
/// - the facts of each top-level item, by the item's text;
/// - the analysis of each part of the file (`FileParts`), by the texts of its items.
///
/// The edit is recovered from the texts themselves: the bytes between the longest common prefix and
/// suffix of the old and new text. For typing, which changes one place at a time, that is exactly
/// the edit the editor sent; several changes in one notification become one edit spanning them,
/// which still reuses everything outside. Comparing texts costs far less than parsing them, and it
/// keeps the cache honest: a parse is reused only against the very text it was made from, and an
/// item's facts or a part's analysis only against the very same source text.
///
/// Documents are keyed by path; the least recently parsed are forgotten once the cached texts
/// exceed `capacity` bytes, so memory stays bounded however many files an editor opens. Only the
/// latest version's items and parts are kept.
package final class DocumentCache: @unchecked Sendable {
    private struct Entry {
        var text: String
        var parse: IncrementalParseResult
        var items: [String: ItemFacts] = [:]
        var parts: [[String]: PartAnalysis] = [:]
        /// The project as the file saw it when `parts` were analysed.
        var partsProject: ProjectContext?
        var lastUse: Int
        /// The top-level items of `text`, once listed (the summary and the analysis both ask).
        var listed: [TopLevelItem]?
    }

    /// Cached text bytes beyond which the least recently used documents are dropped.
    package let capacity: Int
    private var entries: [String: Entry] = [:]
    private var cachedBytes = 0
    private var clock = 0
    private let lock = NSLock()

    package init(capacity: Int = 4 << 20) {
        self.capacity = capacity
    }

    /// The syntax tree of `text`, the document at `path`, re-using the previous parse of that path.
    package func tree(of text: String, path: String) -> SourceFileSyntax {
        let previous = locked { entries[path] }
        if let previous, previous.text == text { return previous.parse.tree }
        let transition = previous.map { previous in
            Self.edit(from: previous.text, to: text).map {
                IncrementalParseTransition(previousIncrementalParseResult: previous.parse, edits: ConcurrentEdits($0))
            }
        } ?? nil
        let parse = Parser.parseIncrementally(source: text, parseTransition: transition)
        store(Entry(text: text, parse: parse, items: previous?.items ?? [:], parts: previous?.parts ?? [:], partsProject: previous?.partsProject, lastUse: 0), for: path)
        return parse.tree
    }

    /// The document's top-level items with their facts: those of unchanged items are re-used.
    func items(of text: String, path: String) -> (tree: SourceFileSyntax, items: [TopLevelItem]) {
        let tree = tree(of: text, path: path)
        let (known, listed) = locked { (entries[path]?.items ?? [:], entries[path]?.text == text ? entries[path]?.listed : nil) }
        if let listed { return (tree, listed) }
        var text = text
        let items = text.withUTF8 { bytes in
            tree.statements.map { syntax in
                let range = syntax.position.utf8Offset..<syntax.endPosition.utf8Offset
                let source = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                return TopLevelItem(syntax: syntax, range: range, text: source, facts: known[source] ?? ItemFacts(of: syntax))
            }
        }
        update(path, ifTextIs: text) { entry in
            entry.items = Dictionary(items.map { ($0.text, $0.facts) }, uniquingKeysWith: { first, _ in first })
            entry.listed = items
        }
        return (tree, items)
    }

    /// The analyses of the document's parts, as last recorded if the project still looks the same.
    func parts(path: String, project: ProjectContext) -> [[String]: PartAnalysis] {
        locked { entries[path].flatMap { $0.partsProject == project ? $0.parts : nil } } ?? [:]
    }

    /// Keeps the analyses of the parts of `text`, unless the document has moved on meanwhile.
    func record(_ parts: [[String]: PartAnalysis], path: String, text: String, project: ProjectContext) {
        update(path, ifTextIs: text) { entry in
            entry.parts = parts
            entry.partsProject = project
        }
    }

    /// Forgets a document (closed, or deleted).
    package func forget(path: String) {
        locked {
            if let removed = entries.removeValue(forKey: path) { cachedBytes -= removed.text.utf8.count }
        }
    }

    private func update(_ path: String, ifTextIs text: String, _ change: (inout Entry) -> Void) {
        locked {
            guard var entry = entries[path], entry.text == text else { return }
            change(&entry)
            entries[path] = entry
        }
    }

    private func store(_ entry: Entry, for path: String) {
        locked {
            clock += 1
            var entry = entry
            entry.lastUse = clock
            if let replaced = entries.updateValue(entry, forKey: path) { cachedBytes -= replaced.text.utf8.count }
            cachedBytes += entry.text.utf8.count
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

/// One top-level item of a document, where it lies, its source text and its facts.
struct TopLevelItem {
    let syntax: CodeBlockItemSyntax
    let range: Range<Int>
    let text: String
    let facts: ItemFacts
}
