import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A screen's form assembled from its parts: view builders called through `self`, and sections of
/// the same file that bring their own submit button. The form is the same whichever part holds
/// which piece; what decides the note is what the whole screen shows.
@Suite struct ScreenPartsFormTests {
    /// A profile editor whose body measures the screen and hands the width to a view builder,
    /// called through `self`; `builderModifiers` follow that call.
    static func measuredEditor(builderModifiers: String = "", fieldModifiers: [String] = ["", ""], state: String = "") -> MarkedText {
        MarkedText("""
            struct ProfileEditor: View {
                @State private var nickname = ""
                @State private var homepage = ""
            \(state)
                var body: some View {
                    GeometryReader { proxy in
                        self.editor(width: proxy.size.width)\(builderModifiers)
                    }
                }

                func editor(width: CGFloat) -> some View {
                    Form {
                        Section("Nickname") {
                            1️⃣TextField("Nickname", text: $nickname)\(fieldModifiers[0])
                        }
                        Section("Homepage") {
                            TextField("Homepage", text: $homepage)\(fieldModifiers[1])
                        }
                        Button("Save profile", action: save)
                    }
                    .frame(width: width)
                }

                func save() {}
            }
            """)
    }

    /// `self.editor(width:)` is the view builder the body shows, not a modifier applied to `self`:
    /// its inputs are the form's.
    @Test func aViewBuilderCalledThroughSelfHoldsTheForm() throws {
        let form = Self.measuredEditor()
        let notes = formNotes(form.text)
        #expect(notes.map(\.range.lowerBound) == [form["1️⃣"]])
        #expect(notes.first?.message.contains("(`nickname`, `homepage`)") == true, "\(notes.map(\.message))")
    }

    /// Modifiers after the call still apply to what the builder returns: a `.onSubmit` there that
    /// walks the fields routes the form.
    @Test func modifiersAfterABuilderCalledThroughSelfStillApply() {
        let form = Self.measuredEditor(
            builderModifiers: """
                
                            .onSubmit {
                                switch focus {
                                case .nickname: focus = .homepage
                                default: save()
                                }
                            }
                """,
            fieldModifiers: [".focused($focus, equals: .nickname).submitLabel(.next)", ".focused($focus, equals: .homepage).submitLabel(.done)"],
            state: """
                    enum Part { case nickname, homepage }
                    @FocusState private var focus: Part?

                """
        )
        #expect(findings(in: form.text).isEmpty, "\(findings(in: form.text).map(\.message))")
    }

    /// A screen that shows one of its steps, a view of the same file without focus state; the step's
    /// own trailing control is `stepControl`.
    static func steppedScreen(stepControl: String) -> MarkedText {
        MarkedText("""
            struct ConnectScreen: View {
                @State private var step = 0

                var body: some View {
                    VStack {
                        Image("logo")
                        switch step {
                        case 0: WelcomeStep(step: $step)
                        default: ServerStep()
                        }
                    }
                }
            }

            struct WelcomeStep: View {
                @Binding var step: Int

                var body: some View {
                    Button("Start") { step = 1 }
                }
            }

            struct ServerStep: View {
                @State private var address = ""
                @State private var token = ""

                var body: some View {
                    Form {
                        1️⃣TextField("Server address", text: $address)
                        TextField("Access token", text: $token)
                    }
                    \(stepControl)
                }

                func connect() {}
            }
            """)
    }

    /// The step's inputs join the screen's form, and so does its confirming button: a form whose
    /// fields are submitted together.
    @Test func aJoinedSectionsOwnSubmitButtonSubmitsTheForm() throws {
        let form = Self.steppedScreen(stepControl: """
            .toolbar {
                        ToolbarItem(placement: .confirmationAction) { Button("Connect", action: connect) }
                    }
            """)
        let notes = formNotes(form.text)
        #expect(notes.map(\.range.lowerBound) == [form["1️⃣"]])
    }

