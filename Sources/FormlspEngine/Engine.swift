import FocusModel
import FocusRules
import SwiftSyntax

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
    /// Where an editor's documents keep their last parse between versions; nil parses every text
    /// from scratch (the checker, which sees each file once).
    public var parseCache: ParseCache?
    /// Storyboards and xibs read so far, shared by the copies of this engine (a server keeps one).
    private let interfaceFiles = InterfaceFileIndex()

    public init(settings: RuleSettings = RuleSettings(), parseCache: ParseCache? = nil) {
        self.settings = settings
        self.parseCache = parseCache
    }

    public static var rules: [RuleDescription] { RuleRegistry.all }

    /// Analyses one file's text. Never fails: unparsable code yields what can be understood.
    /// Parses once, builds the focus model once, runs every enabled rule over it, then applies the
    /// configured severities and the file's suppression comments.
    /// A file nested beyond `NestingLimit` yields nothing (the checker reports it as a problem).
    public func analyze(_ text: String, path: String) -> FileAnalysis {
        guard NestingLimit.refusal(of: text) == nil else { return FileAnalysis() }
        let file = parseCache.map { SourceFile(text, tree: $0.tree(of: text, path: path)) } ?? SourceFile(text)
        guard !NestingLimit.exceedsTreeDepth(file.tree) else { return FileAnalysis() }
        let context = RuleContext(file: file, model: FileModel.build(from: file.tree, interfaceOutlets: interfaceOutlets(of: file, path: path)))
        for rule in RuleRegistry.rules where settings.severity(of: rule.description) != nil {
            rule.check(context)
        }
        let suppressions = Suppressions(file: file, knownRules: Set(RuleRegistry.all.map(\.id)))
        let findings = context.findings.compactMap { finding -> Finding? in
            guard let rule = RuleRegistry.description(of: finding.rule), let severity = settings.severity(of: rule) else { return nil }
            guard !suppressions.suppresses(finding.rule, onLine: file.lines.line(containing: finding.range.lowerBound)) else { return nil }
            var configured = finding
            configured.severity = severity
            return configured
        }
        let refactorings = context.model.chains.flatMap { context.fixes(for: $0).refactorings(for: $0) }
        return FileAnalysis(findings: findings.sorted(by: Self.reportingOrder), refactorings: refactorings, chains: context.model.chains)
    }

    /// What `text` declares and mentions, for the workspace index; an editor's document is parsed
    /// through the parse cache, so the analysis that follows re-uses the same tree.
    public func declarationSummary(of text: String, path: String) -> DeclarationSummary {
        guard let parseCache, NestingLimit.refusal(of: text) == nil else { return DeclarationSummary(of: text) }
        return DeclarationSummary(of: text, tree: parseCache.tree(of: text, path: path))
    }

    /// Parses `text` exactly as `analyze` does, and does nothing else: the floor benchmarks compare with.
    public static func parseOnly(_ text: String) {
        _ = SourceFile.parse(text)
    }

    /// What the project's storyboards and xibs say about outlets; read only for files declaring one.
    private func interfaceOutlets(of file: SourceFile, path: String) -> InterfaceBuilderOutlets {
        file.mentions("@IBOutlet") ? interfaceFiles.outlets(forSourceAt: path) : InterfaceBuilderOutlets()
    }

    private static func reportingOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.range.lowerBound, lhs.range.upperBound, lhs.rule.rawValue) < (rhs.range.lowerBound, rhs.range.upperBound, rhs.rule.rawValue)
    }
}
