import FocusModel

/// `.onSubmit(of: .search)` applied inside the `.searchable` it serves.
package enum SearchSubmitOrder: Rule {
    package static let description = RuleDescription(
        id: "search-submit-order", defaultSeverity: .warning,
        summary: "`.onSubmit(of: .search)` is applied before (inside) its `.searchable`.",
        whatItDoes: """
            Finds `.onSubmit(of: .search)` modifiers applied inside the `.searchable` they are meant \
            for: earlier in the same modifier chain, or on a view within the searchable one.
            """,
        whyIsThisBad: """
            The search field's submit travels outward from `.searchable`; a handler applied inside \
            it never hears it, so pressing Search does nothing.
            """,
        fix: "Move `.onSubmit(of: .search)` after `.searchable`. Unsafe: the handler starts running.",
        examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            struct RecipeSearch: View {
                @State private var query = ""

                var body: some View {
                    NavigationStack {
                        List {}
                            ↓.onSubmit(of: .search) { runSearch() }
                            .searchable(text: $query)
                    }
                }

                func runSearch() {}
            }
            """,
        ],
        nonTriggering: [
            """
            struct RecipeSearch: View {
                @State private var query = ""

                var body: some View {
                    NavigationStack {
                        List {}
                            .searchable(text: $query)
                            .onSubmit(of: .search) { runSearch() }
                    }
                }

                func runSearch() {}
            }
            """,
        ],
        corrections: [
            .init(
                """
                struct RecipeSearch: View {
                    var body: some View {
                        List {}
                            .onSubmit(of: .search) { runSearch() }
                            .searchable(text: $query)
                    }
                }
                """,
                """
                struct RecipeSearch: View {
                    var body: some View {
                        List {}
                            .searchable(text: $query)
                            .onSubmit(of: .search) { runSearch() }
                    }
                }
                """
            ),
        ]
    )

    package static func check(_ context: RuleContext) {
        for misordered in misorderedSearchSubmits(in: context.model) {
            context.report(
                self, "This `.onSubmit(of: .search)` sits inside `.searchable`, so the search field's submit never reaches it",
                at: misordered.handler,
                related: [RelatedLocation(range: misordered.searchable, message: "the `.searchable` it belongs after")],
                fixes: context.swiftUIFixes.searchOrderFix(for: misordered).map { [$0] } ?? []
            )
        }
    }
}

extension SearchSubmitOrder {
    /// An `.onSubmit(of: .search)` applied inside the `.searchable` it is meant for.
    fileprivate struct Misordered {
        /// The `.onSubmit(of: .search)` modifier.
        var handler: Range<Int>
        /// The `.searchable` applied outside it.
        var searchable: Range<Int>
    }

    /// Each search submit of `model` with a `.searchable` outside it and none inside, once (the
    /// first walk that meets it names its `.searchable`).
    private static func misorderedSearchSubmits(in model: FileModel) -> [Misordered] {
        var misordered: [Misordered] = []
        for modifier in model.submitModifiers where modifier.handlesSearch && !modifier.hasSearchableInside {
            guard let searchable = modifier.searchableOutside, !misordered.contains(where: { $0.handler == modifier.range }) else { continue }
            misordered.append(Misordered(handler: modifier.range, searchable: searchable))
        }
        return misordered
    }
}

extension SwiftUIFixBuilder {
    /// Moves the `.onSubmit(of: .search)` after (outside) its `.searchable`.
    fileprivate func searchOrderFix(for submit: SearchSubmitOrder.Misordered) -> Fix? {
        guard let edits = moveModifier(at: submit.handler, to: .outside, of: submit.searchable) else { return nil }
        return Fix(title: "Move `.onSubmit(of: .search)` after `.searchable`", applicability: .unsafe, edits: edits, isPreferred: true)
    }
}
