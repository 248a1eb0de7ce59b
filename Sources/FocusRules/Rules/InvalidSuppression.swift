import FocusModel

/// A `// formlsp:` suppression comment that names no rule, or whose command formlsp does not know.
package enum InvalidSuppression: Rule {
    package static let description = RuleDescription(
        id: "invalid-suppression", defaultSeverity: .warning,
        summary: "A suppression comment names a rule that does not exist, or is malformed.",
        whatItDoes: """
            Checks the ids in `// formlsp:disable-next-line`, `// formlsp:disable`, `// formlsp:enable` \
            and `// formlsp:disable-file` comments against the known rules, and reports such a \
            comment that names no rule at all, and a `// formlsp:` comment whose command is none of \
            these (SwiftLint's `disable:next`, a typo, a space after the colon), saying which rule or \
            command was probably meant.
            """,
        whyIsThisBad: """
            A misspelt id or command suppresses nothing: the finding it was meant to silence keeps \
            appearing, or, worse, a later rename silently re-enables it.
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
            """
            ↓// formlsp:disable:next missing-focus-transition
            let x = 1
            """,
            """
            ↓// formlsp: disable-next-line missing-focus-transition
            let x = 1
            """,
        ],
        nonTriggering: [
            """
            // formlsp:disable-next-line missing-focus-transition
            let x = 1
            """,
            """
            // formlsp: the fields below are filled in by the scanner
            let x = 1
            """,
        ]
    )

    /// Suppression comments can sit anywhere in the file, outside every declaration.
    package static let readsWholeFile = true

    package static func check(_ context: RuleContext) {
        for unknown in context.suppressions.unknownIDs {
            let message = if unknown.id.isEmpty {
                "This suppression names no rule, so it has no effect; write the rule id after the command"
            } else {
                "`\(unknown.id)` is not a formlsp rule; this suppression has no effect" + (unknown.suggestion.map { " (did you mean `\($0)`?)" } ?? "")
            }
            context.report(self, message, at: unknown.range)
        }
        for unknown in context.suppressions.unknownCommands {
            let message = "`\(unknown.written)` is not a formlsp suppression, so it has no effect"
                + (unknown.suggestion.map { " (did you mean `\($0)`?)" } ?? "; the commands are disable-next-line, disable, enable and disable-file")
            context.report(self, message, at: unknown.range)
        }
    }
}
