import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Input wrappers as apps write them, and the calls that hand them the caller's focus:
/// - a wrapper showing one of several inputs by a style it is passed (a line, a masked line, a
///   notes editor), each bound to the case its call passes: each call is one field bound to that
///   case, so two calls passing one case bind it twice;
/// - a wrapper whose initializer stores the binding under a name of its own
///   (`init(…, focus: …) { self._active = focus }`): callers pass it under the initializer's label;
/// - a wrapper named like a text input (`CaptionedTextField`) handed the binding and its case is
///   one field at each call, however many arms of its body show the input;
/// - a view whose form lives in a `@ViewBuilder` method named `Form()`, which its `body` calls: Swift
///   calls the view's own method there, not SwiftUI's `Form`, nor a method of that name another
///   screen declares.
@Suite struct WrapperKindsAndLabelsTests {
    /// `EntryRow(title:text:style:focus:slot:)`, in a file of its own: the binding is stored as
    /// `active`, the case as `field`. `inputs` is its body's input, or inputs by style.
    static func entryRow(inputs: String = byStyle) -> String {
        """
        import SwiftUI

        enum EntryStyle { case line, masked, notes }

        struct EntryRow<Slot: Hashable>: View {
            let title: String
            @Binding var text: String
            let style: EntryStyle
            @FocusState.Binding var active: Slot?
            let field: Slot

            init(title: String, text: Binding<String>, style: EntryStyle = .line, focus: FocusState<Slot?>.Binding, slot: Slot) {
                self.title = title
                self._text = text
                self.style = style
                self._active = focus
                self.field = slot
            }

            var body: some View {
                VStack(alignment: .leading) {
                    Text(title).font(.caption)
                    \(inputs)
                }
            }
        }

        """
    }

    static let byStyle = """
        switch style {
                    case .line:
                        TextField(title, text: $text)
                            .focused($active, equals: field)
                    case .masked:
                        SecureField(title, text: $text)
                            .focused($active, equals: field)
                    case .notes:
                        TextEditor(text: $text)
                            .focused($active, equals: field)
                    }
        """

    static let oneLine = "TextField(title, text: $text).focused($active, equals: field)"

    /// A guest-book entry: name, e-mail, then a note; `emailSlot` is the case the e-mail row passes.
    static func guestBook(emailSlot: String, noteSlot: String = ".note") -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct GuestBookEntry: View {
                enum Slot: Hashable { case name, email, note }
                @FocusState private var slot: Slot?
                @State private var name = ""
                @State private var email = ""
                @State private var note = ""

                var body: some View {
                    VStack {
                        EntryRow(title: "Name", text: $name, focus: $slot, slot: .name)
                            .submitLabel(.next)
                        EntryRow(title: "E-mail", text: $email, 1️⃣focus: $slot, slot: \(emailSlot))
                            .submitLabel(.next)
                        EntryRow(title: "Note", text: $note, style: .notes, focus: $slot, slot: \(noteSlot))
                    }
                    .onSubmit {
                        switch slot {
                        case .name: slot = .email
                        case .email: 3️⃣slot = .note
                        default: slot = nil
                        }
                    }
                }
            }

            """)
    }

    static let guestBookPath = "/app/Guests/GuestBookEntry.swift"

    private func findings(of form: String, wrapper: String = Self.entryRow()) -> [Finding] {
        var index = WorkspaceIndex()
        index.update(path: "/app/Design/EntryRow.swift", text: wrapper, origin: .disk)
        index.update(path: Self.guestBookPath, text: form)
        let engine = Engine()
        return engine.findings(in: form, path: Self.guestBookPath, context: index.context(forPath: Self.guestBookPath, summary: engine.summary(of: form, path: Self.guestBookPath)))
    }

    @Test func twoCallsPassingOneCaseBindItTwice() {
        let form = Self.guestBook(emailSlot: ".name")
        let found = findings(of: form.text).filter { $0.rule == "duplicate-focus-binding" || $0.rule == "unbound-focus-target" }
        #expect(found.map(\.rule) == ["duplicate-focus-binding", "unbound-focus-target"], "\(found.map(\.message))")
        #expect(found.map(\.range.lowerBound).first == form["1️⃣"])
    }

    @Test func callsPassingTheirOwnCasesGetNothing() {
        let found = findings(of: Self.guestBook(emailSlot: ".email").text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aMoveToACaseNoCallPassesIsUnbound() {
        let form = Self.guestBook(emailSlot: ".email", noteSlot: ".name")
        let found = findings(of: form.text)
        #expect(found.map(\.rule).contains("unbound-focus-target"), "\(found.map(\.message))")
        #expect(found.first { $0.rule == "unbound-focus-target" }?.range.lowerBound == form["3️⃣"])
    }

    /// A call passing a case worked out at run time binds no case the walk can tell.
    @Test func aCaseComputedAtTheCallIsNoDuplicate() {
        let form = Self.guestBook(emailSlot: "name.isEmpty ? .name : .email")
        let found = findings(of: form.text).filter { $0.rule == "duplicate-focus-binding" }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// The same wrapper with one kind of input only, declared in the form's own file.
    @Test func aBindingStoredUnderAnotherNameIsFollowedInTheSameFile() {
        let wrapper = Self.entryRow(inputs: Self.oneLine)
        let unbound = Self.findings(in: wrapper + Self.guestBook(emailSlot: ".email", noteSlot: ".name").text)
            .filter { $0.rule == "duplicate-focus-binding" || $0.rule == "unbound-focus-target" }
        #expect(unbound.map(\.rule) == ["duplicate-focus-binding", "unbound-focus-target"], "\(unbound.map(\.message))")
        let bound = Self.findings(in: wrapper + Self.guestBook(emailSlot: ".email").text)
        #expect(bound.isEmpty, "\(bound.map(\.message))")
    }

    /// A caption above the input when one is given; Return ends editing under a Done key.
    static let captionedTextField = """
        import SwiftUI

