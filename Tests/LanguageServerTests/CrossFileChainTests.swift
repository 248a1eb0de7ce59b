import FormlspEngine
import JSON
import Testing
import TestSupport

/// The real engine behind the server: a SwiftUI chain whose state lives in one file, whose focus
/// enum lives in a second and whose last fields sit in a child view in a third.
@Suite struct CrossFileChainTests {
    static let form = MarkedText("""
        import SwiftUI

        struct SignUpForm: View {
            @FocusState private var focus: Field?
            @State private var name = ""

            var body: some View {
                Form {
                    TextField("Name", text: $name)
                        1️⃣.focused($focus, equals: .name)2️⃣
                        .submitLabel(.next)
                        .onSubmit { 3️⃣focus = .email4️⃣ }
                    ContactRows(focus: $focus)
                }
            }
        }

        """)
    static let contactRows = """
        import SwiftUI

        struct ContactRows: View {
            @FocusState.Binding var focus: Field?
            @State private var email = ""
            @State private var phone = ""

            var body: some View {
                TextField("Email", text: $email)
                    .focused($focus, equals: .email)
                    .submitLabel(.next)
                    .onSubmit { focus = .phone }
                TextField("Phone", text: $phone)
                    .focused($focus, equals: .phone)
                    .submitLabel(.done)
                    .onSubmit { focus = nil }
            }
        }

        """
    static let field = "enum Field: Hashable {\n    case name, email, phone\n}\n"

    /// A client with the workspace indexed and the form open; returns the form's first diagnostics.
    private func openForm(in workspace: TemporaryWorkspace) throws -> (TestClient, JSON?) {
        let client = TestClient(analyzer: Engine())
        client.initialize(["window": ["workDoneProgress": true]], params: workspace.folders)
        client.respond(to: client.nextServerRequest("window/workDoneProgress/create"), with: .null)
        while let message = client.nextMessage(), message["params"]?["value"]?["kind"] != "end" {}
        let diagnostics = client.open(workspace.uri("SignUpForm.swift"), Self.form.text)
        return (client, diagnostics)
    }

    @Test func theChainRunsThroughTheChildViewInAnotherFile() throws {
        let workspace = try TemporaryWorkspace(["ContactRows.swift": Self.contactRows, "Field.swift": Self.field])
        let (client, diagnostics) = try openForm(in: workspace)
        #expect(diagnostics?["diagnostics"] == [])
        let result = try #require(client.request("formlsp/focusChains", ["textDocument": ["uri": .string(workspace.uri("SignUpForm.swift"))]])?["result"])
        let chain = try #require(result["chains"]?[0])
        #expect(chain["summary"] == "name → email → phone ⏎ ends")
        let fields = try #require(chain["fields"]?.arrayValue)
        #expect(fields.map { $0["location"]?["uri"] } == [workspace.uri("SignUpForm.swift"), workspace.uri("ContactRows.swift"), workspace.uri("ContactRows.swift")].map(JSON.string))
        #expect(fields[0]["location"]?["range"] == lspRange(Self.form["1️⃣"]..<Self.form["2️⃣"], in: Self.form.text))
        #expect(fields.map { $0["label"] } == ["next", "next", "done"])
    }

    @Test func hoverShowsWhereEachStepComesFrom() throws {
        let workspace = try TemporaryWorkspace(["ContactRows.swift": Self.contactRows, "Field.swift": Self.field])
        let (client, _) = try openForm(in: workspace)
        let hover = client.request("textDocument/hover", [
            "textDocument": ["uri": .string(workspace.uri("SignUpForm.swift"))], "position": lspPosition(ofOffset: Self.form["1️⃣"] + 2, in: Self.form.text),
        ])?["result"]
        let text = try #require(hover?["contents"]?["value"]?.stringValue)
        #expect(text.contains("`name → email → phone ⏎ ends`"))
        #expect(text.contains("| `name` | `.next` | → email | SignUpForm.swift:10, handler SignUpForm.swift:12 |"))
        #expect(text.contains("| `email` | `.next` | → phone | ContactRows.swift:10, handler ContactRows.swift:12 |"))
        #expect(text.contains("| `phone` | `.done` | ⏎ ends | ContactRows.swift:14, handler ContactRows.swift:16 |"))
    }

