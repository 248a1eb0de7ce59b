import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Forms whose fields sit in the arms of a `switch` or in `if` blocks: which of them are shown
/// together, so that `form-without-focus-routing` sees the form the user fills in.
@Suite struct FormArmsIdiomTests {
    /// An account editor that changes either the phone or the mailbox; each case asks for the
    /// account PIN, bound to one value in both (`pinOfMailCase` is the mailbox case's PIN binding).
    static func accountChange(pinOfMailCase: String) -> MarkedText {
        MarkedText("""
            struct AccountChange: View {
                enum Change { case phone, mailbox }
                let change: Change
                @State private var phone = ""
                @State private var mailbox = ""
                @State private var pin = ""
                @State private var otherPin = ""

                var body: some View {
                    Form {
                        switch change {
                        case .phone:
                            1️⃣TextField("New phone", text: $phone)
                            TextField("PIN", text: $pin)
                        case .mailbox:
                            TextField("New mailbox", text: $mailbox)
                            TextField("PIN", text: \(pinOfMailCase))
                        }
                        Button("Confirm", action: apply)
                    }
                }

                func apply() {}
            }
            """)
    }

    /// The PIN bound in both cases is one slot; each case's own field is shown with it.
    @Test(arguments: ["$pin", "$otherPin"])
    func aValueEditedInTwoCasesOfASwitchKeepsEachCasesForm(pin: String) throws {
        let form = Self.accountChange(pinOfMailCase: pin)
        let note = try #require(formNotes(form.text).first, "\(pin)")
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("`phone`, `pin`"), "\(note.message)")
    }

    /// One value edited in every case, alone: one field shown two ways, never two steps.
    @Test func aValueAloneInEachCaseIsOneField() {
        let source = """
            struct PinEntry: View {
                let unlocking: Bool
                @State private var pin = ""

                var body: some View {
                    Form {
                        switch unlocking {
                        case true: TextField("PIN", text: $pin)
                        case false: TextField("New PIN", text: $pin)
                        }
                        Button("Confirm") {}
                    }
                }
            }
            """
        #expect(formNotes(source).isEmpty)
    }
}
