import FocusModel
import FocusRules
import SwiftParser
import SwiftSyntax

/// The text after applying fixes.
package struct FixOutcome: Sendable, Equatable {
    package var text: String
    /// Set when a round of fixes produced code that does not parse; those edits were dropped, so
    /// `text` is the last text that parsed (the original when no round did).
    package var rejectedUnparsable: Bool

    package init(text: String, rejectedUnparsable: Bool = false) {
        self.text = text
        self.rejectedUnparsable = rejectedUnparsable
    }
}

extension Engine {
    /// Applies every fix the analysis offers (safe ones, and unsafe ones when asked), re-analysing
    /// until nothing changes (at most `maxRounds`), so fixing twice equals fixing once. Findings a
    /// baseline or an exclusion leave unreported are fixed too (`FileSettings.forFixing`).
    package func fixAll(_ text: String, path: String, includeUnsafe: Bool, context: ProjectContext? = nil, maxRounds: Int = 8) -> FixOutcome {
        let fixing = configured(settings.forFixing)
        return Self.fixAll(text, includeUnsafe: includeUnsafe, maxRounds: maxRounds) { fixing.findings(in: $0, path: path, context: context) }
    }

    /// Fixing by rounds over any analysis, the one rule both front doors (and the checker's test
    /// analyser) fix by: each round applies the first fix of every finding that does not overlap
    /// another; a round whose result does not parse is dropped and ends the fixing, so a fixed text
    /// always parses and fixing never makes a file worse. A file that does not parse to begin with
    /// is therefore left as it is.
    package static func fixAll(_ text: String, includeUnsafe: Bool, maxRounds: Int = 8, findings: (String) -> [Finding]) -> FixOutcome {
        var current = text
        for _ in 0..<maxRounds {
            let fixes = findings(current)
                .flatMap { $0.fixes.prefix(1) }
                .filter { includeUnsafe || $0.applicability == .safe }
            guard !fixes.isEmpty else { break }
            let (next, count) = Fix.apply(fixes, to: current)
            guard count > 0, next != current else { break }
            guard parses(next) else { return FixOutcome(text: current, rejectedUnparsable: true) }
            current = next
        }
        return FixOutcome(text: current)
    }

    /// Whether `text` parses as Swift without syntax errors; false for text nested too deeply to
    /// parse safely (`NestingLimit`), so such a file is never rewritten.
    package static func parses(_ text: String) -> Bool {
        NestingLimit.refusal(of: text) == nil && !Parser.parse(source: text).hasError
    }
}
