import FocusModel

/// Two fields of one chain bound to the same value.
package enum DuplicateFocusBinding: Rule {
    package static let description = RuleDescription(
        id: "duplicate-focus-binding", defaultSeverity: .warning,
        summary: "Two fields in one chain are bound to the same focus value.",
        whatItDoes: """
            Finds a field bound with `.focused($focus, equals: .value)` to a value an earlier field of \
            the same chain already uses. Fields in different arms of one `if`/`switch` (a secure field \
            and its revealed twin), or in two `if`s whose conditions contradict (`if kind != .cash` \
            then `if kind == .cash`, `if usesCode` then `if !usesCode`, `if kind == .bank` then \
            `if kind == .card`, `if #available(iOS 16, *)` then `if #unavailable(iOS 16)`; past an \
            `else`, what the conditions before it rule out: a growing `TextField` on iOS 16 and its \
            `TextEditor` fallback), never coexist and are not reported, nor are a secure and a plain \
            field editing the same text, both kept on screen and swapped by `.opacity` or `.hidden` \
            so the keyboard stays up: that is one field shown two ways. `ForEach` rows are skipped. \
            One `Bool` focus state shared by several fields is reported only when something sets it \
            to `true`: a flag that only tells whether any of them is being edited, or dismisses the \
            keyboard, asks nothing ambiguous.
            """,
        whyIsThisBad: """
            Focusing that value picks one of the fields arbitrarily, and routing to the second field \
            is impossible: usually a copy-paste slip.
            """,
        fix: nil, examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            struct SignUpForm: View {
                enum Field { case email, password, confirmation }
                @FocusState private var focus: Field?
                @State private var email = ""
                @State private var password = ""
                @State private var confirmation = ""

                var body: some View {
                    Form {
                        TextField("Email", text: $email).focused($focus, equals: .email)
                        SecureField("Password", text: $password).focused($focus, equals: .password)
                        SecureField("Confirm", text: $confirmation)↓.focused($focus, equals: .password)
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            struct TipCalculator: View {
                @FocusState private var editingAmount: Bool
                @State private var bill = ""
                @State private var tip = ""

                var body: some View {
                    VStack {
                        TextField("Bill", text: $bill).focused($editingAmount)
                        TextField("Tip", text: $tip).focused($editingAmount)
                        if editingAmount {
                            Button("Hide keyboard") { editingAmount = false }
                        }
                    }
                }
            }
            """,
            """
            struct PasswordField: View {
                enum Field { case email, password }
                @FocusState private var focus: Field?
                @State private var email = ""
                @State private var password = ""
                @State private var isRevealed = false

                var body: some View {
                    Form {
                        TextField("Email", text: $email).focused($focus, equals: .email)
                        if isRevealed {
                            TextField("Password", text: $password).focused($focus, equals: .password)
                        } else {
                            SecureField("Password", text: $password).focused($focus, equals: .password)
                        }
                    }
                }
            }
            """,
            """
            struct Answers: View {
                enum Field: Hashable { case answer(Int) }
                @FocusState private var focus: Field?
                @State private var answers = ["", ""]

                var body: some View {
                    ForEach(answers.indices, id: \\.self) { index in
                        TextField("Answer", text: $answers[index]).focused($focus, equals: .answer(index))
                    }
                }
            }
            """,
        ]
    )

    package static func check(_ context: RuleContext) {
        for chain in context.model.chains {
            let fields = chain.fields.filter { !$0.isDynamicGroup }
            for (index, field) in fields.enumerated() {
                guard let first = fields[..<index].first(where: { $0.target == field.target && !$0.excludes(field) && !$0.isOtherWayOfShowing(field) }),
                      chain.stateKind == .value || chain.assignments.contains(where: { $0.target == field.target })
                else { continue }
                context.report(
                    self, "`\(field.target)` is already bound to another field of `\(chain.name)`; focusing it cannot reach this one",
                    at: field.range,
                    related: [RelatedLocation(range: first.range, message: "first bound here")]
                )
            }
        }
    }
}
