import FocusRules
import FormlspEngine
import JSONRPC
import LanguageServer

/// Stands in for the engine while the server is tested on its own: it records every text it is
/// asked to analyse (so tests can read back what the server's document holds) and flags each
/// `focusBug` with a finding that has two fixes, pointing at the first `anchor` as related. Each
/// `Form` offers an "Insert focus routing" refactoring over the word. A text containing `explode`
/// makes it throw, standing in for an unexpected failure inside the engine.
final class FakeAnalyzer: DocumentAnalyzer {
    static let rule: RuleID = "fake-focus-bug"
    private let texts = Locked<[String]>([])

    struct Explosion: Error, CustomStringConvertible {
        var description: String { "the fake analyzer exploded" }
    }

    var analyzedTexts: [String] { texts.withLock { $0 } }

    func analyze(_ text: String, path: String) throws -> FileAnalysis {
        texts.withLock { $0.append(text) }
        if text.contains("explode") { throw Explosion() }
        let anchor = ranges(of: "anchor", in: text).first
        let findings = ranges(of: "focusBug", in: text).map { range in
            Finding(
                rule: Self.rule, severity: .warning, message: "focusBug is a bug", range: range,
                related: anchor.map { [RelatedLocation(range: $0, message: "the anchor")] } ?? [],
                fixes: [
                    Fix(title: "Rename to focusFixed", applicability: .safe, edits: [Replacement(range: range, replacement: "focusFixed")], isPreferred: true),
                    Fix(title: "Delete focusBug", applicability: .unsafe, edits: [Replacement(range: range, replacement: "")]),
                ]
            )
        }
        let refactorings = ranges(of: "Form", in: text).map { range in
            Refactoring(
                kind: .insertRouting, title: "Insert focus routing", applicableRange: range,
                fix: Fix(title: "Insert focus routing", applicability: .unsafe, edits: [Replacement(range: range.upperBound..<range.upperBound, replacement: " /* routed */")])
            )
        }
        return FileAnalysis(findings: findings, refactorings: refactorings)
    }

    func applyingSafeFixes(to text: String, path: String) throws -> String {
        let fixes = try analyze(text, path: path).findings.flatMap { $0.fixes.prefix(1) }.filter { $0.applicability == .safe }
        return Engine.apply(fixes, to: text).0
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
struct EchoTextAnalyzer: DocumentAnalyzer {
    func analyze(_ text: String, path: String) -> FileAnalysis {
        FileAnalysis(findings: [Finding(rule: "echo-text", severity: .info, message: text, range: 0..<0)])
    }

    func applyingSafeFixes(to text: String, path: String) -> String { text }
}
