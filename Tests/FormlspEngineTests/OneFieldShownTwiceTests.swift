import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// One field drawn twice is one field: a secure input and its revealed twin kept on screen together
/// (swapped by `.opacity` or `.hidden`, so the keyboard stays up while revealing), and a view that
/// only the canvas shows, a demo of the same field in two styles, which is never shipped UI.
@Suite struct OneFieldShownTwiceTests {
    /// A sign-in form whose password is drawn by `password`; `focusState` declares the state it binds.
    static func signIn(focusState: String, email: String, password: String) -> MarkedText {
        MarkedText("""
            struct SignInView: View {
                enum Field { case email, password }
                \(focusState)
                @State private var email = ""
                @State private var password = ""
                @State private var reveals = false

                var body: some View {
                    VStack {
                        \(email)
                        \(password)
                    }
                }
            }
            """)
    }

    static let enumState = "@FocusState private var focus: Field?"
    static let enumEmail = "TextField(\"Email\", text: $email).focused($focus, equals: .email)"

    @Test(arguments: [
        """
        ZStack {
                            SecureField("Password", text: $password).focused($focus, equals: .password).opacity(reveals ? 0 : 1)
                            TextField("Password", text: $password).focused($focus, equals: .password).opacity(reveals ? 1 : 0)
                        }
        """,
        """
        ZStack {
                            SecureField("Password", text: $password).focused($focus, equals: .password).hidden(reveals)
                            TextField("Password", text: $password).focused($focus, equals: .password).hidden(!reveals)
                        }
        """,
    ])
    func aSecureFieldAndItsRevealedTwinOnScreenTogetherAreOneField(password: String) {
        let form = Self.signIn(focusState: Self.enumState, email: Self.enumEmail, password: password)
        #expect(findings(in: form.text, rule: "duplicate-focus-binding").isEmpty)
    }

    @Test func oneBoolStateOnASecureFieldAndItsTwinIsOneField() {
        let form = Self.signIn(
            focusState: "@FocusState private var passwordFocused: Bool",
            email: "TextField(\"Email\", text: $email).onSubmit { passwordFocused = true }",
            password: """
                ZStack {
                                SecureField("Password", text: $password).focused($passwordFocused).opacity(reveals ? 0 : 1)
                                TextField("Password", text: $password).focused($passwordFocused).opacity(reveals ? 1 : 0)
                            }
                """
        )
        #expect(findings(in: form.text, rule: "duplicate-focus-binding").isEmpty)
    }

    /// A plain field editing other text, or a second secure field, on one value stays a duplicate.
    @Test(arguments: [("TextField", "email"), ("SecureField", "password")])
    func anotherFieldOnTheSameValueIsStillADuplicate(input: String, text: String) {
        let form = Self.signIn(focusState: Self.enumState, email: Self.enumEmail, password: """
            ZStack {
                                SecureField("Password", text: $password).focused($focus, equals: .password)
                                \(input)("Confirm", text: $\(text))1️⃣.focused($focus, equals: .password)
                            }
            """)
        let duplicates = findings(in: form.text, rule: "duplicate-focus-binding")
        #expect(duplicates.map(\.range.lowerBound) == [form["1️⃣"]])
    }

    /// An amount field and a view that shows it twice, with two alignments; `preview` shows that view.
    static func amountDemo(named demo: String, preview: String) -> MarkedText {
        MarkedText("""
            struct AmountField<Value: Hashable>: View {
                @Binding var amount: Double
                var focus: FocusState<Value?>.Binding
                let value: Value
                var alignment: TextAlignment = .leading

                var body: some View {
                    TextField("Amount", value: $amount, format: .number)
                        .focused(focus, equals: value)
                        .multilineTextAlignment(alignment)
                }
            }

            struct \(demo): View {
                enum Field { case sample }
                @State var amount = 0.0
                @FocusState var field: Field?

                var body: some View {
                    AmountField(amount: $amount, focus: $field, value: .sample)
                    AmountField(amount: $amount, focus: $field, value: .sample, alignment: .trailing)
                }
            }

            \(preview)
            """)
    }

    @Test(arguments: [
        "struct AmountField_Previews: PreviewProvider {\n    static var previews: some View { AmountField_PreviewWrapper() }\n}",
        "#Preview {\n    NavigationStack { AmountField_PreviewWrapper() }\n}",
    ])
    func aViewOnlyPreviewsShowIsNotChecked(preview: String) {
        let demo = Self.amountDemo(named: "AmountField_PreviewWrapper", preview: preview)
        #expect(findings(in: demo.text).isEmpty, "\(findings(in: demo.text).map(\.message))")
    }

    /// The same demo shown by shipped code too, or a view not named for previews, is checked.
    @Test(arguments: [
        ("AmountField_PreviewWrapper", "struct Screen: View { var body: some View { AmountField_PreviewWrapper() } }\n#Preview { AmountField_PreviewWrapper() }"),
        ("AmountComparison", "#Preview { AmountComparison() }"),
    ])
    func aViewShownOutsidePreviewsIsChecked(demo: String, preview: String) {
        let form = Self.amountDemo(named: demo, preview: preview)
        #expect(findings(in: form.text, rule: "duplicate-focus-binding").count == 1)
    }
}
