import FormlspEngine
import JSON
import Testing
import TestSupport

/// The real engine behind the server: a SwiftUI form whose fields come from a design-system
/// component in another file. The form is analysed against the component's summary; editing the
/// component republishes the form.
@Suite struct CrossFileChainTests {
    static let form = MarkedText("""
        import SwiftUI

        struct SignUpForm: View {
            enum Field { case name, email }
            @FocusState private var focus: Field?
            @State private var name = ""
            @State private var email = ""

            var body: some View {
                Form {
                    LabeledField(text: $name, 1️⃣focus: $focus2️⃣, value: .name, onReturn: { focus = .email })
                    TextField("Email", text: $email)
                        .focused($focus, equals: .email)
                        .onSubmit { focus = nil }
                }
            }
        }

        """)
    /// A single-line field that sets its own Return label.
    static func labeledField(label: String) -> String {
        """
        import SwiftUI

        struct LabeledField<Value: Hashable>: View {
            @Binding var text: String
            let focus: FocusState<Value?>.Binding
            let value: Value
            var onReturn: (() -> Void)?

            var body: some View {
                TextField("", text: $text)
                    .focused(focus, equals: value)
                    .submitLabel(.\(label))
                    .onSubmit { onReturn?() }
            }
        }

        """
    }

    /// A client with the workspace indexed and the form open; returns the form's first diagnostics.
    private func openForm(in workspace: TemporaryWorkspace) throws -> (TestClient, JSON?) {
        let client = TestClient(analyzer: Engine())
        client.initialize(["window": ["workDoneProgress": true]], params: workspace.folders)
        client.respond(to: client.nextServerRequest("window/workDoneProgress/create"), with: .null)
        while let message = client.nextMessage(), message["params"]?["value"]?["kind"] != "end" {}
        let diagnostics = client.open(workspace.uri("SignUpForm.swift"), Self.form.text)
        return (client, diagnostics)
    }

    @Test func theComponentInAnotherFileIsAFieldOfTheChain() throws {
        let workspace = try TemporaryWorkspace(["LabeledField.swift": Self.labeledField(label: "next")])
        let (client, diagnostics) = try openForm(in: workspace)
        #expect(diagnostics?["diagnostics"] == [])
        let result = try #require(client.request("formlsp/focusChains", ["textDocument": ["uri": .string(workspace.uri("SignUpForm.swift"))]])?["result"])
        let chain = try #require(result["chains"]?[0])
        #expect(chain["summary"] == "name → email ⏎ ends")
        let fields = try #require(chain["fields"]?.arrayValue)
        #expect(fields[0]["location"]?["range"] == lspRange(Self.form["1️⃣"]..<Self.form["2️⃣"], in: Self.form.text))
        #expect(fields.map { $0["label"] } == ["next", "return"])
    }

