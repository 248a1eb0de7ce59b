import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A view of the app's own editing a list, one input per row of its own `ForEach` and an Add button
/// making rows: called in a form, it shows rows, never one field typed in turn with the others.
@Suite struct ListEditorComponentTests {
    static let editorPath = "/app/Sources/Components/AddressListEditor.swift"
    static let sheetPath = "/app/Sources/Screens/EditContactSheet.swift"

    /// The editor: `rows` holds its input, written once per entry or once.
    static func editor(rows: String) -> String {
        """
        import SwiftUI

        struct AddressListEditor: View {
            @Binding var addresses: [AddressDraft]

            var body: some View {
                Section("Addresses") {
                    \(rows)
                    Button("Add address", systemImage: "plus") { addresses.append(AddressDraft()) }
                }
            }
        }
        """
    }

    static let eachRow = """
        ForEach($addresses) { $address in
                        HStack {
                            TextField("Address", text: $address.line)
                            Button("Remove", systemImage: "minus.circle") { addresses.removeAll { $0.id == address.id } }
                        }
                    }
        """

    static let oneField = """
        TextField("Address", text: $addresses[0].line)
        """

    static let sheet = MarkedText("""
        import SwiftUI

        struct EditContactSheet: View {
            @State private var draft = ContactDraft()

            var body: some View {
                Form {
                    1️⃣AddressListEditor(addresses: $draft.addresses)
                    Section("Nickname") {
                        TextField("Nickname", text: $draft.nickname)
                    }
                    Button("Save", action: save)
                }
            }

            func save() {}
        }
        """)

    /// Findings of the sheet analysed as the checker does: every file summarised first.
    private func sheetNotes(editorRows: String) -> [Finding] {
        let files = [Self.editorPath: Self.editor(rows: editorRows), Self.sheetPath: Self.sheet.text]
        var index = WorkspaceIndex()
        for (file, text) in files { index.update(path: file, text: text) }
        let engine = Engine()
        let context = index.context(forPath: Self.sheetPath, summary: engine.summary(of: Self.sheet.text, path: Self.sheetPath))
        return engine.findings(in: Self.sheet.text, path: Self.sheetPath, context: context).filter { $0.rule == "form-without-focus-routing" }
    }

    @Test func aListEditorsRowsAreNoFieldOfTheCallersForm() {
        #expect(sheetNotes(editorRows: Self.eachRow).isEmpty)
    }

    /// The same view wrapping one input is one field where it is called.
    @Test func aViewWrappingOneInputIsStillAFieldOfTheForm() throws {
        let note = try #require(sheetNotes(editorRows: Self.oneField).first)
        #expect(note.range.lowerBound == Self.sheet["1️⃣"])
    }
}
