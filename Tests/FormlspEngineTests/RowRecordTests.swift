import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A list editor whose `ForEach` row holds two fields editing parts of the row's element (a
/// header's name, then its value): each row is one record typed in turn, so Return in the name
/// should reach the value. Fields of a row editing values of their own, a button between the two,
/// or one field a row are no such record.
@Suite struct RowRecordTests {
    /// Request headers edited row by row; `second` is the row's second input, `between` sits
    /// between the two.
    static func headerEditor(second: String = "TextField(\"Value\", text: $header.value)", between: String = "") -> MarkedText {
        MarkedText("""
            struct HeaderListEditor: View {
                @Binding var headers: [HeaderDraft]
                @State private var note = ""

                var body: some View {
                    Section("Headers") {
                        ForEach($headers) { $header in
                            HStack {
                                1️⃣TextField("Name", text: $header.name)
                                \(between)
                                \(second)
                                Button(role: .destructive) { headers.removeAll { $0.id == header.id } } label: {
                                    Image(systemName: "minus.circle")
                                }
                            }
                        }
                        Button("Add header") { headers.append(HeaderDraft()) }
                    }
                }
            }
            """)
    }

    @Test func aRowsNameAndValueAreOneRecord() throws {
        let editor = Self.headerEditor()
        let note = try #require(formNotes(editor.text).first)
        #expect(note.range.lowerBound == editor["1️⃣"])
        #expect(note.message.contains("(`name`, `value`)"), "\(note.message)")
    }

    /// The second input edits the view's own note, not the row's element.
    @Test func aFieldEditingSomethingElseIsNoPartOfTheRow() {
        let editor = Self.headerEditor(second: "TextField(\"Note\", text: $note)")
        #expect(formNotes(editor.text).isEmpty)
    }

    /// A button between the two parts them: each is edited on its own.
    @Test func aButtonBetweenThemPartsTheRow() {
        let editor = Self.headerEditor(between: "Button(\"Paste\") { header.name = clipboard() }")
        #expect(formNotes(editor.text).isEmpty)
    }

    /// One field a row: nothing to route to.
    @Test func oneFieldARowIsNoRecord() {
        let editor = Self.headerEditor(second: "")
        #expect(formNotes(editor.text).isEmpty)
    }
}
