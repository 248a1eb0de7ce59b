import FocusModel
import FocusRules

/// What the front doors need from the engine: the seam where their tests put a stand-in, so the
/// server's and the checker's own behaviour is tested without the rules. `Engine` is the real one.
/// An error thrown here fails only what needed it: the server's request (-32603) or notification
/// (logged), the checker's file (reported as its problem).
package protocol Analyzer: Sendable {
    /// The rules there are, which settings and flags may name.
    var rules: [RuleDescription] { get }
    /// What the file declares and mentions (the workspace index; the checker's first pass).
    func summary(of text: String, path: String) -> FileSummary
    /// The summary of a file read from disk (indexing, watched files): no editor keeps it, so no
    /// parse of it is cached for a next version.
    func summary(ofFileOnDisk text: String, path: String) -> FileSummary
    /// Everything said about one file under its settings (findings, refactorings, chains), with
    /// what `context` says of the rest of its project.
    func analyze(_ text: String, path: String, settings: FileSettings, context: ProjectContext) throws -> FileAnalysis
    /// The findings alone, which is all a check needs (no refactorings are built).
    func findings(in text: String, path: String, settings: FileSettings, context: ProjectContext) throws -> [Finding]
    /// The file's summary and its findings with no other file around it (its own declarations
    /// stand for the project), from one parse: final unless it uses another file's declarations,
    /// which the names it looked declarations up under tell (nil: any may count). The checker asks
    /// only of a text within `NestingLimit` (it reports any other), which this does not check again.
    func summaryAndFindings(of text: String, path: String, settings: FileSettings) throws -> (summary: FileSummary, findings: [Finding], lookups: SymbolLookups?)
    /// `findings`, for a text whose `summary` the checker's first pass made (`summaryAndFindings`):
    /// the second pass does not make it again. Only for a text within `NestingLimit`, like `summaryAndFindings`.
    func findings(in text: String, path: String, settings: FileSettings, context: ProjectContext, summary: FileSummary) throws -> [Finding]
    /// The file's summary, with its parse kept so that the checker analyses it once, against the
    /// project its first pass summarises (`findings(of:path:settings:context:summary:)`); nil when
    /// nothing is kept (the checker then asks `summaryAndFindings`). Only for a text within
    /// `NestingLimit`, like `summaryAndFindings`.
    func summaryKeepingParse(of text: String, path: String) -> (summary: FileSummary, parse: KeptParse)?
    /// The findings of a file whose parse `summaryKeepingParse` kept, against `context`.
    func findings(of parse: KeptParse, path: String, settings: FileSettings, context: ProjectContext, summary: FileSummary) throws -> [Finding]
    /// The text with every fix applied (unsafe ones only when asked), by `Engine.fixAll`'s rule:
    /// a fixed text always parses.
    func fixAll(_ text: String, path: String, settings: FileSettings, includeUnsafe: Bool, context: ProjectContext) throws -> FixOutcome
    /// Parses `text` as the analysis does and nothing else (`--parse-only`, the floor benchmarks compare with).
    func parseOnly(_ text: String)
    /// The analyzer of one checker run, whose caches (the storyboards read) live as long as the run.
    func forOneRun() -> any Analyzer
    /// Takes the storyboards and xibs a checker run's project walk found below `root`.
    func recordWalk(of root: String, interfaceFiles: [String])
    /// The editor closed the document: what was kept to analyse its next version can go.
    func forget(path: String)
    /// Whether `summary(of:path:)` is the text's `FileSummary`, whose names `SummaryKeys` reads
    /// off its bytes: the checker may then make it only once some file may look it up
    /// (`LazyProjectIndex`).
    var summarisesText: Bool { get }
}

extension Analyzer {
    /// The ids settings may name.
    package var ruleIDs: Set<RuleID> { Set(rules.map(\.id)) }

    package func summary(of text: String, path: String) -> FileSummary {
        FileSummary(of: text, path: path)
    }

    package func summary(ofFileOnDisk text: String, path: String) -> FileSummary {
        summary(of: text, path: path)
    }

    package func findings(in text: String, path: String, settings: FileSettings, context: ProjectContext) throws -> [Finding] {
        try analyze(text, path: path, settings: settings, context: context).findings
    }

    package func summaryAndFindings(of text: String, path: String, settings: FileSettings) throws -> (summary: FileSummary, findings: [Finding], lookups: SymbolLookups?) {
        (summary(of: text, path: path), try findings(in: text, path: path, settings: settings, context: ProjectContext(path: path)), nil)
    }

    package func findings(in text: String, path: String, settings: FileSettings, context: ProjectContext, summary: FileSummary) throws -> [Finding] {
        try findings(in: text, path: path, settings: settings, context: context)
    }

    package func summaryKeepingParse(of text: String, path: String) -> (summary: FileSummary, parse: KeptParse)? { nil }

    package func findings(of parse: KeptParse, path: String, settings: FileSettings, context: ProjectContext, summary: FileSummary) throws -> [Finding] {
        try findings(in: parse.text, path: path, settings: settings, context: context, summary: summary)
    }

    package func parseOnly(_ text: String) {}

    package func forOneRun() -> any Analyzer { self }

    package func recordWalk(of root: String, interfaceFiles: [String]) {}

    package func forget(path: String) {}

    package var summarisesText: Bool { false }
}

extension Engine: Analyzer {
    package var rules: [RuleDescription] { Self.rules }

    package var summarisesText: Bool { true }

    package func summary(ofFileOnDisk text: String, path: String) -> FileSummary {
        FileSummary(of: text, path: path)
    }

    package func analyze(_ text: String, path: String, settings: FileSettings, context: ProjectContext) -> FileAnalysis {
        configured(settings).analyze(text, path: path, context: context)
    }

    package func findings(in text: String, path: String, settings: FileSettings, context: ProjectContext) -> [Finding] {
        configured(settings).findings(in: text, path: path, context: context)
    }

    package func summaryAndFindings(of text: String, path: String, settings: FileSettings) -> (summary: FileSummary, findings: [Finding], lookups: SymbolLookups?) {
        let (summary, findings, lookups) = configured(settings).summaryAndFindings(of: text, path: path)
        return (summary, findings, lookups)
    }

    package func findings(in text: String, path: String, settings: FileSettings, context: ProjectContext, summary: FileSummary) -> [Finding] {
        configured(settings).findings(in: text, path: path, context: context, summary: summary)
    }

    package func findings(of parse: KeptParse, path: String, settings: FileSettings, context: ProjectContext, summary: FileSummary) -> [Finding] {
        configured(settings).findings(of: parse, path: path, context: context, summary: summary)
    }

    package func fixAll(_ text: String, path: String, settings: FileSettings, includeUnsafe: Bool, context: ProjectContext) -> FixOutcome {
        configured(settings).fixAll(text, path: path, includeUnsafe: includeUnsafe, context: context)
    }

    package func parseOnly(_ text: String) {
        Self.parseOnly(text)
    }

    /// A fresh engine for a checker run: no document cache, its own storyboard index.
    package func forOneRun() -> any Analyzer {
        Engine(interfaceFiles: .forOneRun())
    }

    package func recordWalk(of root: String, interfaceFiles files: [String]) {
        interfaceFiles.listing.recordWalk(of: root, interfaceFiles: files)
    }

    package func forget(path: String) {
        documentCache?.forget(path: path)
    }
}
