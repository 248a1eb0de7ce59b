import FocusModel

/// Three or more `Bool` focus states standing in for one enum.
package enum BoolFocusStates: Rule {
    package static let description = RuleDescription(
        id: "bool-focus-states", defaultSeverity: .info,
        summary: "Three or more `Bool` focus states in one view drive one chain.",
        whatItDoes: """
            Finds views that keep one `@FocusState ... Bool` per field, three or more of them, to \
            route Return through a form.
            """,
        whyIsThisBad: """
            Each Bool can be true at once in code, routing needs one assignment per state, and the \
            order of the chain is spread over many names. One optional enum state states the chain \
            in one place and lets `switch` check it.
            """,
        fix: """
            Refactor: convert the Bool states to one `enum` focus state (`@FocusState private var \
            focusedField: Field?`), rewriting `.focused` modifiers and assignments. Unsafe.
            """,
        examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            struct ContactForm: View {
                ↓@FocusState private var isNameFocused: Bool
                @FocusState private var isEmailFocused: Bool
                @FocusState private var isPhoneFocused: Bool
                @State private var name = ""
                @State private var email = ""
                @State private var phone = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($isNameFocused)
                            .onSubmit { isEmailFocused = true }
                        TextField("Email", text: $email).focused($isEmailFocused)
                            .onSubmit { isPhoneFocused = true }
                        TextField("Phone", text: $phone).focused($isPhoneFocused)
                            .onSubmit { isPhoneFocused = false }
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            struct SearchBar: View {
                @FocusState private var isSearching: Bool
                @State private var query = ""

                var body: some View {
                    TextField("Search", text: $query).focused($isSearching)
                }
            }
            """,
        ],
        corrections: [
            .init(
                """
                struct ContactForm: View {
                    @FocusState private var isNameFocused: Bool
                    @FocusState private var isEmailFocused: Bool
                    @FocusState private var isPhoneFocused: Bool

                    var body: some View {
                        Form {
                            TextField("Name", text: $name).focused($isNameFocused)
                                .onSubmit { isEmailFocused = true }
                            TextField("Email", text: $email).focused($isEmailFocused)
                                .onSubmit { isPhoneFocused = true }
                            TextField("Phone", text: $phone).focused($isPhoneFocused)
                                .onSubmit { isPhoneFocused = false }
                        }
                    }
                }
                """,
                """
                struct ContactForm: View {
                    enum Field: Hashable {
                        case name, email, phone
                    }
                    @FocusState private var focusedField: Field?

                    var body: some View {
                        Form {
                            TextField("Name", text: $name).focused($focusedField, equals: .name)
                                .onSubmit { focusedField = .email }
                            TextField("Email", text: $email).focused($focusedField, equals: .email)
                                .onSubmit { focusedField = .phone }
                            TextField("Phone", text: $phone).focused($focusedField, equals: .phone)
                                .onSubmit { focusedField = nil }
                        }
                    }
                }
                """
            ),
        ]
    )

    package static func check(_ context: RuleContext) {
        for chain in context.model.chains where chain.stateKind == .bool && chain.stateDeclarations.count >= 3 && chain.fields.count >= 2 {
            guard let first = chain.stateDeclarations.first else { continue }
            let fixes = context.fixes(for: chain).refactorings(for: chain)
                .filter { $0.kind == .convertBoolFocusStates }.map(\.fix)
            context.report(
                self, "`\(chain.owner)` routes focus through \(chain.stateDeclarations.count) Bool focus states; one enum focus state would state the chain in one place",
                at: first, fixes: fixes
            )
        }
    }
}
