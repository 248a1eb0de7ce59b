import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// The buttons that submit a form with no focus state, whatever their title: a checkmark icon
/// alone confirms, and so does a button titled Update. A checkmark marking a chosen row, and an
/// action merely named for updating, submit nothing.
@Suite struct FormCommitButtonTests {
    /// A mirror sheet (no form in its name): two plain fields (no credential, no content type), then `button`.
    static func mirror(button: String) -> MarkedText {
        MarkedText("""
            struct MirrorSheet: View {
                @State private var source = ""
                @State private var label = ""
                @State private var chosen = ""
                let presets: [String]

                var body: some View {
                    List {
                        1️⃣TextField("Source address", text: $source)
                        TextField("Label", text: $label)
                    }
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) {
                            \(button)
                        }
                    }
                }

                func mirror() {}
                func updateLayout() {}
            }
            """)
    }

    @Test(arguments: [
        "Button(action: mirror) { Image(systemName: \"checkmark\") }",
        "Button(action: mirror) { Image(systemName: \"checkmark.circle.fill\") }",
        "IconButton(\"checkmark\", action: mirror)",
        "Button(\"Update\", action: mirror)",
        "Button { mirror() } label: { Text(\"Update mirror\") }",
    ])
    func aConfirmingIconOrAnUpdateTitleSubmitsTheForm(button: String) throws {
        let form = Self.mirror(button: button)
        let note = try #require(formNotes(form.text).first, "\(button)")
        #expect(note.range.lowerBound == form["1️⃣"])
    }

    @Test(arguments: [
        "Button(action: mirror) { Image(systemName: \"xmark\") }",
        "Button(\"Refresh\", action: updateLayout)",
        "Button { chosen = presets[0] } label: { HStack { Text(presets[0]); if chosen == presets[0] { Image(systemName: \"checkmark\") } } }",
        "Button { chosen = presets[0] } label: { Label(presets[0], systemImage: \"checkmark\") }",
        "Button { chosen = presets[0] } label: { Image(systemName: chosen.isEmpty ? \"circle\" : \"checkmark\") }",
    ])
    func aChoiceMarkOrAnActionNamedForUpdatingSubmitsNothing(button: String) {
        #expect(formNotes(Self.mirror(button: button).text).isEmpty, "\(button)")
    }
}
