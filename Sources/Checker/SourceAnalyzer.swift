import FocusModel
import FocusRules
import FormlspEngine

/// What the checker needs from the analysis. `EngineAnalyzer` is the real one; the seam exists so
/// the checker's own behaviour (discovery, exit codes, formats, writing) is testable on its own.
package protocol SourceAnalyzer: Sendable {
    var rules: [RuleDescription] { get }
    /// What the file declares for other files' analyses (the checker's first pass).
    func summary(of text: String, path: String) -> FileSummary
    func analyze(_ text: String, path: String, settings: FileSettings, context: ProjectContext) -> [Finding]
    /// The file's summary and its findings with no other file around it (its own declarations
    /// stand for the project), from one parse: final unless it uses another file's declarations.
    func summaryAndFindings(of text: String, path: String, settings: FileSettings) -> (summary: FileSummary, findings: [Finding])
    /// The text with every fix applied, by `Engine.fixAll`'s rule: a fixed text always parses.
    func fixAll(_ text: String, path: String, settings: FileSettings, includeUnsafe: Bool, context: ProjectContext) -> FixOutcome
    /// The findings and the focus chains, for diagrams (`formlsp chains`, markdown reports).
    func findingsAndChains(of text: String, path: String, settings: FileSettings, context: ProjectContext) -> (findings: [Finding], chains: [FocusChain])
    /// Parses `text` as the analysis does and nothing else (`--parse-only`, the floor benchmarks compare with).
    func parseOnly(_ text: String)
    /// The analyzer of one run, whose caches (the storyboards read) live as long as the run.
    func forOneRun() -> any SourceAnalyzer
    /// Takes the storyboards and xibs the run's project walk found below `root`.
    func recordWalk(of root: String, interfaceFiles: [String])
}

/// The formlsp engine: the same analysis the language server runs. One engine serves a run, so
/// each storyboard is read once however many files declare outlets.
package struct EngineAnalyzer: SourceAnalyzer {
    private let engine = Engine(interfaceFiles: .forOneRun())

    package init() {}

    package func forOneRun() -> any SourceAnalyzer { EngineAnalyzer() }

    package func recordWalk(of root: String, interfaceFiles: [String]) {
        engine.interfaceFiles.listing.recordWalk(of: root, interfaceFiles: interfaceFiles)
    }

    package var rules: [RuleDescription] { Engine.rules }

    package func summary(of text: String, path: String) -> FileSummary {
        engine.summary(of: text, path: path)
    }

    package func analyze(_ text: String, path: String, settings: FileSettings, context: ProjectContext) -> [Finding] {
        engine.configured(settings).findings(in: text, path: path, context: context)
    }

    package func summaryAndFindings(of text: String, path: String, settings: FileSettings) -> (summary: FileSummary, findings: [Finding]) {
        engine.configured(settings).summaryAndFindings(of: text, path: path)
    }

    package func fixAll(_ text: String, path: String, settings: FileSettings, includeUnsafe: Bool, context: ProjectContext) -> FixOutcome {
        engine.configured(settings).fixAll(text, path: path, includeUnsafe: includeUnsafe, context: context)
    }

    package func parseOnly(_ text: String) {
        Engine.parseOnly(text)
    }

    package func findingsAndChains(of text: String, path: String, settings: FileSettings, context: ProjectContext) -> (findings: [Finding], chains: [FocusChain]) {
        let analysis = engine.configured(settings).analyze(text, path: path, context: context)
        return (analysis.findings, analysis.chains)
    }
}

extension SourceAnalyzer {
    package func forOneRun() -> any SourceAnalyzer { self }

    package func recordWalk(of root: String, interfaceFiles: [String]) {}

    package func summaryAndFindings(of text: String, path: String, settings: FileSettings) -> (summary: FileSummary, findings: [Finding]) {
        let summary = summary(of: text, path: path)
        return (summary, analyze(text, path: path, settings: settings, context: ProjectContext(path: path)))
    }

    package func findingsAndChains(of text: String, path: String, settings: FileSettings, context: ProjectContext) -> (findings: [Finding], chains: [FocusChain]) {
        (analyze(text, path: path, settings: settings, context: context), [])
    }
}
