@testable import Checker
import FocusModel
import FormlspEngine
import JSON
import SourceText
import TestSupport
import Testing

/// `formlsp chains` and markdown reports draw chains from the real engine's analysis.
@Suite struct ChainDiagramTests {
    /// Name routes to Email but says Done; Return in Email does nothing though Phone follows;
    /// Phone's Return moves to a value no field is bound to.
    static let form = """
        struct SignUp: View {
            enum Field { case name, email, phone }
            @FocusState private var focus: Field?
            var body: some View {
                Form {
                    TextField("Name", text: $name)
                        .focused($focus, equals: .name)
                        .submitLabel(.done)
                    TextField("Email", text: $email)
                        .focused($focus, equals: .email)
                        .submitLabel(.next)
                    TextField("Phone", text: $phone)
                        .focused($focus, equals: .phone)
                        .submitLabel(.next)
                }
                .onSubmit {
                    switch focus {
                    case .name: focus = .email
                    case .phone: focus = .coupon
                    default: break
                    }
                }
            }
        }

        """

    static var diagrams: [ChainDiagram] {
        let analysis = Engine().analyze(form, path: "SignUp.swift", settings: FileSettings(), context: ProjectContext(path: "SignUp.swift"))
        return ChainDiagram.diagrams(of: analysis.chains, findings: analysis.findings, path: "Sources/SignUp.swift", lines: LineTable(form))
    }

    @Test func eachFieldWithItsKeyItsReturnAndItsProblems() throws {
        let diagram = try #require(Self.diagrams.first)
        #expect((diagram.owner, diagram.state, diagram.line) == ("SignUp", "focus", 3))
        #expect(diagram.steps.map(\.field) == ["name", "email", "phone"])
        #expect(diagram.steps.map(\.line) == [7, 10, 13])
        #expect(diagram.steps.map(\.label) == ["done", "next", "next"])
        #expect(diagram.steps.map(\.outcome) == ["moves", "nothing", "moves"])
        #expect(diagram.steps.map(\.isDeadEnd) == [false, true, false])
        #expect(diagram.steps.map(\.problems) == [["submit-label-mismatch"], ["missing-focus-transition"], []])
        #expect(diagram.problems == ["unbound-focus-target"])
    }