    /// Without a control that takes the fields together, a section of two inputs is two values
    /// kept on their own: no form, whichever view holds it.
    @Test func aJoinedSectionWithoutSubmitIsNoForm() {
        let form = Self.steppedScreen(stepControl: ".navigationTitle(\"Server\")")
        #expect(formNotes(form.text).isEmpty)
    }

    /// A section of the same screen without inputs keeps its buttons: the Sign In of an account
    /// section submits nothing the cookie fields beside it hold.
    @Test func aSectionWithoutInputsLendsTheFormNoButton() {
        let source = """
            struct AccountScreen: View {
                var body: some View {
                    List {
                        AccountSection()
                        CookieSection()
                    }
                }
            }

            private struct AccountSection: View {
                var body: some View {
                    Section { Button("Sign in", action: signIn) }
                }

                func signIn() {}
            }

            private struct CookieSection: View {
                @State private var member = ""
                @State private var session = ""

                var body: some View {
                    Section {
                        TextField("Member", text: $member)
                        TextField("Session", text: $session)
                        Button("Copy cookies", action: copy)
                    }
                }

                func copy() {}
            }
            """
        #expect(formNotes(source).isEmpty)
    }

    /// A sign-in form whose Return, from any field, runs what its model does next; `focusPlumbing`
    /// binds the fields to a focus state of the view.
    static func handedOffSignIn(focusPlumbing: Bool) -> MarkedText {
        let state = focusPlumbing ? "\n    enum Entry { case user, secret }\n    @FocusState private var entry: Entry?\n" : ""
        let bindings = focusPlumbing ? [".focused($entry, equals: .user)", ".focused($entry, equals: .secret)"] : ["", ""]
        return MarkedText("""
            struct SignInStep: View {
                @Environment(SignInModel.self) private var model
            \(state)
                var body: some View {
                    @Bindable var model = model
                    Form {
                        1️⃣TextField("User", text: $model.user)\(bindings[0])
                        SecureField("Secret", text: $model.secret)\(bindings[1])
                        Button("Continue", action: model.proceed)
                    }
                    .onSubmit(model.proceed)
                }
            }
            """)
    }

    /// With no focus state in the view, what the model's method does cannot move focus: Return in
    /// the user field submits a half-filled form, and never reaches the secret.
    @Test func aHandlerHandedOffByAViewWithoutFocusStateOnlySubmits() throws {
        let form = Self.handedOffSignIn(focusPlumbing: false)
        let notes = formNotes(form.text)
        #expect(notes.map(\.range.lowerBound) == [form["1️⃣"]])
    }

    /// Where the view has a focus state, a handler out of sight may yet be handed a way to it:
    /// unknown, so nothing is said.
    @Test func aHandlerHandedOffByAViewWithFocusStateIsUnknown() {
        #expect(formNotes(Self.handedOffSignIn(focusPlumbing: true).text).isEmpty)
    }

    /// A sign-in in steps, one arm of an `if` each: the server, then `credentials`.
    static func steppedSignIn(credentials: String) -> MarkedText {
        MarkedText("""
            struct ServerSignIn: View {
                @State private var server = ""
                @State private var user = ""
                @State private var secret = ""
                @State private var asksServer = true

                var body: some View {
                    Form {
                        if asksServer {
                            TextField("Server", text: $server)
                        } else {
                            \(credentials)
                        }
                        Button("Next", action: proceed)
                    }
                    .onSubmit(proceed)
                }

                func proceed() {}
            }
            """)
    }

    /// The credentials step is a form of its own, whatever the step shown instead of it holds.
    @Test func aStepShownInsteadOfTheOthersLeavesTheirFormWhole() throws {
        let form = Self.steppedSignIn(credentials: """
            1️⃣TextField("User", text: $user)
                            SecureField("Secret", text: $secret)
            """)
        #expect(formNotes(form.text).map(\.range.lowerBound) == [form["1️⃣"]])
    }

    /// One field in each step is one input at a time: nothing to walk.
    @Test func oneFieldInEachStepIsNoForm() {
        #expect(formNotes(Self.steppedSignIn(credentials: "TextField(\"User\", text: $user)").text).isEmpty)
    }
}
