import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Inputs disabled for good (`.disabled(true)` on the input, on its wrapper's call or on a container
/// around it) show a value nobody can edit: a read-only review screen is no form, and such an input
/// is no step of the form beside it. `.disabled(condition)` may let the input be typed in: it stays a field.
@Suite struct DisabledFieldFormTests {
    /// A delivery address review: `LabeledInput`, a wrapper of the file, shows each line; `modifier`
    /// follows each call, `wrapperModifier` follows the wrapper's own `TextField`.
    static func addressReview(modifier: String, wrapperModifier: String = "", container: String = "") -> MarkedText {
        MarkedText("""
            struct LabeledInput: View {
                let caption: String
                @Binding var value: String

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(caption).font(.caption)
                        TextField(caption, text: $value)
                            .textFieldStyle(.roundedBorder)
                            \(wrapperModifier)
                    }
                }
            }

            struct AddressReview: View {
                @State private var recipient = ""
                @State private var street = ""
                @State private var city = ""
                @State private var isLocked = true

                var body: some View {
                    VStack {
                        VStack(spacing: 8) {
                            1️⃣LabeledInput(caption: "Recipient", value: $recipient)
                                \(modifier)
                            LabeledInput(caption: "Street", value: $street)
                                \(modifier)
                            LabeledInput(caption: "City", value: $city)
                                \(modifier)
                        }
                        \(container)
                        Button("Confirm", action: confirm)
                    }
                }

                func confirm() {}
            }
            """)
    }

    /// The lines can be edited: Return in the recipient drops the keyboard short of the street.
    @Test func editableLinesAreAnUnroutedForm() throws {
        let form = Self.addressReview(modifier: "")
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
    }

    /// Every call disabled, the wrapper's input disabled inside, or the stack holding them disabled:
    /// nothing can be typed, so there is no chain.
    @Test(arguments: [
        (".disabled(true)", "", ""),
        ("", ".disabled(true)", ""),
        ("", "", ".disabled(true)"),
    ])
    func linesDisabledForGoodAreNoForm(modifier: String, wrapperModifier: String, container: String) {
        let form = Self.addressReview(modifier: modifier, wrapperModifier: wrapperModifier, container: container)
        #expect(formNotes(form.text).isEmpty, "\(modifier)\(wrapperModifier)\(container)")
    }

    /// Disabled on a condition, the lines may be typed in: still a form, wherever the condition sits.
    @Test(arguments: [
        (".disabled(isLocked)", "", ""),
        ("", "", ".disabled(!isLocked)"),
        (".disabled(false)", "", ""),
    ])
    func linesDisabledOnAConditionStayAForm(modifier: String, wrapperModifier: String, container: String) {
        let form = Self.addressReview(modifier: modifier, wrapperModifier: wrapperModifier, container: container)
        #expect(formNotes(form.text).count == 1, "\(modifier)\(wrapperModifier)\(container)")
    }

    /// A sign-up form showing the invited address read-only above the two fields typed in: the
    /// disabled address is left out of the chain the note names.
    @Test func aDisabledLineIsLeftOutOfTheFormItSitsIn() throws {
        let source = """
            struct AcceptInvite: View {
                let invitedAddress: String
                @State private var shownAddress = ""
                @State private var nickname = ""
                @State private var passphrase = ""

                var body: some View {
                    Form {
                        TextField("Address", text: $shownAddress)
                            .disabled(true)
                        1️⃣TextField("Nickname", text: $nickname)
                        SecureField("Passphrase", text: $passphrase)
                        Button("Join", action: join)
                    }
                }

                func join() {}
            }
            """
        let form = MarkedText(source)
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`nickname`, `passphrase`)"), "\(note.message)")
    }
}
