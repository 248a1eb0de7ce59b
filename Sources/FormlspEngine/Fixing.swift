import FocusRules
import SwiftParser
import SwiftSyntax

/// The text after applying fixes, and how many were applied.
package struct FixOutcome: Sendable {
    package var text: String
    package var appliedFixes: Int
    /// Set when a round of fixes produced code that does not parse; those edits were dropped.
    package var rejectedUnparsable: Bool
}

extension Engine {
    /// Applies every fix the analysis offers (safe ones, and unsafe ones when asked), re-analysing
    /// until nothing changes (at most `maxRounds`), so fixing twice equals fixing once. A round
    /// whose result does not parse is discarded: fixing never makes a file worse.
    package func fixAll(_ text: String, path: String, includeUnsafe: Bool, context: ProjectContext = ProjectContext(), maxRounds: Int = 8) -> FixOutcome {
        var current = text
        var applied = 0
        var rejected = false
        for _ in 0..<maxRounds {
            let fixes = findings(in: current, path: path, context: context)
                .flatMap { $0.fixes.prefix(1) }
                .filter { includeUnsafe || $0.applicability == .safe }
            guard !fixes.isEmpty else { break }
            let (next, count) = Self.apply(fixes, to: current)
            guard count > 0, next != current else { break }
            guard Self.parses(next) || !Self.parses(current) else {
                rejected = true
                break
            }
            current = next
            applied += count
        }
        return FixOutcome(text: current, appliedFixes: applied, rejectedUnparsable: rejected)
    }

    /// Applies whole fixes whose edits do not overlap an earlier fix's; returns the text and the count.
    package static func apply(_ fixes: [Fix], to text: String) -> (String, Int) {
        var taken: [Replacement] = []
        var count = 0
        for fix in fixes {
            let overlaps = fix.edits.contains { edit in
                taken.contains { $0.range.overlaps(edit.range) || ($0.range.isEmpty && edit.range.isEmpty && $0.range.lowerBound == edit.range.lowerBound) }
            }
            guard !overlaps else { continue }
            taken.append(contentsOf: fix.edits)
            count += 1
        }
        return (apply(edits: taken, to: text), count)
    }

    /// Applies non-overlapping edits (UTF-8 offsets into `text`), back to front.
    package static func apply(edits: [Replacement], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            let lower = min(max(edit.range.lowerBound, 0), bytes.count)
            let upper = min(max(edit.range.upperBound, lower), bytes.count)
            bytes.replaceSubrange(lower..<upper, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `text` parses as Swift without syntax errors; false for text nested too deeply to
    /// parse safely (`NestingLimit`), so such a file is never rewritten.
    package static func parses(_ text: String) -> Bool {
        NestingLimit.refusal(of: text) == nil && !Parser.parse(source: text).hasError
    }
}
