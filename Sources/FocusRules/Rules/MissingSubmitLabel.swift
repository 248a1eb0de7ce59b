import FocusModel

/// A field whose Return moves on but whose key still says "return".
package enum MissingSubmitLabel: Rule {
    package static let description = RuleDescription(
        id: "missing-submit-label", defaultSeverity: .info,
        summary: "A field that moves focus on Return keeps the default `return` label.",
        whatItDoes: """
            Finds fields whose Return moves focus to another field of the chain while no \
            `.submitLabel(...)` applies to them (UIKit: no `returnKeyType`), so the key shows the \
            generic "return". A field shown one way or another (a password in plain text or \
            hidden, in two arms of an `if`) is one field: one note, on the hidden input, whose fix \
            labels both; a view of the app's own showing its input so is one field where it is \
            called, bound as its hidden input is, also when the plain one binds no focus. A focus state of numbers (`FocusState<Int?>`, fields bound `equals: 0`, \
            `equals: 1`) routes like one of cases: a handler assigning `1`, a `case 0:`, or the \
            field's number plus one (`(focus ?? -1) + 1`) moves to the field bound to that number, \
            which the note names after what it edits. Handlers run outermost first, so a field's \
            own handler that moves focus on every way decides where focus lands, whatever a \
            handler around the form does (`Section { … }.onSubmit { create() }`); the trailing \
            closure of `TextField(text:prompt:)` is its label, not a handler.
            """,
        whyIsThisBad: """
            "Next" tells the user that Return advances the form; "return" suggests a line break or \
            nothing at all, so users tap the next field instead.
            """,
        fix: "Add `.submitLabel(.next)` to the field (UIKit: `returnKeyType = .next`). Safe.",
        examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            struct ProfileForm: View {
                enum Field { case name, bio }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var bio = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name)↓.focused($focus, equals: .name)
                        TextField("Bio", text: $bio).focused($focus, equals: .bio)
                    }
                    .onSubmit {
                        switch focus {
                        case .name: focus = .bio
                        default: focus = nil
                        }
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            struct ProfileForm: View {
                enum Field { case name, bio }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var bio = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name)
                            .focused($focus, equals: .name)
                            .submitLabel(.next)
                        TextField("Bio", text: $bio).focused($focus, equals: .bio)
                    }
                    .onSubmit {
                        switch focus {
                        case .name: focus = .bio
                        default: focus = nil
                        }
                    }
                }
            }
            """,
            """
            struct Comment: View {
                enum Field { case name, comment }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var comment = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($focus, equals: .name)
                            .onSubmit { if !name.isEmpty { focus = .comment } }
                            .submitLabel(.continue)
                        TextField("Comment", text: $comment).focused($focus, equals: .comment)
                    }
                }
            }
            """,
            """
            struct SignIn: View {
                enum Field { case password, code }
                @FocusState private var focus: Field?
                @State private var password = ""
                @State private var code = ""
                @State private var asksForCode = false

                var body: some View {
                    Form {
                        SecureField("Password", text: $password).focused($focus, equals: .password)
                            .onSubmit { if asksForCode { focus = .code } else { signIn() } }
                        if asksForCode {
                            TextField("Code", text: $code).focused($focus, equals: .code).submitLabel(.done)
                        }
                    }
                }

                func signIn() {}
            }
            """,
            """
            struct SignIn: View {
                enum Field { case email, password }
                @FocusState private var focus: Field?
                @State private var email = ""
                @State private var password = ""

                var body: some View {
                    Form {
                        TextField("Email", text: $email).focused($focus, equals: .email).submitLabel(.next)
                            .onSubmit { focus = .password }
                        SecureField("Password", text: $password).focused($focus, equals: .password)
                            .onSubmit(signIn)
                    }
                }

                func signIn() {
                    Task { if await !session.signIn(email, password) { focus = .password } }
                }
            }
            """,
        ],
        corrections: [
            .init(
                """
                struct ProfileForm: View {
                    enum Field { case name, bio }
                    @FocusState private var focus: Field?

                    var body: some View {
                        Form {
                            TextField("Name", text: $name).focused($focus, equals: .name)
                                .onSubmit { focus = .bio }
                            TextField("Bio", text: $bio).focused($focus, equals: .bio).submitLabel(.done)
                        }
                    }
                }
                """,
                """
                struct ProfileForm: View {
                    enum Field { case name, bio }
                    @FocusState private var focus: Field?

                    var body: some View {
                        Form {
                            TextField("Name", text: $name).focused($focus, equals: .name).submitLabel(.next)
                                .onSubmit { focus = .bio }
                            TextField("Bio", text: $bio).focused($focus, equals: .bio).submitLabel(.done)
                        }
                    }
                }
                """
            ),
        ]
    )

    /// Return moves on only sometimes, to fields that are only sometimes there, and does its work
    /// otherwise (`if asksForCode { focus = .code } else { signIn() }`): the key is labelled for
    /// the form without them.
    private static func movesOnlyToFieldsShownSometimes(_ field: ChainField, _ chain: FocusChain) -> Bool {
        let outcome = field.outcome
        guard outcome.endsWithWork, !outcome.moves.isEmpty, outcome.moves.allSatisfy(\.isConditional) else { return false }
        return outcome.moves.allSatisfy { move in chain.fields.allSatisfy { $0.target != move.target || $0.isConditional } }
    }

    /// Whether the two inputs are one field shown one way or the other (`if reveals { TextField }
    /// else { SecureField }` editing one password, or bound to one focus value in two arms).
    private static func isOneSlot(_ field: ChainField, _ other: ChainField) -> Bool {
        field.isOtherWayOfShowing(other)
            || field.excludes(other) && (field.target == other.target || field.editedText != nil && field.editedText == other.editedText)
    }

    package static func check(_ context: RuleContext) {
        for chain in context.model.chains where !chain.isCodeEntry {
            let unlabelled = chain.checkableFields.filter { field in
                field.label?.range == nil && field.label?.setBy == nil && !movesOnlyToFieldsShownSometimes(field, chain)
            }
            var reported: [ChainField] = []
            for field in unlabelled where !reported.contains(where: { isOneSlot($0, field) }) {
                guard chain.boundFieldMovedTo(from: field) != nil else { continue }
                reported.append(field)
                // One note for a field shown two ways, on the hidden one (a password's usual look);
                // its fix labels every way of showing it.
                let ways = [field] + unlabelled.filter { !$0.isSame(as: field) && isOneSlot(field, $0) && chain.boundFieldMovedTo(from: $0) != nil }
                let noted = ways.first(where: \.isSecure) ?? field
                guard let target = chain.boundFieldMovedTo(from: noted) else { continue }
                let fixes = ways.compactMap { context.fixes(for: chain).labelFix("next", for: $0, in: chain) }
                let fix = fixes.first.map { first in
                    Fix(title: first.title, applicability: first.applicability, edits: fixes.flatMap(\.edits), isPreferred: first.isPreferred)
                }
                let targetName = chain.fields.first { $0.target == target }?.valueOrEditedName ?? target.name
                context.report(
                    self, "Return in `\(noted.valueOrEditedName)` moves focus to `\(targetName)` but the key says return; label it Next",
                    at: noted.range, fixes: fix.map { [$0] } ?? []
                )
            }
        }
    }
}
