import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A view with no focus state labels a field Next: nothing in it can move focus, so Return there
/// drops the keyboard mid-form under a key that promised the next field.
@Suite struct NextWithoutFocusStateTests {
    /// A join form without focus state; `emailInput` is the first input with its modifiers.
    static func joinForm(emailInput: String) -> MarkedText {
        MarkedText("""
            struct JoinForm: View {
                @State private var email = ""
                @State private var secret = ""

                var body: some View {
                    Form {
                        \(emailInput)
                        SecureField("Secret", text: $secret)
                            .submitLabel(.join)
                            .onSubmit(join)
                        Button("Join", action: join)
                    }
                }

                func join() {}
            }
            """)
    }

    @Test func aNextLabelInAViewWithoutFocusStateIsAMissingTransition() throws {
        let form = Self.joinForm(emailInput: """
            1️⃣TextField("Email", text: $email)
                                2️⃣.submitLabel(.next)
            """)
        let warnings = findings(in: form.text, rule: "missing-focus-transition")
        let warning = try #require(warnings.first)
        #expect(warnings.count == 1)
        #expect(warning.range.lowerBound == form["1️⃣"])
        #expect(warning.message.contains("`email`") && warning.message.contains("`secret`"), "\(warning.message)")
        #expect(warning.related.map(\.range.lowerBound) == [form["2️⃣"]])
        #expect(formNotes(form.text).isEmpty, "one defect, one finding")
    }

    /// An input of the app's own handed what Return does routes through its own code, out of sight.
    @Test func aNextLabelOnAnInputHandedItsReturnHandlerIsUnknown() {
        let form = Self.joinForm(emailInput: """
            KeyboardTextField("Email", text: $email, onCommit: { join() })
                                .submitLabel(.next)
            """)
        #expect(findings(in: form.text).isEmpty, "\(findings(in: form.text).map(\.message))")
    }

    /// Without the Next label the form only lacks routing: the hint, not the warning.
    @Test func withoutANextLabelTheFormGetsTheHint() {
        let form = Self.joinForm(emailInput: "TextField(\"Email\", text: $email)")
        #expect(findings(in: form.text, rule: "missing-focus-transition").isEmpty)
        #expect(formNotes(form.text).count == 1)
    }
}