    @Test func editingTheChildRepublishesTheParent() throws {
        let workspace = try TemporaryWorkspace(["ContactRows.swift": Self.contactRows, "Field.swift": Self.field])
        let (client, _) = try openForm(in: workspace)
        client.open(workspace.uri("ContactRows.swift"), Self.contactRows)
        let renamed = Self.contactRows.replacingOccurrences(of: "equals: .email", with: "equals: .mail")
        client.sendNotification("textDocument/didChange", [
            "textDocument": ["uri": .string(workspace.uri("ContactRows.swift")), "version": 2], "contentChanges": [["text": .string(renamed)]],
        ])
        #expect(client.nextDiagnostics()?["uri"] == .string(workspace.uri("ContactRows.swift")))
        let parent = try #require(client.nextDiagnostics())
        #expect(parent["uri"] == .string(workspace.uri("SignUpForm.swift")))
        let diagnostic = try #require(parent["diagnostics"]?[0])
        #expect(diagnostic["code"] == "unbound-focus-target")
        #expect(diagnostic["range"] == lspRange(Self.form["3️⃣"]..<Self.form["4️⃣"], in: Self.form.text))
    }
}

/// A UIKit form whose `textFieldShouldReturn` lives in an extension in another file.
@Suite struct CrossFileUIKitChainTests {
    static let controller = MarkedText("""
        import UIKit

        final class SignUpViewController: UIViewController {
            let 1️⃣nameField2️⃣ = UITextField()
            let emailField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(nameField)
                view.addSubview(emailField)
                nameField.delegate = self
                emailField.delegate = self
                nameField.returnKeyType = .next
                emailField.returnKeyType = .done
            }
        }

        """)
    static let delegateExtension = """
        import UIKit

        extension SignUpViewController: UITextFieldDelegate {
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == nameField {
                    emailField.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }
        }

        """

    private func chains(workspaceFiles: [String: String]) throws -> (JSON?, JSON?, TemporaryWorkspace) {
        let workspace = try TemporaryWorkspace(workspaceFiles)
        let client = TestClient(analyzer: Engine())
        client.initialize(["window": ["workDoneProgress": true]], params: workspace.folders)
        client.respond(to: client.nextServerRequest("window/workDoneProgress/create"), with: .null)
        while let message = client.nextMessage(), message["params"]?["value"]?["kind"] != "end" {}
        let diagnostics = client.open(workspace.uri("SignUpViewController.swift"), Self.controller.text)
        let result = client.request("formlsp/focusChains", ["textDocument": ["uri": .string(workspace.uri("SignUpViewController.swift"))]])?["result"]
        return (diagnostics?["diagnostics"], result, workspace)
    }

    @Test func theDelegateExtensionInAnotherFileRoutesTheChain() throws {
        let (diagnostics, result, workspace) = try chains(workspaceFiles: ["SignUpViewController+Delegate.swift": Self.delegateExtension])
        #expect(diagnostics == [])
        let chain = try #require(result?["chains"]?[0])
        #expect(chain["framework"] == "uiKit")
        #expect(chain["summary"] == "nameField → emailField ⏎ ends")
        #expect(chain["fields"]?[0]?["outcome"] == "moves")
        #expect(chain["fields"]?[0]?["location"]?["range"] == lspRange(Self.controller["1️⃣"]..<Self.controller["2️⃣"], in: Self.controller.text))
        #expect(chain["fields"]?[0]?["handlers"]?[0]?["uri"] == .string(workspace.uri("SignUpViewController+Delegate.swift")))
    }

    @Test func withoutTheExtensionTheFieldsGoNowhere() throws {
        let (diagnostics, result, _) = try chains(workspaceFiles: [:])
        #expect(diagnostics?.arrayValue?.contains { $0["code"] == "missing-focus-transition" } == true)
        #expect(result?["chains"]?[0]?["summary"] == "nameField ⚠ nowhere · emailField ⏎ ends")
    }
}
