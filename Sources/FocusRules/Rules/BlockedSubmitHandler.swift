import FocusModel

/// An `.onSubmit` that a barrier hides from every field it wraps.
package enum BlockedSubmitHandler: Rule {
    package static let description = RuleDescription(
        id: "blocked-submit-handler", defaultSeverity: .warning,
        summary: "An `.onSubmit` for text can never run: a barrier stops every field it covers.",
        whatItDoes: """
            Finds `.onSubmit` handlers for text that sit outside a `.submitScope()`, or outside an \
            `.onSubmit(of:)` whose triggers exclude `.text`, for every text field they cover. \
            Modifier order decides: in `A.m1().m2()`, `m2` is outside `m1`. A scope whose blocking \
            is computed (`.submitScope(token.isEmpty)`, to refuse an empty submit) lets the handler \
            run the rest of the time and is not reported.
            """,
        whyIsThisBad: """
            The handler looks like it routes Return, but SwiftUI never delivers the fields' submits \
            to it: Return does nothing, and the code misleads its readers.
            """,
        fix: "Move the handler inside the barrier, next to the fields. Unsafe: the handler starts running.",
        examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            struct NoteEditor: View {
                enum Field { case title }
                @FocusState private var focus: Field?
                @State private var title = ""

                var body: some View {
                    TextField("Title", text: $title)
                        .focused($focus, equals: .title)
                        .submitScope()
                        ↓.onSubmit { save() }
                }

                func save() {}
            }
            """,
            """
            struct PinnedSignUp: View {
                enum Field { case name, email }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var email = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($focus, equals: .name)
                        TextField("Email", text: $email).focused($focus, equals: .email)
                    }
                    .submitScope()
                    ↓.onSubmit {
                        switch focus {
                        case .name: focus = .email
                        default: focus = nil
                        }
                    }
                }
            }
            """,
            """
            struct CatalogFilter: View {
                enum Field { case title, author }
                @FocusState private var focus: Field?
                @State private var title = ""
                @State private var author = ""

                var body: some View {
                    VStack {
                        TextField("Title", text: $title).focused($focus, equals: .title)
                        TextField("Author", text: $author).focused($focus, equals: .author)
                    }
                    .onSubmit(of: .search) { runSearch() }
                    ↓.onSubmit { focus = focus == .title ? .author : nil }
                }

                func runSearch() {}
            }
            """,
        ],
        nonTriggering: [
            """
            struct TokenSignIn: View {
                @State private var token = ""

                var body: some View {
                    SecureField("Token", text: $token)
                        .submitLabel(.go)
                        .submitScope(token.isEmpty)
                        .onSubmit { signIn() }
                }

                func signIn() {}
            }
            """,
            """
            struct NoteEditor: View {
                enum Field { case title }
                @FocusState private var focus: Field?
                @State private var title = ""

                var body: some View {
                    TextField("Title", text: $title)
                        .focused($focus, equals: .title)
                        .onSubmit { save() }
                        .submitScope()
                }

                func save() {}
            }
            """,
            """
            struct Composer: View {
                enum Field { case subject }
                @FocusState private var focus: Field?
                @State private var subject = ""

                var body: some View {
                    VStack {
                        TextField("Subject", text: $subject).focused($focus, equals: .subject)
                        UnknownEditor()
                            .submitScope()
                    }
                    .onSubmit { send() }
                }

                func send() {}
            }
            """,
        ],
        corrections: [
            .init(
                """
                struct NoteEditor: View {
                    @FocusState private var focus: Field?

                    var body: some View {
                        TextField("Title", text: $title)
                            .focused($focus, equals: .title)
                            .submitScope()
                            .onSubmit { save() }
                    }
                }
                """,
                """
                struct NoteEditor: View {
                    @FocusState private var focus: Field?

                    var body: some View {
                        TextField("Title", text: $title)
                            .focused($focus, equals: .title)
                            .onSubmit { save() }
                            .submitScope()
                    }
                }
                """
            ),
        ]
    )

    package static func check(_ context: RuleContext) {
        for blocked in blockedHandlers(in: context.model) {
            context.report(
                self, "This `.onSubmit` never runs: a barrier inside it stops the submits of every field it covers",
                at: blocked.handler,
                related: [RelatedLocation(range: blocked.barrier, message: "text submits stop here")],
                fixes: context.swiftUIFixes.unblockFix(for: blocked).map { [$0] } ?? []
            )
        }
    }
}

extension BlockedSubmitHandler {
    /// An `.onSubmit` for text that a barrier keeps from every input it covers.
    struct Blocked {
        /// The `.onSubmit` modifier.
        var handler: Range<Int>
        /// The `.submitScope()` or `.onSubmit(of:)` that stops the inputs' submits.
        var barrier: Range<Int>
    }

    /// The handlers of `model` whose inputs a barrier keeps from them. A child view's handler,
    /// walked from several parents, is one handler: blocked only if no walk reaches it.
    static func blockedHandlers(in model: FileModel) -> [Blocked] {
        var reached: Set<Range<Int>> = []
        var blocked: [Range<Int>: Range<Int>] = [:]
        for modifier in model.submitModifiers {
            if modifier.coveredInputs.contains(where: { $0.barrier == nil }) {
                reached.insert(modifier.range)
            } else if let barrier = modifier.coveredInputs.first?.barrier {
                blocked[modifier.range] = blocked[modifier.range] ?? barrier
            }
        }
        return blocked.filter { !reached.contains($0.key) }
            .map { Blocked(handler: $0.key, barrier: $0.value) }
            .sorted { $0.handler.lowerBound < $1.handler.lowerBound }
    }
}

extension SwiftUIFixBuilder {
    /// Moves the blocked `.onSubmit` inside its barrier, where its fields' submits reach it.
    fileprivate func unblockFix(for handler: BlockedSubmitHandler.Blocked) -> Fix? {
        guard let edits = moveModifier(at: handler.handler, to: .inside, of: handler.barrier) else { return nil }
        return Fix(title: "Move `.onSubmit` inside the barrier", applicability: .unsafe, edits: edits, isPreferred: true)
    }
}
