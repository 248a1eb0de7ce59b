import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// How `form-without-focus-routing` names the fields it lists: after what each edits, not after
/// the focus state that marks it nor a piece of its title's expression.
@Suite struct FieldNamesInNotesTests {
    private func formNote(_ text: String) -> String? {
        findings(in: text).first { $0.rule.rawValue == "form-without-focus-routing" }?.message
    }

    /// A `Bool` focus state only sets the first focus of a form saved by one button.
    /// `firstInput` is the first field.
    static func pantryItem(firstInput: String) -> String {
        """
        struct AddPantryItem: View {
            @FocusState private var isLabelFocused: Bool
            @State private var draft = PantryDraft()
            @State private var shelf = ""

            var body: some View {
                Form {
                    \(firstInput)
                        .focused($isLabelFocused)
                    TextField("Shelf", text: $shelf)
                    Button("Save", action: save)
                }
                .onAppear { isLabelFocused = true }
            }

            func save() {}
        }
        """
    }

    @Test func aFieldIsNamedAfterTheValueItsTextEdits() throws {
        let note = try #require(formNote(Self.pantryItem(firstInput: #"TextField("Label", text: $draft.label)"#)))
        #expect(note.contains("(`label`, `shelf`)"))
        #expect(!note.contains("isLabelFocused"))
    }

    /// A text made in place (`Binding(get:set:)`) says nothing of a name: the focus state's is kept.
    @Test func aFieldWhoseTextIsMadeInPlaceKeepsItsFocusName() throws {
        let input = #"TextField("Label", text: Binding(get: { draft.label }, set: { draft.label = $0 }))"#
        let note = try #require(formNote(Self.pantryItem(firstInput: input)))
        #expect(note.contains("(`isLabelFocused`, `shelf`)"))
    }

    /// Without focus state, a field with no text of the view's to name is named after its title's
    /// key (`"Street".localized`), not after the property that localises it.
    @Test func aLocalisedTitleIsNamedAfterItsKey() throws {
        let text = """
            struct ParcelAddress: View {
                @State private var parcel = Parcel()

                var body: some View {
                    Form {
                        TextField("Street".localized, text: Binding(get: { parcel.street }, set: { parcel.street = $0 }))
                        TextField("City".localized, text: Binding(get: { parcel.city }, set: { parcel.city = $0 }))
                        Button("Save", action: save)
                    }
                }

                func save() {}
            }
            """
        let note = try #require(formNote(text))
        #expect(note.contains("(`Street`, `City`)"))
    }
}