    @Test func editingTheComponentRepublishesItsUsers() throws {
        let workspace = try TemporaryWorkspace(["LabeledField.swift": Self.labeledField(label: "next")])
        let (client, _) = try openForm(in: workspace)
        client.open(workspace.uri("LabeledField.swift"), Self.labeledField(label: "next"))
        client.sendNotification("textDocument/didChange", [
            "textDocument": ["uri": .string(workspace.uri("LabeledField.swift")), "version": 2],
            "contentChanges": [["text": .string(Self.labeledField(label: "done"))]],
        ])
        #expect(client.nextDiagnostics()?["uri"] == .string(workspace.uri("LabeledField.swift")))
        let form = try #require(client.nextDiagnostics())
        #expect(form["uri"] == .string(workspace.uri("SignUpForm.swift")))
        let diagnostic = try #require(form["diagnostics"]?[0])
        #expect(diagnostic["code"] == "submit-label-mismatch")
        #expect(diagnostic["message"] == "`name` shows `.done` (set inside `LabeledField`) but Return moves focus to `email`")
        #expect(diagnostic["range"] == lspRange(Self.form["1️⃣"]..<Self.form["2️⃣"], in: Self.form.text))
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

    /// The extension's `textFieldShouldReturn` decides what Return does: this file sees its
    /// summary (name → email), never its text, and has nothing to report.
    @Test func theDelegateExtensionInAnotherFileRoutesTheChain() throws {
        let (diagnostics, result, _) = try chains(workspaceFiles: ["SignUpViewController+Delegate.swift": Self.delegateExtension])
        #expect(diagnostics == [])
        let chain = try #require(result?["chains"]?[0])
        #expect(chain["framework"] == "uiKit")
        #expect(chain["fields"]?[0]?["location"]?["range"] == lspRange(Self.controller["1️⃣"]..<Self.controller["2️⃣"], in: Self.controller.text))
        #expect(chain["summary"] == "nameField → emailField ⏎ ends")
    }

    /// Editing the extension so that Return no longer routes republishes the controller.
    @Test func editingTheDelegateExtensionRepublishesTheController() throws {
        let (_, _, workspace) = try chains(workspaceFiles: ["SignUpViewController+Delegate.swift": Self.delegateExtension])
        let client = TestClient(analyzer: Engine())
        client.initialize(["window": ["workDoneProgress": true]], params: workspace.folders)
        client.respond(to: client.nextServerRequest("window/workDoneProgress/create"), with: .null)
        while let message = client.nextMessage(), message["params"]?["value"]?["kind"] != "end" {}
        #expect(client.open(workspace.uri("SignUpViewController.swift"), Self.controller.text)?["diagnostics"] == [])
        let uri = workspace.uri("SignUpViewController+Delegate.swift")
        client.open(uri, Self.delegateExtension)
        client.sendNotification("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": 2],
            "contentChanges": [["text": .string(Self.delegateExtension.replacingOccurrences(of: "emailField.becomeFirstResponder()", with: "textField.resignFirstResponder()"))]],
        ])
        #expect(client.nextDiagnostics()?["uri"] == .string(uri))
        let controller = try #require(client.nextDiagnostics())
        #expect(controller["uri"] == .string(workspace.uri("SignUpViewController.swift")))
        #expect(controller["diagnostics"]?[0]?["code"] == "missing-focus-transition")
        #expect(controller["diagnostics"]?[0]?["range"] == lspRange(Self.controller["1️⃣"]..<Self.controller["2️⃣"], in: Self.controller.text))
    }

    @Test func withoutTheExtensionTheFieldsGoNowhere() throws {
        let (diagnostics, result, _) = try chains(workspaceFiles: [:])
        #expect(diagnostics?.arrayValue?.contains { $0["code"] == "missing-focus-transition" } == true)
        #expect(result?["chains"]?[0]?["summary"] == "nameField ⚠ nowhere · emailField ⏎ ends")
    }
}

/// A UIKit form whose fields a style helper in another file labels: the controller is analysed
/// against the helper's summary, and editing the helper republishes it.
@Suite struct CrossFileConfiguratorTests {
    static let controller = MarkedText("""
        import UIKit

        final class PinViewController: UIViewController, UITextFieldDelegate {
            let codeField = UITextField()
            let confirmField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                codeField.delegate = self
                confirmField.delegate = self
                FieldStyle.middle(codeField)
                1️⃣FieldStyle.last(confirmField)2️⃣
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == codeField { confirmField.becomeFirstResponder() } else { textField.resignFirstResponder() }
                return true
            }
        }

        """)

    static func style(lastKey: String) -> String {
        """
        import UIKit

        enum FieldStyle {
            static func middle(_ field: UITextField) { field.returnKeyType = .next }
            static func last(_ field: UITextField) { field.returnKeyType = .\(lastKey) }
        }

        """
    }

