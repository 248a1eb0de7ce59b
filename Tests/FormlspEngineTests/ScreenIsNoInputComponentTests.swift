import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A view with a focus state of its own and one text input may be a whole screen (a search tab, a
/// notes screen with its navigation title and list): the view that shows two of them (a tab view,
/// a split screen) is no form, and the screens are not its fields. A small input with a private focus state that
/// only styles its border is still an input, and a form of two of them still lacks routing.
@Suite struct ScreenIsNoInputComponentTests {
    /// A view holding one text input and `extra` beside it, and a view that shows two of them.
    static func file(extra: String) -> String {
        """
        struct EditorPane: View {
            let title: String
            @Binding var text: String
            @FocusState private var editing: Bool

            var body: some View {
                VStack {
                    TextField(title, text: $text).focused($editing)
                    \(extra)
                }
            }
        }

        struct HomeView: View {
            @State private var query = ""
            @State private var note = ""

            var body: some View {
                VStack {
                    EditorPane(title: "Subject", text: $query)
                    EditorPane(title: "Note", text: $note)
                    Button("Save") { save() }
                }
            }

            func save() {}
        }
        """
    }

    @Test(arguments: [
        "List { Text(\"Result\") }",
        "Text(\"Title\").navigationTitle(\"Screen\")",
        "Section { Text(\"One\") }\n                Section { Text(\"Two\") }",
        "Button(\"One\") {}\n                Toggle(\"Two\", isOn: .constant(true))\n                Button(\"Three\") {}",
    ])
    func screensWithAFieldEachAreNoFieldsOfTheViewShowingThem(extra: String) {
        let file = Self.file(extra: extra)
        #expect(formNotes(file).isEmpty, "\(formNotes(file).map(\.message))")
    }

    /// The same view with only a clear button is an input: two of them in a row lack routing.
    @Test func inputsWithAPrivateFocusStateStillMakeAForm() {
        let file = Self.file(extra: "Button(\"Clear\") { text = \"\" }")
        let notes = formNotes(file)
        #expect(notes.count == 1, "\(notes.map(\.message))")
    }
}
