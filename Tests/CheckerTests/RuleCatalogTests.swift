import Checker
import JSON
import Testing

@Suite struct RuleCatalogTests {
    let catalog = RuleCatalog(rules: WordAnalyzer().rules)

    @Test func tableListsIdSeverityFixAndSummary() {
        #expect(
            catalog.table() == """
                RULE           DEFAULT  FIX  SUMMARY
                breaking-word  error    yes  A word whose fix breaks the file.
                loud-word      warning  yes  A loud word.
                quiet-word     info          A quiet word.

                """)
    }

    @Test func jsonListsTheSame() throws {
        let list = try JSON.parse(catalog.json())
        #expect(list[1] == [
            "id": "loud-word", "defaultSeverity": "warning", "fixable": true, "summary": "A loud word.",
            "documentationURL": .string(WordAnalyzer.loud.documentationURL),
        ])
    }

    @Test func explainPrintsTheRuleDocumentation() {
        #expect(catalog.explanation(of: "loud-word") == "# loud-word\n\nA loud word. Default severity: warning. Has a fix.\n\n## What it does\n\nFlags loud words.\n")
        #expect(catalog.explanation(of: "quiet-word") == "# quiet-word\n\nA quiet word. Default severity: info.\n\n## What it does\n\nFlags quiet words.\n")
        #expect(catalog.explanation(of: "nope") == nil)
    }
}
