import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Sign-in and create-account forms whose `Bool` focus states only style the focused field, and
/// whose password is shown plain or hidden (a `TextField` and a `SecureField` editing one text):
/// nothing routes Return, so `form-without-focus-routing` speaks once, at the form's first field,
/// whether or not that field is bound to a focus state.
@Suite struct StyledFocusFormTests {
    private let engine = Engine()

    private func findings(_ text: String) -> [Finding] {
        engine.analyze(text, path: "Form.swift").findings
    }

    /// How the password's two inputs are shown: one above the other, the hidden one transparent, or
    /// in the two arms of an `if` on the reveal switch.
    enum Reveal: CaseIterable {
        case stackedByOpacity, ifElse

        func password(_ text: String, plain: String, hidden: String) -> String {
            switch self {
            case .stackedByOpacity:
                """
                ZStack {
                            TextField("\(text)", text: $\(text)).focused($\(plain)).opacity(reveals ? 1 : 0)
                            SecureField("\(text)", text: $\(text)).focused($\(hidden)).opacity(reveals ? 0 : 1)
                        }
                """
            case .ifElse:
                """
                if reveals {
                            TextField("\(text)", text: $\(text)).focused($\(plain))
                        } else {
                            SecureField("\(text)", text: $\(text)).focused($\(hidden))
                        }
                """
            }
        }
    }

    /// A sign-in form: `email` (with its modifiers, marked where the note belongs) above a password
    /// with a `Bool` focus state for each way it is shown.
    static func signIn(email: String, reveal: Reveal, passwordModifiers: String = "") -> MarkedText {
        MarkedText("""
            struct LighthouseSignIn: View {
                @State private var address = ""
                @State private var password = ""
                @State private var reveals = false
                @FocusState private var isAddressActive: Bool
                @FocusState private var isPasswordPlain: Bool
                @FocusState private var isPasswordHidden: Bool

                var body: some View {
                    VStack {
                        \(email)
                        \(reveal.password("password", plain: "isPasswordPlain", hidden: "isPasswordHidden"))
                        .border(isPasswordPlain || isPasswordHidden ? Color.blue : Color.gray)
                        \(passwordModifiers)
                        Button("Sign in") { signIn() }
                    }
                }

                func signIn() {}
            }
            """)
    }

    static let styledEmail = """
        TextField("Email", text: $address)
                        1️⃣.focused($isAddressActive)
                        .border(isAddressActive ? Color.blue : Color.gray)
        """
    static let unboundEmail = "1️⃣TextField(\"Email\", text: $address)"

    @Test(arguments: [styledEmail, unboundEmail], Reveal.allCases)
    func aSignInFormWhoseFocusOnlyStylesItsFieldsGetsTheNote(email: String, reveal: Reveal) throws {
        let form = Self.signIn(email: email, reveal: reveal)
        let found = findings(form.text)
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"])
        let note = try #require(found.first)
        #expect(note.range.lowerBound == form["1️⃣"])
        // The password shown two ways is named once, after the text it edits, not its focus states.
        #expect(note.message.components(separatedBy: "`password`").count == 2, "\(note.message)")
        #expect(!note.message.contains("isPassword"), "\(note.message)")
    }

    /// Routing for an input no focus state binds would need one first: the note offers no fix.
    @Test func anUnboundFieldInTheFormGetsNoRoutingFix() throws {
        let note = try #require(findings(Self.signIn(email: Self.unboundEmail, reveal: .ifElse).text).first)
        #expect(note.fixes.isEmpty)
        #expect(note.message.contains("`address`"), "\(note.message)")
    }

    /// The same form done right: Return in the email moves to the password, whose Return signs
    /// in. No note, and no warning: the password's two inputs are one field, never each other's next.
    @Test(arguments: [
        "TextField(\"Email\", text: $address).focused($isAddressActive).submitLabel(.next).onSubmit { if reveals { isPasswordPlain = true } else { isPasswordHidden = true } }",
        "TextField(\"Email\", text: $address).submitLabel(.next).onSubmit { isPasswordHidden = true }",
    ], Reveal.allCases)
    func aSignInFormThatRoutesGetsNoNoteAndNoWarning(email: String, reveal: Reveal) {
        let found = findings(Self.signIn(email: email, reveal: reveal, passwordModifiers: ".onSubmit(signIn)").text)
        #expect(!found.contains { $0.rule.rawValue == "form-without-focus-routing" || $0.severity == .warning }, "\(found.map(\.message))")
    }

    /// A create-account form: a name (when `asksName`), an email, then a password and its
    /// confirmation, each shown plain or hidden by its own switch.
    static func createAccount(asksName: Bool, reveal: Reveal, emailModifiers: String = "") -> MarkedText {
        let name = asksName ? "1️⃣TextField(\"Name\", text: $name)" : ""
        let emailMarker = asksName ? "" : "1️⃣"
        return MarkedText("""
            struct LighthouseJoin: View {
                @State private var name = ""
                @State private var address = ""
                @State private var password = ""
                @State private var confirmation = ""
                @State private var reveals = false
                @FocusState private var isPasswordPlain: Bool
                @FocusState private var isPasswordHidden: Bool
                @FocusState private var isConfirmationPlain: Bool
                @FocusState private var isConfirmationHidden: Bool

                var body: some View {
                    Form {
                        \(name)
                        \(emailMarker)TextField("Email", text: $address)\(emailModifiers)
                        \(reveal.password("password", plain: "isPasswordPlain", hidden: "isPasswordHidden"))
                        \(reveal.password("confirmation", plain: "isConfirmationPlain", hidden: "isConfirmationHidden"))
                        Button("Create account", action: register)
                    }
                }

                func register() {}
            }
            """)
    }

    @Test(arguments: [false, true], Reveal.allCases)
    func aCreateAccountFormWithTwoSecretsShownTwoWaysGetsTheNote(asksName: Bool, reveal: Reveal) throws {
        let form = Self.createAccount(asksName: asksName, reveal: reveal)
        let found = findings(form.text)
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"])
        #expect(found.first?.range.lowerBound == form["1️⃣"])
    }

    /// Return in the email moving to the password shows the form is meant to walk: no note.
    @Test(arguments: Reveal.allCases)
    func aCreateAccountFormWhoseEmailMovesOnGetsNoNote(reveal: Reveal) {
        let form = Self.createAccount(asksName: false, reveal: reveal, emailModifiers: ".submitLabel(.next).onSubmit { isPasswordHidden = true }")
        #expect(!findings(form.text).contains { $0.rule.rawValue == "form-without-focus-routing" })
    }

    /// A tip form whose amounts are typed on decimal pads, each built by a method named for its
    /// field: the methods' calls are no inputs of their own (only a type is named for one), so no
    /// field with a Return key is left and nothing is said.
    @Test func aMethodNamedForATextFieldIsNoInputOfItsOwn() {
        let source = """
            struct TipForm: View {
                enum Field { case amount, tip }
                @FocusState private var focus: Field?
                @State private var amount = ""
                @State private var tip = ""

                var body: some View {
                    Form {
                        amountTextField()
                        tipTextField()
                        Button("Save", action: save)
                    }
                }

                @ViewBuilder private func amountTextField() -> some View {
                    TextField("Amount", text: $amount).focused($focus, equals: .amount).keyboardType(.decimalPad)
                }

                @ViewBuilder private func tipTextField() -> some View {
                    TextField("Tip", text: $tip).focused($focus, equals: .tip).keyboardType(.decimalPad)
                }

                func save() {}
            }
            """
        #expect(findings(source).isEmpty)
    }
}
