import FocusRules
import FormlspEngine

/// What the checker needs from the analysis. `EngineAnalyzer` is the real one; the seam exists so
/// the checker's own behaviour (discovery, exit codes, formats, writing) is testable on its own.
public protocol SourceAnalyzer: Sendable {
    var rules: [RuleDescription] { get }
    func analyze(_ text: String, path: String, settings: RuleSettings) -> [Finding]
    func fixAll(_ text: String, path: String, settings: RuleSettings, includeUnsafe: Bool) -> String
}

/// The formlsp engine: the same analysis the language server runs.
public struct EngineAnalyzer: SourceAnalyzer {
    public init() {}

    public var rules: [RuleDescription] { Engine.rules }

    public func analyze(_ text: String, path: String, settings: RuleSettings) -> [Finding] {
        Engine(settings: settings).findings(in: text, path: path)
    }

    public func fixAll(_ text: String, path: String, settings: RuleSettings, includeUnsafe: Bool) -> String {
        Engine(settings: settings).fixAll(text, path: path, includeUnsafe: includeUnsafe).text
    }
}
