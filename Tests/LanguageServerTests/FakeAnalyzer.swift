import Foundation
import FocusModel
import FocusRules
import FormlspEngine
import JSONRPC
import LanguageServer

/// Stands in for the engine while the server is tested on its own. It records every text it is
/// asked to analyse (so tests can read back what the server's document holds) and understands a
/// few words:
/// - each `focusBug` gets a finding with two fixes, pointing at the first `anchor` as related
///   (the rule's configured severity applies; `off` silences it; the settings' exclusion, lowest
///   severity and baseline apply, as the engine applies them);
/// - each `Form` offers an "Insert focus routing" refactoring over the word;
/// - `needs(x)` gets a finding unless `provides(x)` appears in the file, or in a file of the project
///   (its summary then declares a form component `x`, which the context's symbols resolve);
/// - `field(a>b)`, `field(a.)`, `field(a!)` are the fields of one chain `focus` (moving to `b`,
///   ending, doing nothing), with `label(next)` right after a field setting its Return key label;
/// - `explode` makes analysis throw, `explodeOnFix` makes fix-all throw (an unexpected failure),
///   `slowFix` makes fix-all take two seconds, `slowAnalysis` an analysis 0.3 s, `stuckAnalysis` 3 s.
final class FakeAnalyzer: Analyzer {
    struct Explosion: Error, CustomStringConvertible {
        var description: String { "the fake analyzer exploded" }
    }

    static let rule: RuleID = "fake-focus-bug"
    static let missingProvider: RuleID = "fake-missing-provider"
    private let texts = Locked<[String]>([])

    var analyzedTexts: [String] { texts.withLock { $0 } }
    var rules: [RuleDescription] { [Self.rule, Self.missingProvider].map { RuleDescription(id: $0, defaultSeverity: .warning, summary: "", documentation: "", isFixable: true) } }

    func analyze(_ text: String, path: String, settings: FileSettings, context: ProjectContext) throws -> FileAnalysis {
        texts.withLock { $0.append(text) }
        if text.contains("slowAnalysis") { Thread.sleep(forTimeInterval: 0.3) }
        if text.contains("stuckAnalysis") { Thread.sleep(forTimeInterval: 3) }
        if text.contains("explode"), !text.contains("explodeOnFix") { throw Explosion() }
        let anchor = ranges(of: "anchor", in: text).first
        var findings: [Finding] = []
        if let severity = settings.rules.severities[Self.rule] ?? .warning {
            findings += ranges(of: "focusBug", in: text).map { range in
                Finding(
                    rule: Self.rule, severity: severity, message: "focusBug is a bug", range: range,
                    related: anchor.map { [RelatedLocation(range: $0, message: "the anchor")] } ?? [],
                    fixes: [
                        Fix(title: "Rename to focusFixed", applicability: .safe, edits: [Replacement(range: range, replacement: "focusFixed")], isPreferred: true),
                        Fix(title: "Delete focusBug", applicability: .unsafe, edits: [Replacement(range: range, replacement: "")]),
                    ]
                )
            }
        }
        for (range, name) in arguments(of: "needs", in: text)
        where ranges(of: "provides(\(name))", in: text).isEmpty && context.symbols.component(named: name, labels: [], from: "") == nil {
            findings.append(Finding(rule: Self.missingProvider, severity: .warning, message: "\(name) is provided nowhere", range: range))
        }
        let refactorings = ranges(of: "Form", in: text).map { range in
            Refactoring(
                kind: .insertRouting, title: "Insert focus routing", applicableRange: range,
                fix: Fix(title: "Insert focus routing", applicability: .unsafe, edits: [Replacement(range: range.upperBound..<range.upperBound, replacement: " /* routed */")])
            )
        }
        return FileAnalysis(findings: settings.reported(findings, path: path), refactorings: refactorings, chains: chains(in: text))
    }

    /// The real summary, declaring a form component for each `provides(x)` and mentioning each `needs(x)`.
    func summary(of text: String, path: String) -> FileSummary {
        var summary = FileSummary(of: text, path: path)
        for (_, name) in arguments(of: "provides", in: text) {
            summary.declaredTypes.insert(name)
            summary.components.append(FormComponent(name: name))
        }
        summary.mentionedTypes.formUnion(arguments(of: "needs", in: text).map(\.1))
        return summary
    }

    func fixAll(_ text: String, path: String, settings: FileSettings, includeUnsafe: Bool, context: ProjectContext) throws -> FixOutcome {
        if text.contains("explodeOnFix") { throw Explosion() }
        if text.contains("slowFix") { Thread.sleep(forTimeInterval: 2) }
        let fixes = try analyze(text, path: path, settings: settings.forFixing, context: context).findings
            .flatMap { $0.fixes.prefix(1) }.filter { includeUnsafe || $0.applicability == .safe }
        return FixOutcome(text: Fix.apply(fixes, to: text).0)
    }

    private func chains(in text: String) -> [FocusChain] {
        let labels = arguments(of: "label", in: text)
        let fields = arguments(of: "field", in: text).map { range, argument -> ChainField in
            var outcome = Outcome()
            let name: Substring
            if let arrow = argument.firstIndex(of: ">") {
                name = argument[..<arrow]
                outcome.moves = [Transition(target: FocusTarget(String(argument[argument.index(after: arrow)...])), range: range)]
            } else {
                name = argument.dropLast()
                outcome.ends = argument.hasSuffix(".")
            }
            let label = labels.first { $0.0.lowerBound == range.upperBound }.map { ReturnLabel(value: $0.1, range: $0.0) }
            return ChainField(target: FocusTarget(String(name)), range: range, outcome: outcome, label: label)
        }
        guard let first = fields.first else { return [] }
        return [FocusChain(framework: .swiftUI, name: "focus", declaration: first.range, fields: fields)]
    }

    /// Each `word(argument)` with its whole range.
    private func arguments(of word: String, in text: String) -> [(Range<Int>, String)] {
        let bytes = Array(text.utf8)
        return ranges(of: word + "(", in: text).compactMap { range in
            guard let close = bytes[range.upperBound...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
            return (range.lowerBound..<(close + 1), String(decoding: bytes[range.upperBound..<close], as: UTF8.self))
        }
    }

    private func ranges(of word: String, in text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        let needle = Array(word.utf8)
        guard bytes.count >= needle.count else { return [] }
        return (0...(bytes.count - needle.count)).filter { Array(bytes[$0..<($0 + needle.count)]) == needle }.map { $0..<($0 + needle.count) }
    }
}

/// Reports each document's whole text as one finding at its start, so a recorded session can show
/// in its expected `publishDiagnostics` exactly what text the server holds after each edit.
struct EchoTextAnalyzer: Analyzer {
    var rules: [RuleDescription] { [RuleDescription(id: "echo-text", defaultSeverity: .info, summary: "", documentation: "", isFixable: false)] }

    func analyze(_ text: String, path: String, settings: FileSettings, context: ProjectContext) -> FileAnalysis {
        FileAnalysis(findings: [Finding(rule: "echo-text", severity: .info, message: text, range: 0..<0)])
    }

    func fixAll(_ text: String, path: String, settings: FileSettings, includeUnsafe: Bool, context: ProjectContext) -> FixOutcome {
        FixOutcome(text: text)
    }
}
