import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A body handed to a type's factory (`Screen.withSpinner(isBusy: busy) { content }`): the factory
/// shows what its closure builds, so the fields in the closure are the view's own, routed or not.
@Suite struct FactoryClosureFormTests {
    /// A sign-in screen whose body is a loading wrapper's closure; `fields` are the screen's inputs.
    static func signIn(wrapper: String = "Screen.withSpinner(isBusy: busy)", fields: String) -> MarkedText {
        MarkedText("""
            enum Screen {
                static func withSpinner<Content: View>(isBusy: Bool, @ViewBuilder content: () -> Content) -> some View {
                    ZStack { content(); if isBusy { ProgressView() } }
                }
                enum Layout {
                    static func card<Content: View>(@ViewBuilder content: () -> Content) -> some View {
                        VStack { content() }.padding()
                    }
                }
            }

            struct MemberSignIn: View {
                @State private var busy = false
                @State private var member = ""
                @State private var passcode = ""

                var body: some View {
                    \(wrapper) {
                        content
                    }
                }

                var content: some View {
                    VStack {
                        \(fields)
                        Button("Sign in", action: signIn)
                    }
                }

                func signIn() {}
            }
            """)
    }

    @Test func fieldsInAFactorysClosureAreTheViewsForm() throws {
        let form = Self.signIn(fields: """
            1️⃣TextField("Member number", text: $member)
            SecureField("Passcode", text: $passcode)
            """)
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`member`, `passcode`)"), "\(note.message)")
    }

    /// A factory of a type nested in another is a type's factory too.
    @Test func aNestedTypesFactoryShowsItsClosureToo() throws {
        let form = Self.signIn(wrapper: "Screen.Layout.card", fields: """
            1️⃣TextField("Member number", text: $member)
            SecureField("Passcode", text: $passcode)
            """)
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
    }

    /// Read in the closure, each field's own commit is read too: fields each saved on their own are no form.
    @Test func fieldsEachCommittedOnTheirOwnInAFactorysClosureAreNoForm() {
        let form = Self.signIn(fields: """
            TextField("Member number", text: $member).onSubmit { signIn() }
            SecureField("Passcode", text: $passcode).onSubmit { signIn() }
            """)
        #expect(formNotes(form.text).isEmpty)
    }

    /// A focus chain built in the closure is read with its routing: nothing to report.
    @Test func aRoutedChainInAFactorysClosureIsRouted() {
        let source = """
            enum Screen {
                static func withSpinner<Content: View>(isBusy: Bool, @ViewBuilder content: () -> Content) -> some View {
                    ZStack { content() }
                }
            }

            struct MemberSignIn: View {
                enum Field { case member, passcode }
                @FocusState private var focus: Field?
                @State private var member = ""
                @State private var passcode = ""

                var body: some View {
                    Screen.withSpinner(isBusy: false) {
                        TextField("Member number", text: $member)
                            .focused($focus, equals: .member)
                            .submitLabel(.next)
                            .onSubmit { focus = .passcode }
                        SecureField("Passcode", text: $passcode)
                            .focused($focus, equals: .passcode)
                            .submitLabel(.go)
                            .onSubmit(signIn)
                    }
                }

                func signIn() {}
            }
            """
        #expect(findings(in: source).isEmpty, "\(findings(in: source).map(\.message))")
    }

    /// The same chain with the passcode's routing missing is seen through the closure.
    @Test func aHoleInAChainInAFactorysClosureIsReported() throws {
        let source = MarkedText("""
            enum Screen {
                static func withSpinner<Content: View>(isBusy: Bool, @ViewBuilder content: () -> Content) -> some View {
                    ZStack { content() }
                }
            }

            struct MemberSignIn: View {
                enum Field { case member, passcode, branch }
                @FocusState private var focus: Field?
                @State private var member = ""
                @State private var passcode = ""
                @State private var branch = ""

                var body: some View {
                    Screen.withSpinner(isBusy: false) {
                        TextField("Member number", text: $member)
                            .focused($focus, equals: .member)
                            .submitLabel(.next)
                            .onSubmit { focus = .passcode }
                        SecureField("Passcode", text: $passcode)
                            .focused($focus, equals: .passcode)
                            .submitLabel(.next)
                        TextField("Branch", text: $branch)
                            .focused($focus, equals: .branch)
                            .submitLabel(.go)
                            .onSubmit(signIn)
                    }
                }

                func signIn() {}
            }
            """)
        let holes = findings(in: source.text, rule: "missing-focus-transition")
        #expect(holes.count == 1, "\(findings(in: source.text).map(\.message))")
    }
}
