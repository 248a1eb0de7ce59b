import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Forms with no focus state whose Return handling lives where the walk does not read it, and forms
/// whose inputs are one field shown two ways: `form-without-focus-routing` speaks only where Return
/// certainly moves nowhere, in a form of several fields.
@Suite struct UnfocusedFormIdiomTests {
    /// A key pair form through an input backed by a `UITextField` of the app's own (its delegate
    /// out of sight); `nameArguments` and `commentArguments` are what each call hands it.
    static func keyForm(nameArguments: String, commentArguments: String) -> MarkedText {
        MarkedText("""
            struct NewKeyForm: View {
                @State private var keyName = ""
                @State private var passphrase = ""

                var body: some View {
                    List {
                        1️⃣KeyboardTextField("Name", text: $keyName\(nameArguments))
                        KeyboardTextField("Passphrase", text: $passphrase, isSecure: true\(commentArguments))
                        Button("Create key", action: create)
                    }
                }

                func create() {}
            }
            """)
    }

    @Test func aCustomInputHandedNothingForReturnLeavesTheFormUnrouted() throws {
        let form = Self.keyForm(nameArguments: "", commentArguments: "")
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
    }

    /// `nextId:` names the field the input's own delegate focuses next; `onReturn:` is run by it.
    @Test(arguments: [
        (", nextId: \"passphrase\"", ", id: \"passphrase\""),
        (", onCommit: { isPassphraseFocused = true }", ""),
        (", onReturn: moveOn", ", onSubmit: create"),
    ])
    func aCustomInputHandedWhatReturnDoesRoutesThroughItsOwnCode(name: String, comment: String) {
        #expect(formNotes(Self.keyForm(nameArguments: name, commentArguments: comment).text).isEmpty)
    }

    /// A nil handler hands the input nothing.
    @Test func aNilReturnHandlerHandsNothing() {
        #expect(formNotes(Self.keyForm(nameArguments: ", onCommit: nil", commentArguments: "").text).count == 1)
    }

    /// The key a custom input is configured with, deep in its arguments, is its label: Next shows
    /// that Return is meant to walk the form; Done on each field does not.
    @Test(arguments: [("next", false), ("done", true)])
    func aReturnKeyTypeInACustomInputsConfigurationIsItsLabel(key: String, noted: Bool) {
        let form = Self.keyForm(
            nameArguments: ", configuration: InputStyle(returnKeyType: .\(key), autocorrection: .no)",
            commentArguments: ", configuration: InputStyle(returnKeyType: .done)"
        )
        #expect(formNotes(form.text).isEmpty != noted, "\(key)")
    }

    /// A field whose binding is computed is named after its title, read through the localiser around it.
    @Test func aLocalisedTitleNamesTheField() throws {
        let source = """
            struct JoinServer: View {
                @State private var account = ""
                @State private var secret = ""

                var body: some View {
                    Form {
                        TextField(NSLocalizedString("Account", comment: "placeholder"), text: Binding(get: { account }, set: { account = $0.lowercased() }))
                        SecureField(String(localized: "Secret"), text: $secret)
                        Button("Join", action: join)
                    }
                }

                func join() {}
            }
            """
        let note = try #require(formNotes(source).first)
        #expect(note.message.contains("(`Account`, `secret`)"), "\(note.message)")
    }

    /// A profile form: a name, then an account section, a view of the same file with no focus
    /// state and inputs of its own. `modifiers` follow each input, by its text.
    static func profile(modifiers: [String: String] = [:]) -> MarkedText {
        MarkedText("""
            struct ProfileForm: View {
                @State private var name = ""

                var body: some View {
                    Form {
                        1️⃣TextField("Name", text: $name)\(modifiers["name", default: ""])
                        AccountSection()
                        Button("Save profile", action: save)
                    }
                }

                func save() {}
                func saveName() {}
            }

            struct AccountSection: View {
                @State private var email = ""
                @State private var password = ""

                var body: some View {
                    VStack {
                        TextField("Email", text: $email)\(modifiers["email", default: ""])
                        SecureField("Password", text: $password)\(modifiers["password", default: ""])
                    }
                }

                func saveEmail() {}
                func savePassword() {}
            }
            """)
    }

    /// The section's inputs join the caller's form, which holds them instead of a form of the section's own.
    @Test func aFormSplitIntoSectionsOfTheSameFileIsOneForm() throws {
        let form = Self.profile()
        let notes = formNotes(form.text)
        #expect(notes.map(\.range.lowerBound) == [form["1️⃣"]])
        #expect(notes.first?.message.contains("(`name`, `email`, `password`)") == true, "\(notes.map(\.message))")
    }

