import FocusModel
import FocusRules
import ProjectFiles
import SwiftSyntax

/// Which rules run and at what severity: the merged result of `.formlsp.json`, editor settings and
/// command-line flags. A rule missing from `severities` runs at its default severity.
package struct RuleSettings: Sendable {
    /// nil turns the rule off.
    package var severities: [RuleID: Severity?]

    package init(severities: [RuleID: Severity?] = [:]) {
        self.severities = severities
    }

    package func severity(of rule: RuleDescription) -> Severity? {
        if let configured = severities[rule.id] { return configured }
        return rule.defaultSeverity
    }
}

extension Configuration {
    package var ruleSettings: RuleSettings { RuleSettings(severities: rules) }
}

/// All the engine says about one file.
package struct FileAnalysis: Sendable {
    /// Sorted by position, then rule id.
    package var findings: [Finding]
    package var refactorings: [Refactoring]
    /// The file's focus chains, for hover, inlay hints and chain views.
    package var chains: [FocusChain]

    package init(findings: [Finding] = [], refactorings: [Refactoring] = [], chains: [FocusChain] = []) {
        self.findings = findings
        self.refactorings = refactorings
        self.chains = chains
    }
}

/// A file parsed once and summarised by `Engine.summaryKeepingParse`, kept until the project
/// around it is known: its tree and its types, which its analysis then takes as they are.
package struct KeptParse: Sendable {
    fileprivate let file: SourceFile
    fileprivate let types: TypeIndex

    /// The text parsed.
    package var text: String { file.text }
}

