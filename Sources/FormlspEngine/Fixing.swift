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
            let (next, count) = Fix.apply(fixes, to: current)
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

    /// Whether `text` parses as Swift without syntax errors; false for text nested too deeply to
    /// parse safely (`NestingLimit`), so such a file is never rewritten.
    package static func parses(_ text: String) -> Bool {
        NestingLimit.refusal(of: text) == nil && !Parser.parse(source: text).hasError
    }
}