    @Test func editingTheHelperRepublishesTheForm() throws {
        let workspace = try TemporaryWorkspace(["FieldStyle.swift": Self.style(lastKey: "done")])
        let client = TestClient(analyzer: Engine())
        client.initialize(["window": ["workDoneProgress": true]], params: workspace.folders)
        client.respond(to: client.nextServerRequest("window/workDoneProgress/create"), with: .null)
        while let message = client.nextMessage(), message["params"]?["value"]?["kind"] != "end" {}
        #expect(client.open(workspace.uri("PinViewController.swift"), Self.controller.text)?["diagnostics"] == [])
        let result = client.request("formlsp/focusChains", ["textDocument": ["uri": .string(workspace.uri("PinViewController.swift"))]])?["result"]
        #expect(result?["chains"]?[0]?["fields"]?.arrayValue?.map { $0["label"] } == ["next", "done"])

        let uri = workspace.uri("FieldStyle.swift")
        client.open(uri, Self.style(lastKey: "done"))
        client.sendNotification("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": 2],
            "contentChanges": [["text": .string(Self.style(lastKey: "next"))]],
        ])
        #expect(client.nextDiagnostics()?["uri"] == .string(uri))
        let form = try #require(client.nextDiagnostics())
        #expect(form["uri"] == .string(workspace.uri("PinViewController.swift")))
        let diagnostic = try #require(form["diagnostics"]?[0])
        #expect(diagnostic["code"] == "submit-label-mismatch")
        #expect(diagnostic["message"] == "`confirmField` shows `.next` (set inside `last`) but Return moves focus nowhere")
        #expect(diagnostic["range"] == lspRange(Self.controller["1️⃣"]..<Self.controller["2️⃣"], in: Self.controller.text))
    }
}

/// A SwiftUI parent handing `$focus` to a child view in another file whose own `.onSubmit`s move
/// focus on: the server places the child's fields in the parent's chain from the child's summary,
/// and editing the child republishes the parent.
@Suite struct CrossFileChildViewTests {
    static let form = MarkedText("""
        import SwiftUI

        struct ShippingForm: View {
            enum Field { case name, street, city }
            @FocusState private var focus: Field?
            @State private var name = ""

            var body: some View {
                Form {
                    TextField("Name", text: $name)
                        .focused($focus, equals: .name)
                        .submitLabel(.next)
                        .onSubmit { focus = .street }
                    AddressFields(1️⃣focus: $focus2️⃣)
                }
            }
        }

        """)
    static func addressFields(streetHandler: String) -> String {
        """
        import SwiftUI

        struct AddressFields: View {
            @FocusState.Binding var focus: ShippingForm.Field?
            @State private var street = ""
            @State private var city = ""

            var body: some View {
                TextField("Street", text: $street)
                    .focused($focus, equals: .street)
                    .submitLabel(.next)
                    \(streetHandler)
                TextField("City", text: $city)
                    .focused($focus, equals: .city)
                    .submitLabel(.done)
                    .onSubmit { focus = nil }
            }
        }

        """
    }

    @Test func theChildsFieldsJoinTheParentsChainAndEditsRepublishIt() throws {
        let childText = Self.addressFields(streetHandler: ".onSubmit { focus = .city }")
        let workspace = try TemporaryWorkspace(["AddressFields.swift": childText])
        let client = TestClient(analyzer: Engine())
        client.initialize(["window": ["workDoneProgress": true]], params: workspace.folders)
        client.respond(to: client.nextServerRequest("window/workDoneProgress/create"), with: .null)
        while let message = client.nextMessage(), message["params"]?["value"]?["kind"] != "end" {}
        let formURI = workspace.uri("ShippingForm.swift")
        #expect(client.open(formURI, Self.form.text)?["diagnostics"] == [])
        let result = try #require(client.request("formlsp/focusChains", ["textDocument": ["uri": .string(formURI)]])?["result"])
        #expect(result["chains"]?[0]?["summary"] == "name → street → city ⏎ ends")

        let childURI = workspace.uri("AddressFields.swift")
        client.open(childURI, childText)
        client.sendNotification("textDocument/didChange", [
            "textDocument": ["uri": .string(childURI), "version": 2],
            "contentChanges": [["text": .string(Self.addressFields(streetHandler: ""))]],
        ])
        #expect(client.nextDiagnostics()?["uri"] == .string(childURI))
        let form = try #require(client.nextDiagnostics())
        #expect(form["uri"] == .string(formURI))
        let diagnostic = try #require(form["diagnostics"]?[0])
        #expect(diagnostic["code"] == "missing-focus-transition")
        #expect(diagnostic["message"] == "Return in `street` moves focus nowhere; the next field is `city`")
        #expect(diagnostic["range"] == lspRange(Self.form["1️⃣"]..<Self.form["2️⃣"], in: Self.form.text))
    }
}
