/// A rule's stable kebab-case id: the LSP `Diagnostic.code` and the CLI's rule name.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}

/// How serious a finding is, ordered `info` < `warning` < `error`; the raw values are what
/// `.formlsp.json`, editor settings and `--severity` spell.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case info
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Replace the UTF-8 byte range `range` of the file with `replacement`.
public struct Replacement: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// Whether a fix may be applied without a human looking (ruff's applicability).
public enum FixApplicability: String, Sendable {
    /// Keeps behaviour apart from what the rule flags: label changes, a missing `case`.
    case safe
    /// Changes what the form does (new routing): offered in editors, applied by `--unsafe-fixes`.
    case unsafe
}

/// One way to fix a finding: edits applied together, never in part.
public struct Fix: Sendable {
    public var title: String
    public var applicability: FixApplicability
    public var edits: [Replacement]
    /// The obvious fix for its diagnostic (LSP `isPreferred`).
    public var isPreferred: Bool

    public init(title: String, applicability: FixApplicability, edits: [Replacement], isPreferred: Bool = false) {
        self.title = title
        self.applicability = applicability
        self.edits = edits
        self.isPreferred = isPreferred
    }
}

/// A second location a finding refers to: the handler, the other binding.
public struct RelatedLocation: Sendable {
    public var range: Range<Int>
    public var message: String

    public init(range: Range<Int>, message: String) {
        self.range = range
        self.message = message
    }
}

/// One problem found in one file.
public struct Finding: Sendable {
    public var rule: RuleID
    public var severity: Severity
    public var message: String
    /// Never empty: editors mishandle zero-width ranges.
    public var range: Range<Int>
    public var related: [RelatedLocation]
    public var fixes: [Fix]

    public init(rule: RuleID, severity: Severity, message: String, range: Range<Int>, related: [RelatedLocation] = [], fixes: [Fix] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.range = range
        self.related = related
        self.fixes = fixes
    }
}

/// A code action not tied to a diagnostic ("Insert focus routing", "Set submit labels along the chain").
public struct Refactoring: Sendable {
    /// Which refactoring it is, so that a caller can pick one out.
    public enum Kind: String, Sendable {
        case insertRouting
        case insertRoutingSkippingFilled
        case setReturnLabels
        case setDelegates
        case convertBoolFocusStates
    }

    public var kind: Kind
    public var title: String
    /// Where the cursor must be for the action to be offered (the chain's extent).
    public var applicableRange: Range<Int>
    public var fix: Fix

    public init(kind: Kind, title: String, applicableRange: Range<Int>, fix: Fix) {
        self.kind = kind
        self.title = title
        self.applicableRange = applicableRange
        self.fix = fix
    }
}

/// What `formlsp rules` lists and `formlsp explain` prints, taken from the rule's own file.
public struct RuleDescription: Sendable {
    public var id: RuleID
    public var defaultSeverity: Severity
    /// One line.
    public var summary: String
    /// Markdown: What it does / Why is this bad / Example / Fix.
    public var documentation: String
    public var isFixable: Bool

    public init(id: RuleID, defaultSeverity: Severity, summary: String, documentation: String, isFixable: Bool) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.documentation = documentation
        self.isFixable = isFixable
    }

    /// Where the rule's documentation lives, for `codeDescription` and SARIF `helpUri`.
    public var documentationURL: String {
        "https://github.com/formlsp/formlsp/blob/main/Sources/FocusRules/Rules/README.md#\(id.rawValue)"
    }
}
