import FocusModel

/// A `// formlsp:` suppression comment that names no rule.
package enum InvalidSuppression: Rule {
    package static let description = RuleDescription(
        id: "invalid-suppression", defaultSeverity: .warning,
        summary: "A suppression comment names a rule that does not exist.",
        whatItDoes: """
            Checks the ids in `// formlsp:disable-next-line`, `// formlsp:disable`, `// formlsp:enable` \
            and `// formlsp:disable-file` comments against the known rules, and reports such a \
            comment that names no rule at all.
            """,
        whyIsThisBad: """
            A misspelt id suppresses nothing: the finding it was meant to silence keeps appearing, \
            or, worse, a later rename silently re-enables it.
            """,
        fix: nil, examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            ↓// formlsp:disable-next-line missing-focus-transtion
            let x = 1
            """,
            """
            ↓// formlsp:disable
            let x = 1
            """,
        ],
        nonTriggering: [
            """
            // formlsp:disable-next-line missing-focus-transition
            let x = 1
            """,
        ]
    )

    /// Suppression comments can sit anywhere in the file, outside every declaration.
    package static let readsWholeFile = true

    package static func check(_ context: RuleContext) {
        for unknown in context.suppressions.unknownIDs {
            let message = unknown.id.isEmpty
                ? "This suppression names no rule, so it has no effect; write the rule id after the command"
                : "`\(unknown.id)` is not a formlsp rule; this suppression has no effect"
            context.report(self, message, at: unknown.range)
        }
    }
}