/// The one analysis engine behind both `formlsp --check` and the language server.
/// It speaks UTF-8 byte offsets and plain values; it knows nothing of LSP or of output formats.
package struct Engine: Sendable {
    package var settings: FileSettings
    /// Where an editor's documents keep their last parse and analysis between versions; nil
    /// analyses every text from scratch (the checker, which sees each file once).
    package var documentCache: DocumentCache?
    /// Storyboards and xibs read so far, shared by the copies of this engine (`configured(_:)`):
    /// a server keeps one engine, and the checker one per run.
    package let interfaceFiles: InterfaceFileIndex
    /// What the Xcode projects and packages say of the targets building each file (the iPad alone,
    /// the platforms), shared like `interfaceFiles`.
    private let buildTargets = BuildTargetIndex()
    /// When the checker cuts a file into pieces rather than hold its whole tree (`analyzeInPieces`).
    package var pieceLimits = PieceLimits()

    package init(settings: FileSettings = FileSettings(), documentCache: DocumentCache? = nil, interfaceFiles: InterfaceFileIndex = InterfaceFileIndex()) {
        self.settings = settings
        self.documentCache = documentCache
        self.interfaceFiles = interfaceFiles
    }

    /// This engine with another file's settings, keeping its parse cache and storyboard index.
    package func configured(_ settings: FileSettings) -> Engine {
        var engine = self
        engine.settings = settings
        return engine
    }

    package static var rules: [RuleDescription] { RuleRegistry.all }

    /// Analyses one file's text, with what `context` (built for `path`) says of the rest of its
    /// project (the summaries of the components and enums it names; the file alone when omitted). Never fails:
    /// unparsable code yields what can be understood. Parses once, builds the focus model once,
    /// runs every enabled rule over it, then applies the configured severities, the file's
    /// suppression comments and what `settings` leave unreported (an exclusion, a baseline). A file nested beyond `NestingLimit` yields nothing (the checker
    /// reports it as a problem).
    ///
    /// With a document cache, the file is analysed part by part (`FileParts`), and the parts the
    /// last edit did not touch are taken from the previous analysis.
    package func analyze(_ text: String, path: String, context: ProjectContext? = nil) -> FileAnalysis {
        analyze(text, path: path, context: context ?? ProjectContext(path: path), withRefactorings: true)
    }

    /// The findings of `text`, which is all the checker and fix-all need: the editor's
    /// refactorings (a routing fix built for every chain) are skipped.
    package func findings(in text: String, path: String, context: ProjectContext? = nil) -> [Finding] {
        analyze(text, path: path, context: context ?? ProjectContext(path: path), withRefactorings: false).findings
    }

    /// One parse for both of the checker's passes: the file's summary, and its findings as they are
    /// when nothing it mentions is declared in another file (its own declarations stand for the
    /// project), with the names the analysis looked declarations up under.
    /// `WorkspaceIndex.dependsOnOtherFiles` tells from those whether the findings are final.
    /// `text` nests within `NestingLimit.maximumBracketDepth`: the checker refused any other text
    /// before asking, and its brackets are not counted again.
    package func summaryAndFindings(of text: String, path: String) -> (summary: FileSummary, findings: [Finding], lookups: SymbolLookups) {
        assert(NestingLimit.refusal(of: text) == nil, "the caller refuses a text nested too deep")
        if text.utf8.count >= pieceLimits.threshold {
            // Its own record: a piecewise analysis given up leaves none of its lookups.
            let piecesLookups = SymbolLookups()
            if let pieces = analyzeInPieces(text, path: path, context: nil, lookups: piecesLookups) {
                return (pieces.summary, findings(of: pieces, path: path), piecesLookups)
            }
        }
        let lookups = SymbolLookups()
        let file = SourceFile(text)
        guard !NestingLimit.exceedsTreeDepth(file.tree) else { return (FileSummary(), [], lookups) }
        let (summary, types) = FileSummary.withTypes(ofTreeWithinLimits: file.tree, path: path)
        let context = Self.ownContext(path: path, summary: summary, lookups: lookups)
        return (summary, analyze(file, context: context, withRefactorings: false, known: (types, summary)).findings, lookups)
    }

    /// The file's summary from a parse kept for `findings(of:path:context:summary:)`, so that the
    /// checker analyses the file once, against the project its first pass summarises; nil for a
    /// text cut into pieces (`pieceLimits`) or nested too deep for the model, which the checker
    /// analyses with `summaryAndFindings` instead. Like `summaryAndFindings`, it takes only a text
    /// within `NestingLimit.maximumBracketDepth`.
    package func summaryKeepingParse(of text: String, path: String) -> (summary: FileSummary, parse: KeptParse)? {
        assert(NestingLimit.refusal(of: text) == nil, "the caller refuses a text nested too deep")
        guard text.utf8.count < pieceLimits.threshold else { return nil }
        let file = SourceFile(text)
        guard !NestingLimit.exceedsTreeDepth(file.tree) else { return nil }
        let (summary, types) = FileSummary.withTypes(ofTreeWithinLimits: file.tree, path: path)
        return (summary, KeptParse(file: file, types: types))
    }

    /// The findings of the file `summaryKeepingParse` kept, against `context`, given the summary it made.
    package func findings(of parse: KeptParse, path: String, context: ProjectContext, summary: FileSummary) -> [Finding] {
        analyze(parse.file, context: context, withRefactorings: false, known: (parse.types, summary)).findings
    }

    /// The findings of `text` against `context`, given the summary `summaryAndFindings` made of the
    /// same text at the same path (the checker's second pass), which is not made again. Like
    /// `summaryAndFindings`, it takes only a text within `NestingLimit.maximumBracketDepth`.
    package func findings(in text: String, path: String, context: ProjectContext, summary: FileSummary) -> [Finding] {
        assert(NestingLimit.refusal(of: text) == nil, "the caller refuses a text nested too deep")
        if let pieces = analyzeInPieces(text, path: path, context: context, lookups: nil) { return findings(of: pieces, path: path) }
        let file = SourceFile(text)
        guard !NestingLimit.exceedsTreeDepth(file.tree) else { return [] }
        return analyze(file, context: context, withRefactorings: false, known: (TypeIndex([Syntax(file.tree)]), summary)).findings
    }

    private func analyze(_ text: String, path: String, context: ProjectContext, withRefactorings: Bool) -> FileAnalysis {
        guard NestingLimit.refusal(of: text) == nil else { return FileAnalysis() }
        if let documentCache { return analyzeInParts(text, path: path, project: context, documents: documentCache) }
        let file = SourceFile(text)
        guard !NestingLimit.exceedsTreeDepth(file.tree) else { return FileAnalysis() }
        return analyze(file, context: context, withRefactorings: withRefactorings)
    }

    /// A file whose tree is within `NestingLimit`; `known` is its types and its own summary, when
    /// the caller made them already.
    private func analyze(
        _ file: SourceFile, context: ProjectContext, withRefactorings: Bool, known: (types: TypeIndex, summary: FileSummary)? = nil
    ) -> FileAnalysis {
        let enabled = RuleRegistry.rules.filter { settings.rules.severity(of: $0.description) != nil }
        let outlets = interfaceOutlets(of: file, path: context.path)
        let whole = analyzePart(
            [Syntax(file.tree)], of: file, outlets: outlets, project: context, rules: enabled, withRefactorings: withRefactorings, known: known)
        return finished(whole, in: file, path: context.path)
    }

    /// What `text` declares and mentions, for the workspace index and the checker's first pass; an
    /// editor's document is parsed through the document cache, so the analysis that follows re-uses
    /// the same tree and items.
    package func summary(of text: String, path: String) -> FileSummary {
        guard let documentCache, NestingLimit.refusal(of: text) == nil else { return FileSummary(of: text, path: path) }
        return FileSummary(items: documentCache.items(of: text, path: path).items, path: path)
    }

    /// Every model rule runs on a part, whatever the settings: the part's analysis is kept for the
    /// next version, which may be asked for with other settings; `finished` applies them. Parts are
    /// re-used only while the project looks the same to the file.
    private func analyzeInParts(_ text: String, path: String, project: ProjectContext, documents: DocumentCache) -> FileAnalysis {
        let (tree, items) = documents.items(of: text, path: path)
        guard !items.contains(where: \.facts.isTooDeep) else { return FileAnalysis() }
        let file = SourceFile(text, tree: tree)
        let outlets = interfaceOutlets(of: file, path: path)
        let previous = documents.parts(path: path, project: project)
        var analysed: [[String]: PartAnalysis] = [:]
        var whole = PartAnalysis()
        for part in FileParts(items.map(\.facts)).parts {
            let key = part.map { items[$0].text }
            let starts = part.map { items[$0].range.lowerBound }
            var analysis = previous[key]?.reused(at: starts, style: file.style, outlets: outlets)
                ?? analyzePart(part.map { Syntax(items[$0].syntax) }, of: file, outlets: outlets, project: project, rules: RuleRegistry.rules, withRefactorings: true)
            analysis.itemStarts = starts
            analysed[key] = analysis
            whole.findings += analysis.findings
            whole.refactorings += analysis.refactorings
            whole.chains += analysis.chains
        }
        documents.record(analysed, path: path, text: text, project: project)
        return finished(whole, in: file, path: path)
    }

    /// Runs `rules` over the model of the declarations under `roots` (those reading the whole file
    /// run in `finished`); `known`, when given, is their types and summary.
    func analyzePart(
        _ roots: [Syntax], of file: SourceFile, outlets: InterfaceBuilderOutlets, project: ProjectContext, rules: [any Rule.Type], withRefactorings: Bool,
        known: (types: TypeIndex, summary: FileSummary)? = nil
    ) -> PartAnalysis {
        var model = FileModel.build(
            from: roots, interfaceOutlets: outlets, project: project, types: known?.types, summary: known?.summary,
            platforms: buildTargets.platforms(ofSourceAt: project.path))
        model.targetsPadOnly = !model.chains.isEmpty && buildTargets.isPadOnly(sourceAt: project.path)
        let context = RuleContext(file: file, model: model)
        for rule in rules where !rule.readsWholeFile && !model.isNotForIOS { rule.check(context) }
        // A file only other platforms build gets no finding; its project's targets are read only
        // once there is one to drop.
        let findings = context.findings.isEmpty
            || !NonIOSCode.isBuiltOnlyForOtherPlatforms(roots, platforms: buildTargets.platforms(ofSourceAt: project.path)) ? context.findings : []
        let refactorings = withRefactorings ? context.model.chains.flatMap { context.fixes(for: $0).refactorings(for: $0) } : []
        return PartAnalysis(findings: findings, refactorings: refactorings, chains: context.model.chains, style: file.style, outlets: outlets)
    }

    /// Adds the findings of the rules that read the whole file, applies the configured severities,
    /// the file's suppression comments and what the settings leave unreported (`FileSettings.reported`),
    /// and puts everything in reporting order.
    func finished(_ analysis: PartAnalysis, in file: SourceFile, path: String) -> FileAnalysis {
        let fileContext = RuleContext(file: file, model: FileModel())
        for rule in RuleRegistry.rules where rule.readsWholeFile && settings.rules.severity(of: rule.description) != nil {
            rule.check(fileContext)
        }
        let suppressions = fileContext.suppressions
        // One defect, one finding: code reached twice (a view builder called from two places) is
        // reported once.
        var reported: Set<ReportedSpot> = []
        let placer = FindingPlacement.Placer(analysis.chains)
        let findings = (analysis.findings + fileContext.findings).compactMap { finding -> Finding? in
            guard reported.insert(ReportedSpot(rule: finding.rule, range: finding.range)).inserted else { return nil }
            guard let rule = RuleRegistry.description(of: finding.rule), let severity = settings.rules.severity(of: rule) else { return nil }
            guard !suppressions.suppresses(finding.rule, onLine: file.lines.line(containing: finding.range.lowerBound)) else { return nil }
            var configured = finding
            configured.severity = severity
            configured.subject = Self.subject(of: finding, placedBy: placer)
            return configured
        }
        return FileAnalysis(
            findings: settings.reported(findings.sorted(by: Self.reportingOrder), path: path),
            refactorings: analysis.refactorings.stableSorted { $0.applicableRange.lowerBound < $1.applicableRange.lowerBound },
            chains: analysis.chains.stableSorted { $0.declaration.lowerBound < $1.declaration.lowerBound }
        )
    }

    /// Parses `text` exactly as `analyze` does, and does nothing else: the floor benchmarks compare with.
    package static func parseOnly(_ text: String) {
        _ = SourceFile.parse(text)
    }

    /// What the project's storyboards and xibs say about outlets; read only for files declaring one.
    func interfaceOutlets(of file: SourceFile, path: String) -> InterfaceBuilderOutlets {
        file.mentions("@IBOutlet") ? interfaceFiles.outlets(forSourceAt: path) : InterfaceBuilderOutlets()
    }

    /// The type whose chain the finding is in and the field it is about (`FindingPlacement`).
    static func subject(of finding: Finding, placedBy placer: FindingPlacement.Placer) -> FindingSubject? {
        guard let place = placer.place(finding) else { return nil }
        let chain = placer.chains[place.chain]
        guard !chain.owner.isEmpty else { return nil }
        return FindingSubject(type: chain.owner, field: place.field.map { chain.fields[$0].target.name })
    }

    private struct ReportedSpot: Hashable {
        var rule: RuleID
        var range: Range<Int>
    }

    private static func reportingOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.range.lowerBound, lhs.range.upperBound, lhs.rule.rawValue) < (rhs.range.lowerBound, rhs.range.upperBound, rhs.rule.rawValue)
    }
}

extension Array {
    /// Sorted by `areInIncreasingOrder`, elements that compare equal keeping their order.
    fileprivate func stableSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        enumerated().sorted { lhs, rhs in
            areInIncreasingOrder(lhs.element, rhs.element) || (!areInIncreasingOrder(rhs.element, lhs.element) && lhs.offset < rhs.offset)
        }.map(\.element)
    }
}
