import FocusModel
import FocusRules
@testable import FormlspEngine
import Testing

/// The checker cuts a very large file into pieces at top-level declarations and analyses them one
/// after another (`Engine.analyzeInPieces`), so that it never holds the whole tree. Every finding
/// (rule, severity, message, range, related places, fixes and their edits, subject) and the file's
/// summary must be what the whole file's analysis gives, in both of the checker's passes.
@Suite struct PiecewiseCheckTests {
    private static let path = "/p/Everything.swift"
    /// Cut every file into pieces of about 1 KB.
    private static let tiny = PieceLimits(threshold: 1, size: 1_000)

    /// A SwiftUI form whose first field says Next and goes nowhere, a form built from a component
    /// another file declares, and a UIKit controller whose Return handling is in an extension.
    private static func forms(_ index: Int) -> String {
        """
        struct Signup\(index)View: View {
            enum Field: Hashable { case name, email }
            @FocusState private var focus: Field?
            @State private var name = ""
            @State private var email = ""

            var body: some View {
                Form {
                    TextField("Name", text: $name)
                        .focused($focus, equals: .name)
                        .submitLabel(.next)
                    TextField("Email", text: $email)
                        .focused($focus, equals: .email)
                        .submitLabel(.done)
                }
                .onSubmit { if focus == .email { focus = nil } }
            }
        }

        struct Address\(index)View: View {
            @State private var street = ""
            @State private var city = ""

            var body: some View {
                Form {
                    LabeledInput(title: "Street", text: $street)
                    LabeledInput(title: "City", text: $city)
                }
            }
        }

        final class Login\(index)Controller: UIViewController {
            let user = UITextField()
            let password = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                user.delegate = self
                password.delegate = self
                user.returnKeyType = .next
                password.returnKeyType = .go
            }
        }

        extension Login\(index)Controller: UITextFieldDelegate {
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == user { password.becomeFirstResponder() }
                return true
            }
        }

        """
    }

    private static let component = """
        import SwiftUI

        struct LabeledInput: View {
            let title: String
            @Binding var text: String

            var body: some View {
                TextField(title, text: $text)
                    .submitLabel(.next)
            }
        }

        """

    private static let file = "import SwiftUI\nimport UIKit\n\n" + (0..<12).map(forms).joined(separator: "\n")

    /// Everything both passes say of `text`, in a form that compares every field.
    private func dump(_ engine: Engine, _ text: String) -> (summary: FileSummary, findings: String) {
        let (summary, findings, _) = engine.summaryAndFindings(of: text, path: Self.path)
        let other = Engine().summaryAndFindings(of: Self.component, path: "/p/LabeledInput.swift").summary
        let context = ProjectContext(path: Self.path, symbols: ProjectSymbols([(Self.path, summary), ("/p/LabeledInput.swift", other)]))
        let second = engine.findings(in: text, path: Self.path, context: context, summary: summary)
        return (summary, String(reflecting: findings) + String(reflecting: second))
    }

    private func inPieces(_ text: String, _ limits: PieceLimits = PiecewiseCheckTests.tiny) -> Bool {
        var engine = Engine()
        engine.pieceLimits = limits
        return engine.analyzeInPieces(text, path: Self.path, context: nil, lookups: nil) != nil
    }

    private func checkedBothWaysAlike(_ text: String) -> Bool {
        var engine = Engine()
        engine.pieceLimits = Self.tiny
        let (pieces, whole) = (dump(engine, text), dump(Engine(), text))
        return pieces.summary == whole.summary && pieces.findings == whole.findings
    }

    @Test func formsCutIntoPiecesFindWhatTheWholeFileFinds() {
        #expect(Engine.pieceRanges(of: Array(Self.file.utf8), size: Self.tiny.size).count > 10)
        #expect(inPieces(Self.file))
        #expect(Engine().summaryAndFindings(of: Self.file, path: Self.path).findings.count >= 12)
        #expect(checkedBothWaysAlike(Self.file))
        for variant in [Self.file.replacingOccurrences(of: "\n", with: "\r\n"), Self.file.replacingOccurrences(of: "    ", with: "\t")] {
            #expect(inPieces(variant))
            #expect(checkedBothWaysAlike(variant))
        }
    }

    /// Below the threshold a file is analysed whole.
    @Test func smallFilesAreAnalysedWhole() {
        var engine = Engine()
        engine.pieceLimits = PieceLimits(threshold: Self.file.utf8.count + 1, size: 1_000)
        #expect(engine.analyzeInPieces(Self.file, path: Self.path, context: nil, lookups: nil) == nil)
        #expect(Engine().analyzeInPieces(Self.file, path: Self.path, context: nil, lookups: nil) == nil)
    }

    /// A view in the first piece whose focus enum is declared in the last: the pieces name each
    /// other, so the file is analysed whole.
    @Test func piecesNamingEachOtherFallBackToTheWholeFile() {
        let text = Self.file.replacingOccurrences(of: "enum Field: Hashable { case name, email }\n", with: "", options: [], range: nil)
            .replacingOccurrences(of: "Field?", with: "SharedField?")
            + "\nenum SharedField: Hashable { case name, email }\n"
        #expect(!inPieces(text))
        #expect(checkedBothWaysAlike(text))
    }

    /// Suppression comments are read off the whole tree: a file holding one is analysed whole, and
    /// `disable-file` at its top still silences every piece.
    @Test func suppressionCommentsFallBackToTheWholeFile() {
        let text = "// formlsp:disable-file missing-focus-transition\n" + Self.file
        #expect(!inPieces(text))
        #expect(checkedBothWaysAlike(text))
        #expect(!Engine().summaryAndFindings(of: text, path: Self.path).findings.contains { $0.rule.rawValue == "missing-focus-transition" })
    }

    /// A cut that would split a multi-line string, a block comment or an `#if`, or leave code
    /// continuing a declaration in the next piece, is refused: the file is analysed whole.
    @Test func unsafeCutsFallBackToTheWholeFile() {
        for (opening, closing) in [("let text = \"\"\"\n", "\"\"\"\n"), ("/*\n", "*/\n"), ("#if os(iOS)\n", "#endif\n")] {
            let text = "import SwiftUI\nimport UIKit\n\n" + opening + (0..<4).map(Self.forms).joined(separator: "\n") + closing
            #expect(!inPieces(text), "\(opening)")
            #expect(checkedBothWaysAlike(text), "\(opening)")
        }
        // Cut after the first `}`, the call goes on in the next piece.
        let continued = "import SwiftUI\n\nlet count = run {\n    1\n}\n.description\n\n" + Self.forms(0)
        #expect(Engine.pieceRanges(of: Array(continued.utf8), size: 1).first == 0..<41)
        #expect(!inPieces(continued, PieceLimits(threshold: 1, size: 1)))
        #expect(checkedBothWaysAlike(continued))
    }

    /// Every source the engine's tests use, in one file: whatever is cut or not, nothing changes.
    @Test func everyTestSourceInOneFileFindsTheSame() {
        let text = PartwiseAnalysisTests.sources.filter { !$0.name.hasSuffix("example") }.map(\.text).joined(separator: "\n\n")
        #expect(checkedBothWaysAlike(text))
    }
}
