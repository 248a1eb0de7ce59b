import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Forms with a focus state that routes nothing, built from inputs the file does not define or from
/// one input shown two ways: `form-without-focus-routing` speaks for a form of several fields, once.
@Suite struct FocusedFormIdiomTests {
    private let engine = Engine()

    private func findings(_ text: String) -> [Finding] {
        engine.analyze(text, path: "Form.swift").findings
    }

    /// Credentials through a design system's inputs, defined out of sight (their names say what
    /// they are); the focus state only sets the first focus. `userModifiers` follow the user field.
    static func tunnelCredentials(userModifiers: String, userInput: String = "BrandTextField") -> MarkedText {
        MarkedText("""
            struct TunnelCredentials: View {
                enum Field { case user, secret }
                @FocusState private var focus: Field?
                @State private var user = ""
                @State private var secret = ""

                var body: some View {
                    Section {
                        \(userInput)("User", text: $user)
                            1️⃣.focused($focus, equals: .user)
                            \(userModifiers)
                        BrandSecureField("Secret", text: $secret)
                            .focused($focus, equals: .secret)
                            .onSubmit { connect() }
                    }
                    .onAppear { focus = .user }
                }

                func connect() {}
            }
            """)
    }

    @Test func inputsNamedForTextFieldsFormAnUnroutedForm() throws {
        let form = Self.tunnelCredentials(userModifiers: "")
        let found = findings(form.text)
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"])
        #expect(found.first?.range.lowerBound == form["1️⃣"])
    }

    @Test func inputsNamedForTextFieldsThatRouteGetNothing() {
        #expect(findings(Self.tunnelCredentials(userModifiers: ".onSubmit { focus = .secret }").text).isEmpty)
    }

    /// A view not named for a text input may be a button or a row: it joins no form.
    @Test func aViewNotNamedForAnInputJoinsNoForm() {
        #expect(findings(Self.tunnelCredentials(userModifiers: "", userInput: "AccountRow").text).isEmpty)
    }

    /// A secret shown plain or hidden: a `TextField` and a `SecureField` editing the same text, each
    /// with a `Bool` focus state of its own. `plainText` is what the plain one edits.
    static func secretInput(plainText: String) -> String {
        """
        struct SecretInput: View {
            @FocusState private var isPlainFocused: Bool
            @FocusState private var isHiddenFocused: Bool
            @Binding var text: String
            @Binding var hint: String
            let reveals: Bool

            var body: some View {
                ZStack {
                    TextField("Secret", text: \(plainText))
                        .focused($isPlainFocused)
                        .opacity(reveals ? 1 : 0)
                    if !reveals {
                        SecureField("Secret", text: $text)
                            .focused($isHiddenFocused)
                    }
                }
            }
        }
        """
    }

    @Test func aSecretShownPlainOrHiddenIsOneField() {
        #expect(findings(Self.secretInput(plainText: "$text")).isEmpty)
    }

    @Test func twoInputsEditingDifferentTextsAreTwoFields() {
        #expect(findings(Self.secretInput(plainText: "$hint")).map(\.rule.rawValue) == ["form-without-focus-routing"])
    }

    /// A recipe form whose keyboard toolbar holds `toolbarButton`; the focus state serves only it.
    /// `members` are more of the view's properties and methods.
    static func recipeForm(toolbarButton: String, members: String = "") -> MarkedText {
        MarkedText("""
            struct BrewRecipeForm: View {
                enum Field { case title, grind }
                @FocusState private var focus: Field?
                @State private var title = ""
                @State private var grind = ""

                var body: some View {
                    Form {
                        TextField("Title", text: $title)1️⃣.focused($focus, equals: .title)
                        TextField("Grind", text: $grind).focused($focus, equals: .grind)
                        Button("Save", action: save)
                    }
                    .toolbar {
                        ToolbarItemGroup(placement: .keyboard) {
                            Spacer()
                            \(toolbarButton)
                        }
                    }
                }

                func save() {}
                \(members)
            }
            """)
    }

    /// Buttons of the view's own reached from the toolbar: quick grinds that set a value, and a
    /// method that moves focus on.
    static let recipeMembers = """
        var quickGrinds: some View {
            HStack {
                Button("Fine") { grind = "fine" }
                Button("Coarse") { withAnimation { grind = "coarse" } }
            }
            .font(.caption)
        }

        func focusGrind() {
            focus = .grind
        }
        """

    /// A Done that only drops focus, or buttons that set a value (here only while the grind is
    /// edited), offer no way on to the next field: the form is unrouted.
    @Test(arguments: [
        "Button(\"Done\") { focus = nil }", "Button(\"Done\") { self.focus = nil }", "Button(\"Done\") { focus = nil }.bold()",
        "Button(\"Clear\") { grind = \"\" }", "if focus == .grind { quickGrinds.padding(4) }",
    ])
    func aKeyboardToolbarThatMovesNoFocusLeavesTheFormUnrouted(toolbarButton: String) throws {
        let form = Self.recipeForm(toolbarButton: toolbarButton, members: Self.recipeMembers)
        let found = findings(form.text)
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"])
        #expect(found.first?.range.lowerBound == form["1️⃣"])
    }

    /// A toolbar button that moves focus, hands the focus binding on, or calls code that may (a
    /// method of the view that does, code the walk cannot read) is the form's way on.
    @Test(arguments: [
        "Button(\"Next\") { focus = .grind }", "Button(\"Next\") { advance() }", "Button(\"Next\") { focusGrind() }",
        "Button(\"Next\", action: focusGrind)", "Button(\"Next\") { recipe.advance() }", "StepButtons(focus: $focus)",
    ])
    func aKeyboardToolbarThatMayMoveFocusRoutesTheForm(toolbarButton: String) {
        #expect(findings(Self.recipeForm(toolbarButton: toolbarButton, members: Self.recipeMembers).text).isEmpty)
    }

    /// Only the keyboard's items are the keyboard toolbar: a Save in the navigation bar beside it moves no focus.
    @Test func anItemOfAnotherBarIsNotTheKeyboardToolbar() {
        let toolbar = "Button(\"Done\") { focus = nil }\n}\nToolbarItem(placement: .confirmationAction) {\nButton(\"Save\") { recipe.save() }"
        #expect(findings(Self.recipeForm(toolbarButton: toolbar).text).map(\.rule.rawValue) == ["form-without-focus-routing"])
    }
}
