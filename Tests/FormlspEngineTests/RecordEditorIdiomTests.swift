import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Editors of one record handed in by their caller, built through an app's theme: rows made by a
/// helper method of a theme object, a focus state of numbers that only dismisses the keyboard,
/// rows shown in edit mode or when filled. The record is saved whole by whoever holds it.
@Suite struct RecordEditorIdiomTests {
    /// A vendor editor: the caller hands `draft` in (`declaration`); each row is built by the
    /// theme's `row` method; `numberKeyboard` is the keyboard of the last row.
    static func vendorEditor(declaration: String = "@Binding var draft: VendorDraft", numberKeyboard: String = "theme.textPad") -> MarkedText {
        MarkedText("""
            struct VendorEditor: View {
                @EnvironmentObject var settings: AppSettings
                \(declaration)
                @FocusState var focused: Int?
                let isEditing: Bool

                var body: some View {
                    Section {
                        settings.theme.row(isEditing, "Name", editor: {
                            TextField("Name", text: $draft.name)
                                1️⃣.focused($focused, equals: 1)
                        }, reader: {
                            Text(draft.name)
                        })
                        if isEditing || !draft.phone.isEmpty {
                            settings.theme.row(isEditing, "Phone") {
                                TextField("Phone", text: $draft.phone)
                                    .focused($focused, equals: 2)
                            }
                        }
                        if isEditing || !draft.code.isEmpty {
                            settings.theme.row(isEditing, "Code") {
                                TextField("Code", text: $draft.code)
                                    .focused($focused, equals: 3)
                                    .keyboardType(settings.\(numberKeyboard))
                            }
                        }
                    }
                    .toolbar { Button("Hide keyboard") { focused = nil } }
                }
            }
            """)
    }

    @Test func theRowsOfOneHandedRecordAreOneForm() throws {
        let editor = Self.vendorEditor()
        let note = try #require(formNotes(editor.text).first)
        #expect(note.range.lowerBound == editor["1️⃣"])
        #expect(note.message.contains("(`name`, `phone`, `code`)"), "\(note.message)")
        // A state of numbers has no cases to route with: no fix is offered.
        #expect(note.fixes.isEmpty)
    }

    /// Values the view owns are no record handed in: independent values, no form.
    @Test func valuesTheViewOwnsAreNoRecord() {
        #expect(formNotes(Self.vendorEditor(declaration: "@State var draft = VendorDraft()").text).isEmpty)
    }

    /// A keyboard kept in a property named for a keypad (`theme.decimalPad`) has no Return key: the
    /// last row is no stop of the chain, which still has two.
    @Test func aKeyboardPropertyNamedForAKeypadHasNoReturnKey() throws {
        let note = try #require(formNotes(Self.vendorEditor(numberKeyboard: "theme.decimalPad").text).first)
        #expect(note.message.contains("(`name`, `phone`)"), "\(note.message)")
    }

    /// Rows each shown on a flag of their own (`if showsPhone`, `if showsCode`) are independent.
    @Test func rowsEachBehindTheirOwnFlagAreNoForm() {
        let editor = Self.vendorEditor().text
            .replacingOccurrences(of: "if isEditing || !draft.phone.isEmpty", with: "if showsPhone")
            .replacingOccurrences(of: "if isEditing || !draft.code.isEmpty", with: "if showsCode")
        #expect(formNotes(editor).isEmpty)
    }

    /// Rows shown on one flag each (`if isEditing`, `if isEditing`) are shown at once.
    @Test func rowsBehindTheSameFlagAreOneForm() throws {
        let editor = Self.vendorEditor().text
            .replacingOccurrences(of: "if isEditing || !draft.phone.isEmpty", with: "if isEditing")
            .replacingOccurrences(of: "if isEditing || !draft.code.isEmpty", with: "if isEditing")
        let note = try #require(formNotes(editor).first)
        #expect(note.message.contains("(`name`, `phone`, `code`)"), "\(note.message)")
    }

    /// A row shown only once its own text is there (`if !draft.code.isEmpty && …`) was filled
    /// elsewhere, a scan say: it is no stop of the form, which keeps two.
    @Test func aRowShownOnlyOnceFilledIsNoStop() throws {
        let editor = Self.vendorEditor().text
            .replacingOccurrences(of: "if isEditing || !draft.code.isEmpty", with: "if !draft.code.isEmpty && isNew")
        let note = try #require(formNotes(editor).first)
        #expect(note.message.contains("(`name`, `phone`)"), "\(note.message)")
    }
}
