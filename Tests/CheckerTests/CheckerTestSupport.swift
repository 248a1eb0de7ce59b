import Checker
import FocusModel
import FocusRules
import FormlspEngine
import Foundation
import TestSupport

/// Captures what the checker prints and feeds it stdin.
final class CapturingConsole: Console, @unchecked Sendable {
    private let lock = NSLock()
    private var output = ""
    private var errors = ""
    private let input: [UInt8]
    let outputIsTerminal: Bool
    let errorIsTerminal: Bool

    init(input: String = "", terminal: Bool = false) {
        self.input = Array(input.utf8)
        outputIsTerminal = terminal
        errorIsTerminal = terminal
    }

    var standardOutput: String { locked { output } }
    var standardError: String { locked { errors } }

    func writeOutput(_ text: String) { locked { output += text } }
    func writeError(_ text: String) { locked { errors += text } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
    func readInput() -> [UInt8] { input }
}

/// What `formlsp check` prints in `tree` with the real engine, quietly, with `arguments` applied.
func checkerOutput(in tree: TemporaryTree, _ arguments: (inout CheckOptions) -> Void = { _ in }) throws -> String {
    var options = try CheckOptions.parse([])
    options.workingDirectory = tree.root
    options.quiet = true
    arguments(&options)
    let console = CapturingConsole()
    _ = Checker(options: options, analyzer: Engine(interfaceFiles: .forOneRun()), console: console).run()
    return console.standardOutput
}

/// An analyzer with three made-up rules keyed on words in the text, so the checker's own behaviour
/// can be tested with findings and fixes before (and independently of) the real rules:
/// - `loud-word` (warning, safe fix): each `focusedLOUD`, fixed to `focusedQuiet`;
/// - `quiet-word` (info, no fix): each `focusedNote`;
/// - `breaking-word` (error, unsafe fix): each `focusedBreak`, "fixed" into code that cannot parse.
/// Each finding is about the field named by its word in a type `Words` (what baselines key on); the
/// settings' baseline applies as the engine applies it.
struct WordAnalyzer: Analyzer {
    static let loud = RuleDescription(
        id: "loud-word", defaultSeverity: .warning, summary: "A loud word.", documentation: "## What it does\n\nFlags loud words.", isFixable: true)
    static let quiet = RuleDescription(
        id: "quiet-word", defaultSeverity: .info, summary: "A quiet word.", documentation: "## What it does\n\nFlags quiet words.", isFixable: false)
    static let breaking = RuleDescription(
        id: "breaking-word", defaultSeverity: .error, summary: "A word whose fix breaks the file.", documentation: "## What it does\n\nFlags breaking words.", isFixable: true)

    var rules: [RuleDescription] { [Self.breaking, Self.loud, Self.quiet] }

    func summary(of text: String, path: String) -> FileSummary { FileSummary() }

    struct Explosion: Error, CustomStringConvertible {
        var description: String { "the word analyzer exploded" }
    }

    /// `focusedExplode` makes the analysis throw.
    func analyze(_ text: String, path: String, settings: FileSettings, context: ProjectContext) throws -> FileAnalysis {
        if text.contains("focusedExplode") { throw Explosion() }
        var findings: [Finding] = []
        let words: [(RuleDescription, String, String?, FixApplicability)] = [
            (Self.loud, "focusedLOUD", "focusedQuiet", .safe),
            (Self.quiet, "focusedNote", nil, .safe),
            (Self.breaking, "focusedBreak", "focusedBreak {", .unsafe),
        ]
        let bytes = Array(text.utf8)
        for (rule, word, replacement, applicability) in words {
            guard let severity = settings.rules.severity(of: rule) else { continue }
            let needle = Array(word.utf8)
            var index = 0
            while index + needle.count <= bytes.count {
                if Array(bytes[index..<index + needle.count]) == needle {
                    let range = index..<index + needle.count
                    let fixes = replacement.map { [Fix(title: "Replace with \($0)", applicability: applicability, edits: [Replacement(range: range, replacement: $0)])] } ?? []
                    findings.append(Finding(
                        rule: rule.id, severity: severity, message: "\(word) found", range: range, fixes: fixes,
                        subject: FindingSubject(type: "Words", field: word)))
                    index += needle.count
                } else {
                    index += 1
                }
            }
        }
        return FileAnalysis(findings: settings.reported(findings.sorted { $0.range.lowerBound < $1.range.lowerBound }, path: path))
    }

    /// Fixes by the engine's rule, over these words.
    func fixAll(_ text: String, path: String, settings: FileSettings, includeUnsafe: Bool, context: ProjectContext) throws -> FixOutcome {
        if text.contains("focusedExplode") { throw Explosion() }
        return Engine.fixAll(text, includeUnsafe: includeUnsafe) { (try? analyze($0, path: path, settings: settings.forFixing, context: context).findings) ?? [] }
    }

    func parseOnly(_ text: String) {}
}

/// Runs the checker over `tree` with the word analyzer.
func check(_ tree: TemporaryTree, _ arguments: (inout CheckOptions) -> Void = { _ in }, input: String = "", terminal: Bool = false) -> (ExitStatus, CapturingConsole) {
    // The defaults, which cannot fail validation.
    var options = try! CheckOptions.parse([])
    options.workingDirectory = tree.root
    options.toolVersion = "9.9.9"
    arguments(&options)
    let console = CapturingConsole(input: input, terminal: terminal)
    let status = Checker(options: options, analyzer: WordAnalyzer(), console: console).run()
    return (status, console)
}
