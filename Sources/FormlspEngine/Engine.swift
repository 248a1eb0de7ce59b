import FocusModel
import FocusRules

/// Which rules run and at what severity: the merged result of `.formlsp.json`, editor settings and
/// command-line flags. A rule missing from `severities` runs at its default severity.
public struct RuleSettings: Sendable {
    /// nil turns the rule off.
    public var severities: [RuleID: Severity?]

    public init(severities: [RuleID: Severity?] = [:]) {
        self.severities = severities
    }

    public func severity(of rule: RuleDescription) -> Severity? {
        if let configured = severities[rule.id] { return configured }
        return rule.defaultSeverity
    }
}

/// All the engine says about one file.
public struct FileAnalysis: Sendable {
    /// Sorted by position, then rule id.
    public var findings: [Finding]
    public var refactorings: [Refactoring]
    /// The file's focus chains, for hover, inlay hints and chain views.
    public var chains: [FocusChain]
    /// The files a cross-file analysis read, this one first; chain ranges index into them in this
    /// order (see `otherSource(of:)`). Empty when only the file itself was read.
    public var sources: [AnalysedSource]

    public init(findings: [Finding] = [], refactorings: [Refactoring] = [], chains: [FocusChain] = [], sources: [AnalysedSource] = []) {
        self.findings = findings
        self.refactorings = refactorings
        self.chains = chains
        self.sources = sources
    }
}

/// The one analysis engine behind both `formlsp --check` and the language server.
/// It speaks UTF-8 byte offsets and plain values; it knows nothing of LSP or of output formats.
public struct Engine: Sendable {
    public var settings: RuleSettings

    public init(settings: RuleSettings = RuleSettings()) {
        self.settings = settings
    }

    public static var rules: [RuleDescription] { RuleRegistry.all }

    /// Analyses one file's text. Never fails: unparsable code yields what can be understood.
    public func analyze(_ text: String, path: String) -> FileAnalysis {
        FileAnalysis()
    }
}
