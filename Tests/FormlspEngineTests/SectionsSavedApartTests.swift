import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A profile screen without focus state whose sections are each saved by a button of their own
/// (the nickname with its Update button; the PIN and the new phone with theirs; the old and new
/// PINs with theirs): each section is a form apart, noted at its own first field, and a section of
/// one field is none.
@Suite struct SectionsSavedApartTests {
    /// `phoneAction` is what the phone section's button runs; `pinAction` the PIN section's.
    static func profileScreen(
        phoneAction: String = "updatePhone()",
        pinAction: String = "updatePin()",
        between: String = ""
    ) -> MarkedText {
        MarkedText("""
            struct ProfileSectionsView: View {
                @State private var nickname = ""
                @State private var phonePin = ""
                @State private var phone = ""
                @State private var oldPin = ""
                @State private var freshPin = ""

                var body: some View {
                    List {
                        Section("Nickname") {
                            HStack {
                                TextField("Nickname", text: $nickname)
                                Button { updateNickname() } label: { Text("Update") }
                            }
                        }
                        Section("Phone") {
                            1️⃣SecureField("PIN", text: $phonePin)
                            TextField("New phone", text: $phone)
                            Button { \(phoneAction) } label: { Text("Update") }
                        }
                        Section("PIN") {
                            2️⃣SecureField("Old PIN", text: $oldPin)
                            \(between)
                            SecureField("New PIN", text: $freshPin)
                            Button { \(pinAction) } label: { Text("Update") }
                        }
                    }
                }

                func updateNickname() { Account.rename(to: nickname) }
                func updatePhone() { Account.changePhone(phone, confirmedWith: phonePin) }
                func updatePin() { Account.changePin(from: oldPin, to: freshPin) }
            }
            """)
    }

    @Test func eachSectionSavedByItsOwnButtonIsAFormOfItsOwn() throws {
        let screen = Self.profileScreen()
        let notes = formNotes(screen.text).sorted { $0.range.lowerBound < $1.range.lowerBound }
        try #require(notes.count == 2, "\(notes.map(\.message))")
        #expect(notes[0].range.lowerBound == screen["1️⃣"])
        #expect(notes[0].message.contains("(`phonePin`, `phone`)"), "\(notes[0].message)")
        #expect(notes[1].range.lowerBound == screen["2️⃣"])
        #expect(notes[1].message.contains("(`oldPin`, `freshPin`)"), "\(notes[1].message)")
    }

    /// A button reading the values of two sections (one Save for the phone and the PINs) saves them
    /// together: the screen stays one form, noted at its first field.
    @Test func aButtonReadingTwoSectionsKeepsThemOneForm() throws {
        let screen = Self.profileScreen(phoneAction: "updatePhone(); updatePin()")
        let notes = formNotes(screen.text)
        try #require(notes.count == 1, "\(notes.map(\.message))")
        #expect(notes[0].message.contains("`nickname`"), "\(notes[0].message)")
    }

    /// A button between two fields that reads neither (a show-PIN toggle) parts nothing: the PINs'
    /// section has no button of its own between them, and stays one form with the others.
    @Test func aButtonReadingNoFieldPartsNothing() throws {
        let screen = Self.profileScreen(between: "Button { isPinShown.toggle() } label: { Text(\"Show\") }")
        let notes = formNotes(screen.text)
        try #require(notes.count == 1, "\(notes.map(\.message))")
        #expect(notes[0].message.contains("`nickname`"), "\(notes[0].message)")
    }
}
