import Foundation
import FocusRules
import Testing

/// The rules' README is generated from their descriptions; this fails when it is stale.
/// Regenerate with `FORMLSP_REGENERATE_DOCS=1 swift test --filter GeneratedDocumentationTests`.
@Suite struct GeneratedDocumentationTests {
    @Test func rulesReadmeIsUpToDate() throws {
        let path = packageRoot + "/Sources/FocusRules/Rules/README.md"
        let expected = RuleDocumentation.markdown()
        if ProcessInfo.processInfo.environment["FORMLSP_REGENERATE_DOCS"] != nil {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let actual = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "Sources/FocusRules/Rules/README.md is stale: run FORMLSP_REGENERATE_DOCS=1 swift test --filter GeneratedDocumentationTests")
    }

    /// README.md's rules table lists exactly the registry's rules, as `readmeTable()` writes them.
    @Test func readmeRulesTableIsUpToDate() throws {
        let path = packageRoot + "/README.md"
        var readme = try String(contentsOfFile: path, encoding: .utf8)
        var begin = try #require(readme.range(of: "<!-- rules -->\n")), end = try #require(readme.range(of: "<!-- /rules -->"))
        let expected = RuleDocumentation.readmeTable()
        if ProcessInfo.processInfo.environment["FORMLSP_REGENERATE_DOCS"] != nil {
            readme.replaceSubrange(begin.upperBound..<end.lowerBound, with: expected)
            try readme.write(toFile: path, atomically: true, encoding: .utf8)
            begin = try #require(readme.range(of: "<!-- rules -->\n"))
            end = try #require(readme.range(of: "<!-- /rules -->"))
        }
        #expect(String(readme[begin.upperBound..<end.lowerBound]) == expected, "README.md's rules table is stale: run FORMLSP_REGENERATE_DOCS=1 swift test --filter GeneratedDocumentationTests")
    }

    @Test func everyRuleHasAnAnchorMatchingItsDocumentationURL() {
        let page = RuleDocumentation.markdown()
        for rule in RuleRegistry.all {
            let anchor = String(rule.documentationURL.split(separator: "#").last ?? "")
            #expect(page.contains("<a id=\"\(anchor)\"></a>"))
        }
    }
}
