import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Two edges of a form without routing: a field on a number pad is a step Return could lead to
/// when the form asks for a credential, and text fields outnumbered by the pickers and toggles
/// between them are settings, each changed on its own.
@Suite struct FormKeypadAndSettingsTests {
    /// A club sign-in: a handle, then a secure club code on a number pad; `routing` is what the
    /// handle's Return does. The Bool focus states frame the focused field and focus the handle.
    static func clubSignIn(routing: String) -> MarkedText {
        MarkedText("""
            struct ClubSignIn: View {
                @FocusState private var handleFocused: Bool
                @FocusState private var codeFocused: Bool
                @State private var handle = ""
                @State private var code = ""

                var body: some View {
                    VStack {
                        TextField("Handle", text: $handle)
                            .border(handleFocused ? Color.accentColor : Color.secondary)
                            1️⃣.focused($handleFocused)
                            \(routing)
                        SecureField("Club code", text: $code)
                            .border(codeFocused ? Color.accentColor : Color.secondary)
                            .focused($codeFocused)
                            .keyboardType(.numberPad)
                        Button("Enter", action: enter)
                    }
                    .onAppear { handleFocused = true }
                }

                func enter() {}
            }
            """)
    }

    /// Return in the handle drops the keyboard short of the code: the form has no routing.
    @Test func aSecureCodeOnANumberPadIsTheStepAfterTheHandle() throws {
        let form = Self.clubSignIn(routing: "")
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(findings(in: form.text, rule: "bool-focus-states").isEmpty)
    }

    /// The handle's Return moves focus to the code: routed, nothing to say.
    @Test func boolStatesSetOnSubmitRouteTheForm() {
        let form = Self.clubSignIn(routing: ".onSubmit { codeFocused = true }")
        #expect(formNotes(form.text).isEmpty)
    }

    /// A mail sign-in: the address, a button that sends a code, then the code on a number pad.
    @Test func aOneTimeCodeOnANumberPadIsAStepOfItsOwn() {
        let source = """
            struct MailCodeSignIn: View {
                @State private var mail = ""
                @State private var code = ""

                var body: some View {
                    VStack {
                        TextField("Mail", text: $mail).keyboardType(.emailAddress)
                        Button("Send me a code", action: sendCode)
                        TextField("Code", text: $code).keyboardType(.numberPad)
                        Button("Sign in", action: signIn)
                    }
                }

                func sendCode() {}
                func signIn() {}
            }
            """
        #expect(formNotes(source).isEmpty)
    }

    /// Two PINs on number pads: no field has a Return key to route from.
    @Test func fieldsAllOnNumberPadsHaveNoReturnToRoute() {
        let source = """
            struct NewPin: View {
                @State private var pin = ""
                @State private var repeated = ""

                var body: some View {
                    VStack {
                        SecureField("PIN", text: $pin).keyboardType(.numberPad)
                        SecureField("Repeat PIN", text: $repeated).keyboardType(.numberPad)
                        Button("Save", action: save)
                    }
                }

                func save() {}
            }
            """
        #expect(formNotes(source).isEmpty)
    }

    /// A relay's settings saved by one button; `between` is what sits between the address and the
    /// token, and between the token and the nickname.
    static func relaySettings(between: String) -> MarkedText {
        MarkedText("""
            struct RelaySettings: View {
                @State private var address = ""
                @State private var token = ""
                @State private var nickname = ""
                @State private var model = "small"
                @State private var haptics = true
                @State private var retries = 3

                var body: some View {
                    Form {
                        1️⃣TextField("Relay address", text: $address)
                        \(between)
                        TextField("Token", text: $token)
                        \(between)
                        TextField("Nickname", text: $nickname)
                        Button("Save", action: save)
                    }
                }

                func save() {}
            }
            """)
    }

    /// Each field among a model picker, a toggle and a stepper: settings, each changed on its own.
    @Test func fieldsOutnumberedByOtherControlsAreSettings() {
        let controls = """
            Picker("Model", selection: $model) { Text("Small").tag("small") }
            Toggle("Haptics", isOn: $haptics)
            """
        #expect(formNotes(Self.relaySettings(between: controls).text).isEmpty)
    }

    /// One picker between each two fields leaves the fields the most of the form: still one form.
    @Test func fieldsWithAFewControlsBetweenAreOneForm() throws {
        let form = Self.relaySettings(between: "Stepper(\"Retries\", value: $retries)")
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`address`, `token`, `nickname`)"), "\(note.message)")
    }
}

/// A question, then a `ForEach` of answer rows: the rows are one step Return could lead to from
/// the question when a control waits for both.
@Suite struct FormRowsTests {
    /// `condition` is what the Create button waits for; `question` the field before the rows.
    static func pollForm(question: String, condition: String) -> MarkedText {
        MarkedText("""
            struct Answer: Identifiable {
                let id = UUID()
                var text = ""
            }

            struct NewPoll: View {
                @State private var question = ""
                @State private var answers = [Answer(), Answer()]

                var body: some View {
                    Form {
                        \(question)
                        Section("Answers") {
                            ForEach($answers) { $answer in
                                TextField("Answer", text: $answer.text)
                            }
                        }
                        Button("Create", action: create).disabled(\(condition))
                    }
                }

                func create() {}
            }
            """)
    }

    /// The Create button waits for the question and the answers: one form, nothing routes Return.
    @Test func aFieldThenRowsAwaitedTogetherAreOneForm() throws {
        let form = Self.pollForm(question: "1️⃣TextField(\"Question\", text: $question)", condition: "question.isEmpty || answers.contains { $0.text.isEmpty }")
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.fixes.isEmpty)
    }

    /// Rows alone are no form of fields Return could walk.
    @Test func rowsWithoutAFieldBeforeThemAreNoForm() {
        let form = Self.pollForm(question: "Text(\"Ask something\")", condition: "answers.contains { $0.text.isEmpty }")
        #expect(formNotes(form.text).isEmpty)
    }

    /// A Create button that waits for nothing says nothing of the rows and the question together.
    @Test func rowsNoControlWaitsForAreNoStep() {
        let form = Self.pollForm(question: "TextField(\"Question\", text: $question)", condition: "false")
        #expect(formNotes(form.text).isEmpty)
    }
}
