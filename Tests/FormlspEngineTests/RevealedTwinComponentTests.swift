import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A password input of the app's own showing a secure field or, revealed, a plain twin of it, where
/// only the secure twin binds the caller's focus: one input, bound as the secure twin binds it, so a
/// call is a field of the caller's chain.
@Suite struct RevealedTwinComponentTests {
    /// The component's body shows `inputs`; the view calls it twice and routes Return from the first.
    static func signUp(inputs: String) -> MarkedText {
        MarkedText("""
            struct PasswordEntry<Value: Hashable>: View {
                @Binding var text: String
                @State private var isHidden = true
                let focus: FocusState<Value>.Binding
                let value: Value

                init(text: Binding<String>, focus: FocusState<Value>.Binding, equals value: Value) {
                    _text = text
                    self.focus = focus
                    self.value = value
                }

                var body: some View {
                    HStack {
                        \(inputs)
                        Button { isHidden.toggle() } label: { Image(systemName: "eye") }
                    }
                }
            }

            struct ChoosePassword: View {
                enum Field { case password, repeated }
                @FocusState private var focus: Field?
                @State private var password = ""
                @State private var repeated = ""

                var body: some View {
                    VStack {
                        PasswordEntry(text: $password, 1️⃣focus: $focus, equals: .password)
                            .onSubmit { focus = .repeated }
                        PasswordEntry(text: $repeated, focus: $focus, equals: .repeated)
                            .onSubmit { focus = nil }
                    }
                }
            }
            """)
    }

    static let twins = """
        switch isHidden {
                        case true:
                            SecureField("Password", text: $text)
                                .focused(focus, equals: value)
                        case false:
                            TextField("Password", text: $text)
                                .keyboardType(.default)
                        }
        """

    @Test func aTwinLeavingFocusUnboundIsTheSecureTwinsInput() throws {
        let form = Self.signUp(inputs: Self.twins)
        let labels = findings(in: form.text, rule: "missing-submit-label")
        let finding = try #require(labels.first)
        #expect(labels.count == 1)
        #expect(finding.range.lowerBound == form["1️⃣"])
    }

    /// Both inputs shown at once are two inputs: no component, no field at the call.
    @Test func twoInputsShownTogetherAreNoComponent() {
        let form = Self.signUp(inputs: """
            SecureField("Password", text: $text)
                                .focused(focus, equals: value)
                            TextField("Hint", text: $text)
            """)
        #expect(findings(in: form.text, rule: "missing-submit-label").isEmpty)
    }
}
