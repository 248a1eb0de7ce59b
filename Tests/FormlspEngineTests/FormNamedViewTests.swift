import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Screens whose Save lives out of sight (a hosting controller's bar, the parent's toolbar) and
/// whose only sign of a form is their name: a view that adds, creates or edits one record, or a
/// form's fields split off into a view of their own. Two single-line fields typed in turn there,
/// with nothing routing Return, get `form-without-focus-routing`; settings screens, fields parted
/// by the pickers between them and fields shown on a picker's choice do not.
@Suite struct FormNamedViewTests {
    /// A shelf's name and room, then a multi-line note, in a view called `name`; no button of its
    /// own. `between` sits between the two single-line fields; `after` follows the room.
    static func shelf(named name: String, between: String = "", after: String = "", routing: String = "") -> MarkedText {
        MarkedText("""
            struct \(name): View {
                @ObservedObject var model: ShelfModel

                var body: some View {
                    Form {
                        Section("Shelf") {
                            1️⃣TextField("Name", text: $model.name)
                            \(between)
                            TextField("Room", text: $model.room)
                            \(after)
                            TextField("Note", text: $model.note, axis: .vertical)
                        }
                    }
                    \(routing)
                }
            }
            """)
    }

    @Test(arguments: ["AddShelfView", "EditShelfView", "NewShelfSheet", "ShelfFormFields", "CreateShelfScreen"])
    func aViewNamedForAddingOrEditingARecordIsAForm(name: String) throws {
        let form = Self.shelf(named: name)
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`name`, `room`)"), "\(note.message)")
    }

    /// Words inside others are not the verbs: `News`, `Editor`, `Address` name no form.
    @Test(arguments: ["ShelfDetailsView", "NewsShelfView", "ShelfEditorPane", "ShelfSettingsView", "EditShelfOptionsView", "AddressBookView"])
    func aViewNamedForNoFormIsLeftAlone(name: String) {
        #expect(formNotes(Self.shelf(named: name).text).isEmpty, "\(name)")
    }

    /// Pickers between the fields outnumber them: each value is set on its own.
    @Test func fieldsPartedByPickersAreSettings() {
        let form = Self.shelf(
            named: "EditShelfView",
            between: """
                Picker("Height", selection: $model.height) { Text("Low").tag(0) }
                            Picker("Colour", selection: $model.colour) { Text("Oak").tag(0) }
                """
        )
        #expect(formNotes(form.text).isEmpty)
    }

    /// The form done right: Return walks from the name to the room.
    @Test func aRoutedFormIsLeftAlone() {
        let form = MarkedText("""
            struct EditShelfView: View {
                enum Field { case name, room }
                @ObservedObject var model: ShelfModel
                @FocusState private var focus: Field?

                var body: some View {
                    Form {
                        TextField("Name", text: $model.name).focused($focus, equals: .name).submitLabel(.next)
                        TextField("Room", text: $model.room).focused($focus, equals: .room)
                    }
                    .onSubmit {
                        switch focus {
                        case .name: focus = .room
                        default: focus = nil
                        }
                    }
                }
            }
            """)
        #expect(formNotes(form.text).isEmpty)
        #expect(findings(in: form.text).isEmpty)
    }

    /// A focus state that only draws the focused field's border routes nothing: the name still
    /// tells the form, and the note speaks at its first field.
    @Test func aFocusStateThatOnlyStylesLeavesANamedFormUnrouted() throws {
        let form = MarkedText("""
            struct EditShelfView: View {
                enum Field { case name, room }
                @ObservedObject var model: ShelfModel
                @FocusState private var focus: Field?

                var body: some View {
                    VStack {
                        TextField("Name", text: $model.name)1️⃣.focused($focus, equals: .name)
                            .border(focus == .name ? Color.blue : Color.gray)
                        TextField("Room", text: $model.room).focused($focus, equals: .room)
                            .border(focus == .room ? Color.blue : Color.gray)
                    }
                }
            }
            """)
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
    }

    /// The same styling focus state in a view named for nothing proves no form.
    @Test func aFocusStateThatOnlyStylesIsNoProofOfAForm() {
        let form = MarkedText("""
            struct ShelfDetailsView: View {
                enum Field { case name, room }
                @ObservedObject var model: ShelfModel
                @FocusState private var focus: Field?

                var body: some View {
                    VStack {
                        TextField("Name", text: $model.name).focused($focus, equals: .name)
                            .border(focus == .name ? Color.blue : Color.gray)
                        TextField("Room", text: $model.room).focused($focus, equals: .room)
                            .border(focus == .room ? Color.blue : Color.gray)
                    }
                }
            }
            """)
        #expect(formNotes(form.text).isEmpty)
    }

    /// A tool's name, then a category picker whose "New…" entry shows a field for the new
    /// category's name: that field is typed once chosen, not in turn after the name. `condition`
    /// shows it; `selection` is the picker's.
    static func tool(selection: String, condition: String, beforePicker: String = "") -> MarkedText {
        MarkedText("""
            struct AddToolView: View {
                @ObservedObject var model: ToolModel

                var body: some View {
                    VStack {
                        1️⃣TextField("Tool", text: $model.name)
                        \(beforePicker)
                        Picker("Category", selection: \(selection)) {
                            ForEach(model.categories) { Text($0.title).tag($0.id) }
                            Text("New…").tag(-1)
                        }
                        if \(condition) {
                            TextField("Category name", text: $model.categoryName)
                        }
                        Button("Create tool", action: model.create)
                    }
                }
            }
            """)
    }

    @Test(arguments: [
        ("$model.categoryID", "model.categoryID == -1"),
        ("Binding(get: { model.categoryID }, set: { model.isAddingCategory = $0 == -1; model.categoryID = $0 })", "model.isAddingCategory"),
    ])
    func aFieldShownOnAPickersChoiceIsNoStepOfTheForm(selection: String, condition: String) {
        #expect(formNotes(Self.tool(selection: selection, condition: condition).text).isEmpty)
    }

    /// Fields typed in turn before the picker are still a form, whatever it shows after.
    @Test func fieldsBeforeThePickerStillMakeAForm() throws {
        let form = Self.tool(
            selection: "$model.categoryID", condition: "model.categoryID == -1",
            beforePicker: "TextField(\"Maker\", text: $model.maker)"
        )
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`name`, `maker`)"), "\(note.message)")
    }

    /// A field shown on a choice made before the form began (how to sign in, then the account
    /// and, for one choice, its secret) is a step of the form: no picker sits between them.
    @Test func aFieldShownOnAChoiceMadeBeforeTheFormIsAStep() throws {
        let form = MarkedText("""
            struct ServerSignIn: View {
                enum Method { case token, password }
                @State private var method = Method.password
                @State private var account = ""
                @State private var secret = ""

                var body: some View {
                    Form {
                        Picker("Method", selection: $method) { Text("Token").tag(Method.token) }
                        1️⃣TextField("Account", text: $account)
                        if method == .password {
                            SecureField("Secret", text: $secret)
                        }
                    }
                }
            }
            """)
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
    }
}
