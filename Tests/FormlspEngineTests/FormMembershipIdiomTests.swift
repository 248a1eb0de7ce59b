import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Which inputs of a view are steps of its form: a field the user opts into with a toggle, or one
/// the view fills in from another field's text, is no step; an editor focusing its own input
/// plumbs nothing for the fields around it.
@Suite struct FormMembershipIdiomTests {
    /// A feed subscription: the feed's name, then a server address shown only on a condition that
    /// `condition` declares and `control` (between the two fields) may switch.
    static func subscription(condition: String, control: String) -> MarkedText {
        MarkedText("""
            struct FeedSubscription: View {
                @State private var feed = ""
                @State private var server = ""
                \(condition)

                var body: some View {
                    Form {
                        1️⃣TextField("Feed name", text: $feed)
                        \(control)
                        if usesOwnServer {
                            TextField("Server address", text: $server)
                        }
                    }
                    .toolbar { Button("Add feed", action: add) }
                }

                func add() {}
            }
            """)
    }

    /// The server field is an option the toggle opts into: the feed name alone is the form.
    @Test func aFieldShownOnlyWhileAToggleIsOnIsNoStepOfTheForm() {
        let form = Self.subscription(condition: "@State private var usesOwnServer = false", control: "Toggle(\"Use my own server\", isOn: $usesOwnServer)")
        #expect(formNotes(form.text).isEmpty)
    }

    /// Shown on what the caller decides, the server field is the form's second step.
    @Test func aFieldShownOnAConditionNoToggleSwitchesIsAStep() throws {
        let form = Self.subscription(condition: "let usesOwnServer: Bool", control: "Text(\"Where the feed lives\")")
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`feed`, `server`)"), "\(note.message)")
    }

    /// An account import: a secret token, then a relay address shown for one kind of token;
    /// `onChange` is what the view does when the token changes.
    static func tokenImport(onChange: String) -> MarkedText {
        MarkedText("""
            struct ImportAccount: View {
                @State private var token = ""
                @State private var relay = ""

                var body: some View {
                    VStack {
                        1️⃣SecureField("Account token", text: $token)
                        if token.hasPrefix("remote:") {
                            TextField("Relay", text: $relay)
                        }
                        Button("Import", action: importAccount)
                    }
                    \(onChange)
                }

                func importAccount() {}
            }
            """)
    }

    /// The view fills the relay in from the token: the user checks it, never types it in turn.
    @Test func aFieldTheViewFillsFromAnotherFieldIsNoStepOfTheForm() {
        let form = Self.tokenImport(onChange: ".onChange(of: token) { relay = String(token.dropFirst(7)) }")
        #expect(formNotes(form.text).isEmpty)
    }

    /// Filled with a fallback the user can take as it is: still checked, not typed.
    @Test func aFieldFilledWithAFallbackIsNoStepOfTheForm() {
        let form = Self.tokenImport(onChange: ".onChange(of: token) { relay = relayNamed(in: token) ?? \"relay.example\" }")
        #expect(formNotes(form.text).isEmpty)
    }

    /// Filled only when the token names a relay, else left empty (`?? ""`): the relay is typed in
    /// turn whenever the token holds none, so it is a step of the form.
    @Test func aFieldLeftEmptyWhenTheOtherHoldsNoneIsAStep() throws {
        let form = Self.tokenImport(onChange: ".onChange(of: token) { relay = relayNamed(in: token) ?? \"\" }")
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("`token`, `relay`"), "\(note.message)")
    }

    /// Filled from the token's own change only (trimmed), or not at all: the relay is typed in turn.
    @Test(arguments: ["", ".onChange(of: token) { token = token.trimmingCharacters(in: .whitespaces) }"])
    func aFieldNothingFillsIsAStep(onChange: String) throws {
        let form = Self.tokenImport(onChange: onChange)
        let note = try #require(formNotes(form.text).first, "\(onChange)")
        #expect(note.range.lowerBound == form["1️⃣"])
    }

    /// A rename sheet whose notes editor is a view of the app's own focusing its own input,
    /// `editorInput` (a `TextEditor`, or a single-line field kept in step with a flag the sheet
    /// hands in); `focus` is the sheet's own focus plumbing, `titleModifiers` what its title field adds.
    static func renameSheet(
        focus: String, titleModifiers: String = "", subtitleModifiers: String = "", editorInput: String = "TextEditor(text: $text)"
    ) -> MarkedText {
        MarkedText("""
            struct RenameSheet: View {
                @State private var title = ""
                @State private var subtitle = ""
                @State private var notes = ""
                @State private var notesActive = false
                \(focus)

                var body: some View {
                    EditorSheet("Rename") {
                        try await library.rename(title: title, subtitle: subtitle, notes: notes)
                    } content: {
                        Section {
                            1️⃣TextField("Title", text: $title)\(titleModifiers)
                            TextField("Subtitle", text: $subtitle)\(subtitleModifiers)
                        }
                        NotesEditor(text: $notes, isActive: $notesActive)
                    }
                }
            }

            struct NotesEditor: View {
                @Binding var text: String
                @Binding var isActive: Bool
                @FocusState private var editing: Bool

                var body: some View {
                    \(editorInput)
                        .focused($editing)
                        .onChange(of: editing) { isActive = $0 }
                }
            }
            """)
    }

    /// The editor's own `@FocusState` focuses its own lines only: the title and subtitle around it
    /// are still a form nothing routes.
    @Test func anEditorFocusingItsOwnInputPlumbsNothingAroundIt() throws {
        let form = Self.renameSheet(focus: "")
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
    }

    /// A single-line input whose focus follows a flag the sheet hands in is plumbing the walk does
    /// not follow: silence.
    @Test func aSingleLineInputFocusedWithTheSheetsFlagIsPlumbing() {
        let form = Self.renameSheet(focus: "", editorInput: "TextField(\"Notes\", text: $text)")
        #expect(formNotes(form.text).isEmpty)
    }

    /// The sheet routing its title to its subtitle beside such an editor is a routed form.
    @Test func aRoutedFormBesideAnEditorWithItsOwnFocusIsLeftAlone() {
        let form = Self.renameSheet(
            focus: "enum Field { case title, subtitle }\n    @FocusState private var focus: Field?",
            titleModifiers: ".focused($focus, equals: .title).submitLabel(.next).onSubmit { focus = .subtitle }",
            subtitleModifiers: ".focused($focus, equals: .subtitle).submitLabel(.done)"
        )
        #expect(findings(in: form.text).isEmpty)
    }
}