    @Test func mermaid() {
        #expect(ChainFormat.mermaid.render(Self.diagrams, workingDirectory: "/work") == """
            flowchart LR
              subgraph c0["SignUp · focus (Sources/SignUp.swift:3) ⚠ unbound-focus-target"]
                c0_0["⚠ name<br/>⏎ key: done<br/>submit-label-mismatch"]
                c0_1["⚠ email<br/>⏎ key: next<br/>missing-focus-transition"]
                c0_2["phone<br/>⏎ key: next"]
              end
              c0_0 -->|"⏎"| c0_1
              c0_1 -.->|"⚠ nowhere"| c0_1_stuck(("✗"))
              c0_2 -->|"⏎"| c0_2_to(["coupon (no such field)"])
              classDef problem fill:#fde2e2,stroke:#c62828,stroke-width:2px
              class c0_0,c0_1 problem

            """)
    }

    @Test func graphviz() {
        #expect(ChainFormat.dot.render(Self.diagrams, workingDirectory: "/work") == """
            digraph formlsp {
              rankdir=LR;
              node [shape=box, fontname="Helvetica"];
              edge [fontname="Helvetica"];
              subgraph cluster_0 {
                label="SignUp · focus (Sources/SignUp.swift:3) ⚠ unbound-focus-target";
                c0_0 [label="⚠ name\\n⏎ key: done\\nsubmit-label-mismatch", color="#c62828", penwidth=2];
                c0_1 [label="⚠ email\\n⏎ key: next\\nmissing-focus-transition", color="#c62828", penwidth=2];
                c0_2 [label="phone\\n⏎ key: next"];
              }
              c0_0 -> c0_1 [label="⏎"];
              c0_1_stuck [label="✗", shape=circle, color="#c62828"];
              c0_1 -> c0_1_stuck [label="⚠ nowhere", style=dashed];
              c0_2_to [label="coupon (no such field)", shape=oval];
              c0_2 -> c0_2_to [label="⏎"];
            }

            """)
    }

    @Test func json() throws {
        let document = try JSON.parse(ChainFormat.json.render(Self.diagrams, workingDirectory: "/work"))
        #expect(document["schemaVersion"] == 2)
        let chain = try #require(document["chains"]?[0])
        let diagram = try #require(Self.diagrams.first)
        #expect(chain["declaration"]?["uri"] == "file:///work/Sources/SignUp.swift")
        #expect(chain["declaration"]?["range"]?["start"]?["line"] == .integer(Int64(diagram.line - 1)), "0-based, as LSP counts")
        #expect((chain["owner"], chain["name"], chain["framework"]) == ("SignUp", "focus", "swiftUI"))
        let fields = try #require(chain["fields"]?.arrayValue)
        #expect(fields.map { $0["target"] } == ["name", "email", "phone"])
        #expect(fields.map { $0["step"] } == ["→ email", "⚠ nowhere", "→ coupon"])
        #expect(fields.map { $0["isDeadEnd"] } == [false, true, false])
        #expect(fields[2]["transitions"]?[0]?["target"] == "coupon")
        #expect(fields[2]["transitions"]?[0]?["isConditional"] == false)
        #expect(fields[1]["problems"] == ["missing-focus-transition"])
        #expect(chain["problems"] == ["unbound-focus-target"])
    }

    @Test func labelsThatCouldBreakTheSyntaxAreEscaped() {
        #expect(MermaidChains.escaped(#"a "b" <c>"#) == "a #quot;b#quot; #lt;c#gt;")
        #expect(DOTChains.quoted("a \"b\"\\\nc") == #""a \"b\"\\\nc""#)
    }

    @Test func aMarkdownReportDrawsTheChainsWithProblems() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Sources/SignUp.swift", Self.form)
        try tree.write("Sources/Clean.swift", "struct Clean {}\n")
        var options = try CheckOptions.parse([])
        options.workingDirectory = tree.root
        options.format = .markdown
        let console = CapturingConsole()
        #expect(Checker(options: options, console: console).run() == .findings)
        let output = console.standardOutput
        #expect(output.hasPrefix("### formlsp: 3 problems (3 warnings) in 1 file (2 checked)\n\n| | location | rule | message |\n|---|---|---|---|\n"))
        #expect(output.contains("| ⚠️ | Sources/SignUp.swift:8 | `submit-label-mismatch` | `name` shows `.done` but Return moves focus to `email` |\n"))
        #expect(output.contains("\n#### Sources/SignUp.swift\n\n```mermaid\n" + ChainFormat.mermaid.render(Self.diagrams, workingDirectory: "/work") + "```\n"))
        #expect(MarkdownFormat.cell("a|b <i>_x_") == #"a\|b \<i\>\_x\_"#)
    }

    @Test func codeSpansInACellKeepTheirCharactersAndOnlyEscapeThePipe() {
        #expect(MarkdownFormat.cell("Return in `first_name` moves to `a|b`") == #"Return in `first_name` moves to `a\|b`"#)
        // A lone backtick opens nothing: what follows is escaped as text.
        #expect(MarkdownFormat.cell("a ` b_c") == #"a ` b\_c"#)
    }

    /// Three fields whose Return key one statement sets: the finding is about the last one, and
    /// the diagram marks that field alone, as the finding's subject names it.
    static let sharedLabelForm = """
        final class SignUpViewController: UIViewController, UITextFieldDelegate {
            @IBOutlet private var nameField: UITextField!
            @IBOutlet private var emailField: UITextField!
            @IBOutlet private var passwordField: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
                [nameField, emailField, passwordField].forEach {
                    $0.delegate = self
                    $0.returnKeyType = .next
                }
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                switch textField {
                case nameField: emailField.becomeFirstResponder()
                case emailField: passwordField.becomeFirstResponder()
                default: textField.resignFirstResponder()
                }
                return true
            }
        }

        """

    @Test func aSpotSharedByFieldsMarksTheFieldTheFindingIsAbout() throws {
        let analysis = Engine().analyze(Self.sharedLabelForm, path: "SignUp.swift", settings: FileSettings(), context: ProjectContext(path: "SignUp.swift"))
        let (findings, chains) = (analysis.findings, analysis.chains)
        let finding = try #require(findings.first { $0.rule == "submit-label-mismatch" })
        #expect(finding.subject?.field == "passwordField")
        let diagram = try #require(ChainDiagram.diagrams(of: chains, findings: findings, path: "SignUp.swift", lines: LineTable(Self.sharedLabelForm)).first)
        #expect(diagram.steps.map(\.problems) == [[], [], ["submit-label-mismatch"]])
        #expect(diagram.problems.isEmpty)
    }
}
