/// A rule's stable kebab-case id: the LSP `Diagnostic.code` and the CLI's rule name.
package struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    package var rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { rawValue = value }
    package static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
    package var description: String { rawValue }
}

/// How serious a finding is, ordered `info` < `warning` < `error`; the raw values are what
/// `.formlsp.json`, editor settings and `--severity` spell.
package enum Severity: String, Sendable, Comparable, CaseIterable {
    case info
    case warning
    case error

    package static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Replace the UTF-8 byte range `range` of the file with `replacement`.
package struct Replacement: Sendable, Hashable {
    package var range: Range<Int>
    package var replacement: String

    package init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

extension Replacement {
    /// Applies non-overlapping edits (UTF-8 offsets into `text`), back to front.
    package static func apply(_ edits: [Replacement], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            let lower = min(max(edit.range.lowerBound, 0), bytes.count)
            let upper = min(max(edit.range.upperBound, lower), bytes.count)
            bytes.replaceSubrange(lower..<upper, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Whether a fix may be applied without a human looking (ruff's applicability).
package enum FixApplicability: String, Sendable {
    /// Keeps behaviour apart from what the rule flags: label changes, a missing `case`.
    case safe
    /// Changes what the form does (new routing): offered in editors, applied by `--unsafe-fixes`.
    case unsafe
}

/// One way to fix a finding: edits applied together, never in part.
package struct Fix: Sendable {
    package var title: String
    package var applicability: FixApplicability
    package var edits: [Replacement]
    /// The obvious fix for its diagnostic (LSP `isPreferred`).
    package var isPreferred: Bool

    package init(title: String, applicability: FixApplicability, edits: [Replacement], isPreferred: Bool = false) {
        self.title = title
        self.applicability = applicability
        self.edits = edits
        self.isPreferred = isPreferred
    }
}

extension Fix {
    /// Applies whole fixes whose edits do not overlap an earlier fix's; returns the text and how
    /// many fixes it took.
    package static func apply(_ fixes: [Fix], to text: String) -> (text: String, applied: Int) {
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
        return (Replacement.apply(taken, to: text), count)
    }
}

/// A second location a finding refers to: the handler, the other binding.
package struct RelatedLocation: Sendable {
    package var range: Range<Int>
    package var message: String

    package init(range: Range<Int>, message: String) {
        self.range = range
        self.message = message
    }
}

/// One problem found in one file.
package struct Finding: Sendable {
    package var rule: RuleID
    package var severity: Severity
    package var message: String
    /// Never empty: editors mishandle zero-width ranges.
    package var range: Range<Int>
    package var related: [RelatedLocation]
    package var fixes: [Fix]
    /// What the finding is about in names that survive moving code (baselines, SARIF fingerprints);
    /// the engine fills it in from the file's chains.
    package var subject: FindingSubject?

    package init(
        rule: RuleID, severity: Severity, message: String, range: Range<Int>, related: [RelatedLocation] = [], fixes: [Fix] = [],
        subject: FindingSubject? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.range = range
        self.related = related
        self.fixes = fixes
        self.subject = subject
    }
}

/// The type whose chain a finding is in and the field it is about (`SignUpForm`, `email`), when it
/// is about one field; nil `field` for a finding about the chain or a handler.
package struct FindingSubject: Sendable, Hashable {
    package var type: String
    package var field: String?

    package init(type: String, field: String?) {
        self.type = type
        self.field = field
    }
}

/// A code action not tied to a diagnostic ("Insert focus routing", "Set submit labels along the chain").
package struct Refactoring: Sendable {
    /// Which refactoring it is, so that a caller can pick one out.
    package enum Kind: String, Sendable {
        case insertRouting
        case insertRoutingSkippingFilled
        case setReturnLabels
        case setDelegates
        case convertBoolFocusStates
    }

    package var kind: Kind
    package var title: String
    /// Where the cursor must be for the action to be offered (the chain's extent).
    package var applicableRange: Range<Int>
    package var fix: Fix

    package init(kind: Kind, title: String, applicableRange: Range<Int>, fix: Fix) {
        self.kind = kind
        self.title = title
        self.applicableRange = applicableRange
        self.fix = fix
    }
}

/// What `formlsp rules` lists and `formlsp explain` prints, taken from the rule's own file.
package struct RuleDescription: Sendable {
    package var id: RuleID
    package var defaultSeverity: Severity
    /// One line.
    package var summary: String
    /// Markdown: What it does / Why is this bad / Example / Fix.
    package var documentation: String
    package var isFixable: Bool

    package init(id: RuleID, defaultSeverity: Severity, summary: String, documentation: String, isFixable: Bool) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.documentation = documentation
        self.isFixable = isFixable
    }

    /// Where the rule's documentation lives, for `codeDescription` and SARIF `helpUri`.
    package var documentationURL: String {
        "https://github.com/formlsp/formlsp/blob/main/Sources/FocusRules/Rules/README.md#\(id.rawValue)"
    }
}
