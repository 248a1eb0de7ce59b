import FocusModel

/// A Return key whose label promises something other than what Return does.
package enum SubmitLabelMismatch: Rule {
    package static let description = RuleDescription(
        id: "submit-label-mismatch", defaultSeverity: .warning,
        summary: "The Return key's label disagrees with what Return does.",
        whatItDoes: """
            Compares each field's submit label (the nearest `.submitLabel(...)` on the field or an \
            ancestor; UIKit: `returnKeyType`) with its outcome: `.next` on a field whose Return ends \
            editing or does nothing, or `.done` on a field whose Return always moves to another field. \
            `.go`, `.send`, `.join`, `.search`, `.route` and `.continue` name an action rather than the \
            end of the form (a Go key that moves on to the password is a common, harmless choice), so \
            they never fire on their own; labels computed at run time are skipped. A `.next` field in the middle of a chain whose \
            Return does nothing is `missing-focus-transition`'s finding: the label is right, the routing is missing. \
            The one field of a step whose Return does work as it ends editing (advances a sign-in \
            flow to its next step) keeps the promise of `.next` and is not reported. In UIKit a \
            controller's only text field labelled Next whose Return nothing answers (no delegate \
            method, no Did End On Exit action) is reported too; one whose handler submits is not. \
            A label the field's own class gives itself (`returnKeyType` set in its `awakeFromNib()` or \
            initializers) counts for every field of that class, unless the controller sets another. \
            A field a table's `cellForRowAt` takes from a row's cell into a property of the class \
            (`cityField = cell.entryField`) is labelled by what that method sets through the cell: in \
            the row's case (`cell.entryField.returnKeyType = .next`), or before the row cases for \
            every such property; the cell is a local bound once in the method. \
            Boxes of a code that move on by themselves as their character is typed are not judged.
            """,
        whyIsThisBad: """
            The label is a promise. "Next" that dismisses the keyboard, or "Done" that jumps to \
            another field, teaches users to distrust the key and to tap fields by hand.
            """,
        fix: "Set the label the chain implies: `.next` where Return moves on, `.done` where it ends. Safe.",
        examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            struct LoginView: View {
                enum Field { case email, password }
                @FocusState private var focus: Field?
                @State private var email = ""
                @State private var password = ""

                var body: some View {
                    VStack {
                        TextField("Email", text: $email)
                            .focused($focus, equals: .email)
                            ↓.submitLabel(.done)
                        SecureField("Password", text: $password)
                            .focused($focus, equals: .password)
                            ↓.submitLabel(.next)
                    }
                    .onSubmit {
                        if focus == .email {
                            focus = .password
                        } else {
                            logIn()
                        }
                    }
                }

                func logIn() {}
            }
            """,
            """
            struct SignMessageForm: View {
                @FocusState private var editing: Bool
                @State private var keyPath = ""
                @State private var message = ""

                var body: some View {
                    VStack {
                        TextField("Key path", text: $keyPath)
                            .focused($editing)
                            ↓.submitLabel(.next)
                        TextEditor(text: $message)
                            .focused($editing)
                        Button("Sign") { editing = false }
                    }
                }
            }
            """,
            """
            struct AliasForm: View {
                enum Field { case title, prefix, note }
                @FocusState private var focus: Field?
                @State private var showsPrefix = false
                @State private var title = ""
                @State private var prefix = ""
                @State private var note = ""

                var body: some View {
                    Form {
                        TextField("Title", text: $title)
                            .focused($focus, equals: .title)
                            ↓.submitLabel(.done)
                            .onSubmit {
                                if showsPrefix {
                                    focus = .prefix
                                } else {
                                    focus = .note
                                }
                            }
                        if showsPrefix {
                            TextField("Prefix", text: $prefix).focused($focus, equals: .prefix).submitLabel(.next)
                                .onSubmit { focus = .note }
                        }
                        TextField("Note", text: $note).focused($focus, equals: .note).submitLabel(.done)
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            struct AliasForm: View {
                enum Field { case title, prefix, note }
                @FocusState private var focus: Field?
                @State private var showsPrefix = false
                @State private var title = ""
                @State private var prefix = ""
                @State private var note = ""

                var body: some View {
                    Form {
                        TextField("Title", text: $title)
                            .focused($focus, equals: .title)
                            .submitLabel(.done)
                            .onSubmit {
                                if showsPrefix {
                                    focus = .prefix
                                }
                            }
                        if showsPrefix {
                            TextField("Prefix", text: $prefix).focused($focus, equals: .prefix).submitLabel(.next)
                                .onSubmit { focus = .note }
                        }
                        TextField("Note", text: $note).focused($focus, equals: .note).submitLabel(.done)
                    }
                }
            }
            """,
            """
            struct ServerStep: View {
                @Binding var step: SignInStep
                @FocusState private var editing: Bool
                @State private var address = ""

                var body: some View {
                    TextField("Server address", text: $address)
                        .focused($editing)
                        .submitLabel(.next)
                        .onSubmit {
                            editing = false
                            step = .credentials
                        }
                }
            }
            """,
            """
            struct LoginView: View {
                enum Field { case email, password }
                @FocusState private var focus: Field?
                @State private var email = ""
                @State private var password = ""

                var body: some View {
                    VStack {
                        TextField("Email", text: $email)
                            .focused($focus, equals: .email)
                            .submitLabel(.next)
                        SecureField("Password", text: $password)
                            .focused($focus, equals: .password)
                            .submitLabel(.go)
                    }
                    .onSubmit {
                        if focus == .email {
                            focus = .password
                        } else {
                            logIn()
                        }
                    }
                }

                func logIn() {}
            }
            """,
            """
            struct ContinueForm: View {
                enum Field { case code }
                @FocusState private var focus: Field?
                @State private var code = ""

                var body: some View {
                    TextField("Code", text: $code)
                        .focused($focus, equals: .code)
                        .submitLabel(.continue)
                        .onSubmit { verify() }
                }

                func verify() {}
            }
            """,
            """
            struct Search: View {
                enum Field { case query }
                @FocusState private var focus: Field?
                @State private var query = ""
                @State private var isLast = false

                var body: some View {
                    TextField("Query", text: $query)
                        .focused($focus, equals: .query)
                        .submitLabel(isLast ? .done : .next)
                        .onSubmit { run() }
                }

                func run() {}
            }
            """,
        ],
        corrections: [
            .init(
                """
                struct LoginView: View {
                    enum Field { case email, password }
                    @FocusState private var focus: Field?

                    var body: some View {
                        VStack {
                            TextField("Email", text: $email)
                                .focused($focus, equals: .email)
                                .submitLabel(.done)
                                .onSubmit { focus = .password }
                            SecureField("Password", text: $password)
                                .focused($focus, equals: .password)
                                .submitLabel(.next)
                                .onSubmit { logIn() }
                        }
                    }

                    func logIn() {}
                }
                """,
                """
                struct LoginView: View {
                    enum Field { case email, password }
                    @FocusState private var focus: Field?

                    var body: some View {
                        VStack {
                            TextField("Email", text: $email)
                                .focused($focus, equals: .email)
                                .submitLabel(.next)
                                .onSubmit { focus = .password }
                            SecureField("Password", text: $password)
                                .focused($focus, equals: .password)
                                .submitLabel(.done)
                                .onSubmit { logIn() }
                        }
                    }

                    func logIn() {}
                }
                """
            ),
        ]
    )

    package static func check(_ context: RuleContext) {
        for chain in context.model.chains where !chain.isCodeEntry {
            for field in chain.checkableFields where !field.outcome.isUnknown {
                guard let label = field.label, let value = label.value else { continue }
                let said: String
                if value == "next", field.outcome.definitelyEnds, !(field.outcome.endsWithWork && chain.fields.count == 1) {
                    said = "Return ends editing"
                } else if value == "next", field.outcome.isNothing, chain.routableNextField(after: field) == nil {
                    said = "Return moves focus nowhere"
                } else if value == "done", let target = chain.definiteBoundMove(of: field) {
                    said = "Return moves focus to `\(target)`"
                } else if value == "done", let targets = chain.boundTargetsAlwaysMovedTo(from: field) {
                    said = "Return always moves focus on, to " + targets.map { "`\($0)`" }.joined(separator: " or ")
                } else {
                    continue
                }
                let implied = chain.impliedLabel(for: field)
                // A label set inside a component wins over any the caller adds: nothing to fix here.
                // Nor where nothing handles Return (UIKit): another label would not make it work;
                // nor on a member standing for every row, whose last row alone should end.
                let unhandled = chain.framework == .uiKit && field.outcome.handlers.isEmpty
                let fix = implied == value || label.setBy != nil || unhandled || field.standsForEveryRow ? nil : context.fixes(for: chain).labelFix(implied, for: field, in: chain)
                let shows = label.setBy.map { "shows `.\(value)` (set inside `\($0)`)" }
                    ?? (field.standsForEveryRow ? "shows `.\(value)` in every row" : "shows `.\(value)`")
                context.report(
                    self, "`\(field.target)` \(shows) but \(said)",
                    at: label.range ?? field.range,
                    related: field.outcome.relatedHandlers("the handler that decides what Return does"),
                    fixes: fix.map { [$0] } ?? []
                )
            }
        }
    }
}
