import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Forms that have a focus state but use it only to place the first focus, to dismiss the keyboard
/// or to bind a field of a sheet they present: nothing routes Return, so the form is as unrouted as
/// one without focus state (`form-without-focus-routing`), and the same things make it no form.
@Suite struct FirstFocusOnlyFormTests {
    /// A budget line editor: its title, then `between`, then the monthly amount on a decimal pad,
    /// saved from the toolbar. The focus state only puts the cursor in the title; `amountFocus` is
    /// how the amount is bound, `titleModifiers` follow the title.
    static func budgetLine(between: String = "", amountFocus: String = ".focused($focus, equals: .amount)", titleModifiers: String = "") -> MarkedText {
        MarkedText("""
            struct BudgetLineEditor: View {
                enum Field { case title, amount }
                @FocusState private var focus: Field?
                @State private var title = ""
                @State private var amount = 0.0

                var body: some View {
                    NavigationStack {
                        Form {
                            TextField("Title", text: $title)
                                1️⃣.focused($focus, equals: .title)
                                \(titleModifiers)
                            \(between)
                            TextField("Monthly amount", value: $amount, format: .number)
                                .keyboardType(.decimalPad)
                                \(amountFocus)
                        }
                        .onAppear { focus = .title }
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
                        }
                    }
                }

                func save() {}
            }
            """)
    }

    /// Return in the title drops the keyboard short of the amount, whose pad has no Return key.
    @Test func aPadAfterTheFirstFocusedFieldIsTheNextStep() throws {
        let form = Self.budgetLine()
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`title`, `amount`)"), "\(note.message)")
        #expect(note.message.hasSuffix("route it from each field with a Return key to the next"), "\(note.message)")
    }

    /// A pad no focus state binds, after the one field a `Bool` state focuses first.
    @Test func anUnboundPadAfterAFlagFocusedFieldIsTheNextStep() throws {
        let source = """
            struct JarEditor: View {
                @FocusState private var titleFocused: Bool
                @State private var title = ""
                @State private var rate = 0.0

                var body: some View {
                    NavigationStack {
                        Form {
                            TextField("Jar", text: $title)
                                1️⃣.focused($titleFocused)
                            Section("Yearly rate") {
                                TextField("0", value: $rate, format: .number).keyboardType(.decimalPad)
                            }
                        }
                        .onAppear { titleFocused = true }
                        .toolbar { Button("Save") { save() } }
                    }
                }

                func save() {}
            }
            """
        let form = MarkedText(source)
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
    }

    /// A button between the title and the pad parts them (a calculator sheet opens first), also
    /// where a focus state binds both.
    @Test func aButtonBetweenPartsThePadFromTheFocusedField() {
        let form = Self.budgetLine(between: "Button(\"Estimate\") { estimate() }")
        #expect(formNotes(form.text).isEmpty)
    }

    /// A title whose Return goes to the amount, through a method of the view the model reads.
    @Test func routingThroughAMethodIsRouting() {
        let form = Self.budgetLine(titleModifiers: ".onSubmit { advance() }")
        let routed = form.text.replacingOccurrences(of: "    func save() {}", with: """
                func save() {}

                func advance() {
                    switch focus {
                    case .title: focus = .amount
                    default: focus = nil
                    }
                }
            """)
        #expect(routed.contains("func advance()"))
        #expect(formNotes(routed).isEmpty)
    }

    /// A search field focused first, then a pad: a search is no step of a form.
    @Test func aSearchFieldFocusedFirstIsNoForm() {
        let form = Self.budgetLine(titleModifiers: ".submitLabel(.search)")
        #expect(formNotes(form.text).isEmpty)
    }

    /// A sign-in whose focus state only picks the first empty field; the password reset sheet it
    /// presents binds a field of its own to the same state. That field is on another screen: the
    /// sign-in's fields are all in sight, and none routes Return.
    static func signIn(afterPassword: String = "", modifiers: String = "") -> MarkedText {
        MarkedText("""
            struct MailSignIn: View {
                enum Field { case mail, password, resetMail }
                @FocusState private var focus: Field?
                @State private var mail = ""
                @State private var password = ""
                @State private var resetMail = ""
                @State private var resetting = false

                var body: some View {
                    VStack {
                        TextField("Mail", text: $mail)
                            1️⃣.focused($focus, equals: .mail)
                        SecureField("Password", text: $password)
                            .focused($focus, equals: .password)
                        \(afterPassword)
                        Button("Forgot password?") { resetting = true }
                            .sheet(isPresented: $resetting) {
                                VStack {
                                    TextField("Mail", text: $resetMail).focused($focus, equals: .resetMail)
                                    Button("Send link") {}
                                }
                            }
                        Button("Sign in", action: signIn)
                    }
                    \(modifiers)
                    .onAppear { focus = mail.isEmpty ? .mail : .password }
                }

                func signIn() {}
            }
            """)
    }

    @Test func aSheetBindingTheSameStateLeavesTheFormUnrouted() throws {
        let form = Self.signIn()
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`mail`, `password`)"), "\(note.message)")
    }

    /// The same sign-in routing Return from the mail to the password: no note (its default label is
    /// another rule's).
    @Test func aRoutedFormWithASheetGetsNothing() {
        let form = Self.signIn(modifiers: """
            .onSubmit {
                switch focus {
                case .mail: focus = .password
                default: signIn()
                }
            }
            """)
        #expect(formNotes(form.text).isEmpty)
        #expect(findings(in: form.text).map(\.rule.rawValue) == ["missing-submit-label"])
    }

    /// A view the file does not define, handed the binding beside the fields, may route the chain
    /// in its own code: silence, unlike a sheet's field.
    @Test func aViewOutOfSightHandedTheBindingStillSilences() {
        let form = Self.signIn(afterPassword: "InviteCodeRow(focus: $focus)")
        #expect(formNotes(form.text).isEmpty)
    }

    /// One field focused first (a composer whose focus is dropped after sending): no form, whatever
    /// the sheet it presents binds.
    @Test func aOneFieldComposerIsNoForm() {
        let source = """
            struct ReplyComposer: View {
                enum Field { case reply, tag }
                @FocusState private var focus: Field?
                @State private var reply = ""
                @State private var tag = ""
                @State private var tagging = false

                var body: some View {
                    HStack {
                        TextField("Reply", text: $reply)
                            .focused($focus, equals: .reply)
                        Button("Send") { send(); focus = nil }
                    }
                    .sheet(isPresented: $tagging) {
                        TextField("Tag", text: $tag).focused($focus, equals: .tag)
                    }
                    .onAppear { focus = .reply }
                }

                func send() {}
            }
            """
        #expect(formNotes(source).isEmpty)
    }

    /// Fields each committed by their own handler, focused first from `onAppear`: a settings
    /// screen of independent values, also with a focus state.
    @Test func independentSettingsWithFirstFocusAreNoForm() {
        let source = """
            struct StationSettings: View {
                enum Field { case callSign, frequency }
                @FocusState private var focus: Field?
                @State private var callSign = ""
                @State private var frequency = ""

                var body: some View {
                    Form {
                        TextField("Call sign", text: $callSign)
                            .focused($focus, equals: .callSign)
                            .onSubmit { renameStation() }
                        TextField("Frequency", text: $frequency)
                            .focused($focus, equals: .frequency)
                            .onSubmit { retune() }
                    }
                    .onAppear { focus = .callSign }
                }

                func renameStation() {}
                func retune() {}
            }
            """
        #expect(formNotes(source).isEmpty)
    }
}