    /// Fields each committed on Return by a handler of their own are independent settings, not a form.
    @Test func sectionsWhoseFieldsEachCommitThemselvesAreNoForm() {
        let form = Self.profile(modifiers: [
            "name": ".onSubmit { saveName() }", "email": ".onSubmit { saveEmail() }", "password": ".onSubmit { savePassword() }",
        ])
        #expect(formNotes(form.text).isEmpty)
    }

    /// Fields shown instead of each other (the arms of an `if`) are one slot, named once.
    @Test func fieldsShownInsteadOfEachOtherAreNamedOnce() throws {
        let source = """
            struct LoginEditor: View {
                @State private var user = ""
                @State private var newSecret = ""
                @State private var secret = ""
                let isNew: Bool

                var body: some View {
                    Form {
                        TextField("User", text: $user)
                        if isNew {
                            SecureField("Secret", text: $newSecret)
                        } else {
                            SecureField("Secret", text: $secret)
                        }
                        Button("Save", action: save)
                    }
                }

                func save() {}
            }
            """
        let note = try #require(formNotes(source).first)
        #expect(note.message.contains("(`user`, `newSecret`)"), "\(note.message)")
    }

    /// A section called through its memberwise initialiser edits what the call hands it, and shows
    /// the input its arguments choose.
    @Test func aSectionsInputsAreNamedAfterWhatItsCallPasses() throws {
        let source = """
            struct SignInForm: View {
                @State private var user = ""
                @State private var secret = ""

                var body: some View {
                    VStack {
                        LabeledInput(title: "User", text: $user)
                        LabeledInput(title: "Secret", text: $secret, isSecure: true)
                        Button("Sign in", action: signIn)
                    }
                }

                func signIn() {}
            }

            private struct LabeledInput: View {
                let title: String
                @Binding var text: String
                var isSecure = false

                var body: some View {
                    HStack {
                        Text(title)
                        if isSecure {
                            SecureField(title, text: $text)
                        } else {
                            TextField(title, text: $text)
                        }
                    }
                }
            }
            """
        let note = try #require(formNotes(source).first)
        #expect(note.message.contains("(`user`, `secret`)"), "\(note.message)")
    }

    /// An input of the app's own asked at its call for many lines inserts a newline on Return: the
    /// form then holds one single-line field and nothing to route. Asked for one line, it is a field.
    /// The input is out of sight (named for a text field) or a component of the file whose axis is
    /// a parameter.
    @Test(arguments: [
        (", isMultiLine: true", false), (", axis: .vertical", false), (", isMultiLine: false", true), (", axis: .horizontal", true),
    ], ["CaptionedTextField", "CaptionedInput"])
    func anInputAskedForManyLinesIsNoFieldOfTheForm(call: (arguments: String, noted: Bool), input: String) {
        let (arguments, noted) = call
        let form = """
            struct NewListing: View {
                @State private var title = ""
                @State private var details = ""

                var body: some View {
                    VStack {
                        \(input)(label: "Title", text: $title)
                        \(input)(label: "Details", text: $details\(arguments))
                        Button("Save", action: save)
                    }
                }

                func save() {}
            }

            struct CaptionedInput: View {
                let label: String
                @Binding var text: String
                var axis: Axis = .horizontal
                var isMultiLine = false

                var body: some View {
                    TextField(label, text: $text, axis: axis)
                }
            }
            """
        #expect(formNotes(form).isEmpty != noted, "\(input)\(arguments)")
    }

    /// An input of the app's own whose definition is out of sight and whose name or input kind says
    /// it takes numbers shows a keypad, with no Return key: before the label, no field's Return can
    /// lead on. A keyboard its call names wins over the name.
    @Test(arguments: [
        ("AmountTextField", "", true), ("DecimalTextField", "", false), ("NumberTextField", "", false),
        ("DecimalTextField", ", keyboardType: .default", true), ("AmountTextField", ", inputType: .number", false),
        ("AmountTextField", ", inputType: .email", true),
    ])
    func anInputNamedForNumbersHasNoReturnKey(input: String, arguments: String, noted: Bool) {
        let form = """
            struct DoseEntry: View {
                @State private var label = ""
                @State private var units = 0.0

                var body: some View {
                    Form {
                        \(input)("Units", value: $units\(arguments))
                        TextField("Label", text: $label)
                        Button("Save", action: save)
                    }
                }

                func save() {}
            }
            """
        #expect(formNotes(form).isEmpty != noted, "\(input)\(arguments)")
    }
}

