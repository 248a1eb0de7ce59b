import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Inputs reading their text from a function rather than a `$value` projection: a helper makes each
/// field of a form for the case it is handed (`entry(for: .email)`), its untitled input bound to
/// `binding(for: slot)`. Each call is a field of its own, named after its case (a title names it
/// first), and a note on the form sits at the call, the helper's one input standing for them all.
@Suite struct BindingExpressionFieldTests {
    /// A sign-up screen of three fields made by two helpers; `modifiers` follow each helper's input.
    static func signUp(state: String = "", modifiers: String = "", routing: String = "") -> MarkedText {
        MarkedText("""
            struct JoinClub: View {
                enum Slot: Hashable { case nickname, email, passphrase }
                @StateObject private var model = JoinClubModel()
                \(state)

                var body: some View {
                    Form {
                        1️⃣entry(for: .nickname)
                        entry(for: .email)
                        hiddenEntry(for: .passphrase)
                        Button("Join the club", action: model.join)
                    }\(routing)
                }

                private func entry(for slot: Slot) -> some View {
                    TextField("", text: binding(for: slot))
                        \(modifiers)
                }

                private func hiddenEntry(for slot: Slot) -> some View {
                    SecureField("", text: binding(for: slot))
                        \(modifiers)
                }

                private func binding(for slot: Slot) -> Binding<String> {
                    switch slot {
                    case .nickname: $model.nickname
                    case .email: $model.email
                    case .passphrase: $model.passphrase
                    }
                }
            }
            """)
    }

    @Test func fieldsMadeByOneHelperAreAFormNamedByTheirCases() throws {
        let form = Self.signUp()
        let notes = formNotes(form.text)
        let note = try #require(notes.first)
        #expect(notes.count == 1)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`nickname`, `email`, `passphrase`)"), "\(note.message)")
    }

    /// Bound to a focus state by the helpers, with nothing routing Return, the fields still edit
    /// three texts: one form.
    @Test func fieldsBoundByOneHelperWithoutRoutingAreAForm() throws {
        let form = Self.signUp(state: "@FocusState private var focus: Slot?", modifiers: ".focused($focus, equals: slot)")
        let notes = formNotes(form.text)
        #expect(notes.count == 1, "\(notes.map(\.message))")
    }

    @Test func fieldsMadeByOneHelperRoutedToTheNextGetNothing() {
        let routing = """

                    .onSubmit {
                        switch focus {
                        case .nickname: focus = .email
                        case .email: focus = .passphrase
                        default: model.join()
                        }
                    }
            """
        let form = Self.signUp(
            state: "@FocusState private var focus: Slot?", modifiers: ".focused($focus, equals: slot).submitLabel(slot == .passphrase ? .join : .next)",
            routing: routing
        )
        let found = findings(in: form.text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Written inline, a field whose binding a function makes is named by its title, else by the
    /// case its binding is made for, else by the key path it edits.
    @Test(arguments: [
        ("TextField(\"Server\", text: settings.text(for: .server))", "TextField(\"Token\", text: settings.text(for: .token))", "`Server`, `Token`"),
        ("TextField(\"\", text: settings.text(for: .server))", "SecureField(\"\", text: settings.text(for: .token))", "`server`, `token`"),
        ("TextField(\"\", text: settings.binding(\\.server))", "SecureField(\"\", text: settings.binding(\\.token))", "`server`, `token`"),
    ])
    func aFieldWritesItsBindingAnyWay(server: String, token: String, names: String) throws {
        let form = MarkedText("""
            struct Connect: View {
                @ObservedObject var settings: ConnectionSettings

                var body: some View {
                    VStack {
                        1️⃣\(server)
                        \(token)
                        Button("Connect", action: settings.connect)
                    }
                }
            }
            """)
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(\(names))"), "\(note.message)")
    }

    /// Two untitled inputs whose bindings are made for no case told apart may be one text shown
    /// two ways: nothing is said.
    @Test func inputsWhoseBindingsCannotBeToldApartGetNothing() {
        let form = """
            struct Unlock: View {
                @ObservedObject var vault: Vault

                var body: some View {
                    VStack {
                        TextField("", text: vault.binding(for: vault.current))
                        SecureField("", text: vault.binding(for: vault.current))
                        Button("Unlock", action: vault.unlock)
                    }
                }
            }
            """
        #expect(formNotes(form).isEmpty)
    }
}