        struct CaptionedTextField<Slot: Hashable>: View {
            let hint: String
            @Binding var text: String
            var caption: String?
            var focus: FocusState<Slot?>.Binding
            var slot: Slot

            var body: some View {
                if let caption {
                    VStack(alignment: .leading) {
                        Text(caption)
                        input
                    }
                } else {
                    input
                }
            }

            private var input: some View {
                TextField(hint, text: $text)
                    .submitLabel(.done)
                    .focused(focus, equals: slot)
                    .onSubmit { focus.wrappedValue = nil }
            }
        }

        """

    /// An amount on a decimal pad, then where the money comes from: the one field with a Return
    /// key is the last, and its Done ends the form.
    @Test func aNamedWrapperHandedTheBindingIsOneField() {
        let form = """
            import SwiftUI

            struct TransferSheet: View {
                enum Slot: Hashable { case amount, source }
                @FocusState private var slot: Slot?
                @State private var amount = ""
                @State private var source = ""

                var body: some View {
                    VStack {
                        TextField("0.00", text: $amount)
                            .keyboardType(.decimalPad)
                            .focused($slot, equals: .amount)
                        CaptionedTextField(hint: "Savings", text: $source, caption: "From", focus: $slot, slot: .source)
                        Button("Continue") { send() }
                    }
                }

                private func send() {}
            }

            """
        let found = findings(of: form, wrapper: Self.captionedTextField)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    private static func findings(in text: String) -> [Finding] {
        Engine().analyze(text, path: "Test.swift").findings
    }

    // MARK: A form in a method named `Form()`

    static func recipeEditor(notesCase: String) -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct RecipeEditor: View {
                enum Part { case title, servings, notes }
                @FocusState private var part: Part?
                @State private var title = ""
                @State private var servings = ""
                @State private var notes = ""

                var body: some View {
                    ScrollView {
                        Form()
                    }
                    .onSubmit {
                        switch part {
                        case .title: part = .servings
                        case .servings: 1️⃣part = .notes
                        default: part = nil
                        }
                    }
                }

                @ViewBuilder
                func Form() -> some View {
                    VStack {
                        TextField("Title", text: $title)
                            .focused($part, equals: .title)
                            .submitLabel(.next)
                        TextField("Servings", text: $servings)
                            .focused($part, equals: .servings)
                            .submitLabel(.next)
                        TextField("Notes", text: $notes)
                            .focused($part, equals: \(notesCase))
                    }
                }
            }
            """)
    }

    @Test func aFormInTheViewsOwnFormMethodIsWalked() {
        let editor = Self.recipeEditor(notesCase: ".title")
        let found = Self.findings(in: editor.text).filter { $0.rule == "unbound-focus-target" || $0.rule == "duplicate-focus-binding" }
        #expect(found.map(\.rule) == ["unbound-focus-target", "duplicate-focus-binding"], "\(found.map(\.message))")
        #expect(found.first?.range.lowerBound == editor["1️⃣"])
    }

    @Test func theViewsOwnFormMethodRoutedWellGetsNothing() {
        let found = Self.findings(in: Self.recipeEditor(notesCase: ".notes").text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Two screens each with a row method `Email()`: the sign-up's holds a bare field; the sign-in's
    /// shows an input of the app's own and moves on to the password from its own `.onSubmit`. The
    /// sign-in's call reaches its own.
    @Test func anotherScreensMethodOfTheSameNameIsNotTheOneCalled() {
        let signUp = """
            import SwiftUI

            struct JoinScreen: View {
                @State private var email = ""

                var body: some View {
                    Email()
                }

                private func Email() -> some View {
                    TextField("E-mail", text: $email)
                }
            }

            """
        let signIn = """
            import SwiftUI

            struct WelcomeScreen: View {
                enum Field { case password }
                @FocusState private var focus: Field?
                @State private var email = ""
                @State private var password = ""

                var body: some View {
                    VStack {
                        Email()
                        Password()
                        Button("Sign in") {}
                    }
                }

                @ViewBuilder
                private func Email() -> some View {
                    RoundedEntry(text: $email)
                        .keyboardType(.emailAddress)
                        .onSubmit { focus = .password }
                }

                @ViewBuilder
                private func Password() -> some View {
                    SecureField("Password", text: $password)
                        .focused($focus, equals: .password)
                }
            }

            """
        let roundedEntry = """
            import SwiftUI

            struct RoundedEntry: View {
                @Binding var text: String

                var body: some View {
                    TextField("", text: $text)
                        .padding()
                        .overlay(Capsule().stroke())
                }
            }

            """
        var index = WorkspaceIndex()
        index.update(path: "/app/Join/JoinScreen.swift", text: signUp, origin: .disk)
        index.update(path: "/app/Design/RoundedEntry.swift", text: roundedEntry, origin: .disk)
        let path = "/app/Welcome/WelcomeScreen.swift"
        index.update(path: path, text: signIn)
        let engine = Engine()
        let found = engine.findings(in: signIn, path: path, context: index.context(forPath: path, summary: engine.summary(of: signIn, path: path)))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
