@testable import Checker
import FocusRules
import SourceText
import TestSupport

/// One file with a warning (fixable, with a related location) and a note whose message needs
/// escaping in every format; the second line has non-ASCII text before the note, so UTF-8 and
/// UTF-16 columns differ there.
enum FormatFixture {
    static let source = MarkedText(
        """
        struct Form: View {
            var body: some View {
                TextField("Name", text: $name)1️⃣.focused($focus, equals: .name)2️⃣
                TextField("Émail 📧", text: $email).3️⃣submitLabel(.next)4️⃣
            }
        }

        """)

    static let trickyMessage = "Say \"hi\" <b> & 100%, then: stop\nnext"

    static var report: CheckReport {
        let warning = Finding(
            rule: "loud-word", severity: .warning, message: "focusedLOUD found", range: source["1️⃣"]..<source["2️⃣"],
            related: [RelatedLocation(range: source["3️⃣"]..<source["4️⃣"], message: "the label")],
            fixes: [Fix(title: "Use .next", applicability: .safe, edits: [Replacement(range: source["3️⃣"]..<source["4️⃣"], replacement: "submitLabel(.done)")])])
        let note = Finding(rule: "quiet-word", severity: .info, message: trickyMessage, range: source["3️⃣"]..<source["4️⃣"])
        let file = CheckedFile(path: "Sources/My Form.swift", lines: LineTable(source.text), findings: [note, warning])
        return CheckReport(
            files: [file], problems: [FileProblem(path: "Sources/Binary.swift", message: "not a text file (it contains NUL bytes)")],
            checkedFileCount: 3, rules: WordAnalyzer().rules, toolVersion: "9.9.9")
    }

    static var cleanReport: CheckReport {
        CheckReport(files: [], checkedFileCount: 2, rules: WordAnalyzer().rules, toolVersion: "9.9.9")
    }
}
