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

    /// The VS Code extension's setting per rule (`formlsp.rules.<id>` in `editors/vscode/package.json`)
    /// is written from the registry too, so that adding a rule touches only its file and the registry.
    @Test func vscodeRuleSettingsAreUpToDate() throws {
        let path = packageRoot + "/editors/vscode/package.json"
        var manifest = try String(contentsOfFile: path, encoding: .utf8)
        let expected = RuleRegistry.all.map(Self.vscodeSetting).joined()
        var rules = try #require(Self.ruleSettings(in: manifest), "package.json has no formlsp.rules.* settings")
        if ProcessInfo.processInfo.environment["FORMLSP_REGENERATE_DOCS"] != nil {
            manifest.replaceSubrange(rules, with: expected)
            try manifest.write(toFile: path, atomically: true, encoding: .utf8)
            rules = try #require(Self.ruleSettings(in: manifest))
        }
        #expect(String(manifest[rules]) == expected, "editors/vscode/package.json's rule settings are stale: run FORMLSP_REGENERATE_DOCS=1 swift test --filter GeneratedDocumentationTests")
    }

    /// The lines of the `formlsp.rules.*` settings, which follow each other in the manifest.
    private static func ruleSettings(in manifest: String) -> Range<String.Index>? {
        let marker = "        \"formlsp.rules."
        guard let first = manifest.range(of: marker), let last = manifest.range(of: marker, options: .backwards),
              let end = manifest.range(of: "\n        },\n", range: last.upperBound..<manifest.endIndex)
        else { return nil }
        return first.lowerBound..<end.upperBound
    }

    private static func vscodeSetting(_ rule: RuleDescription) -> String {
        let description = "`\(rule.id)` (\(rule.defaultSeverity.rawValue) by default): \(rule.summary) `default` leaves it to `.formlsp.json`."
        let escaped = description.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return """
                    "formlsp.rules.\(rule.id)": {
                      "type": "string",
                      "enum": [
                        "default",
                        "off",
                        "info",
                        "warning",
                        "error"
                      ],
                      "default": "default",
                      "markdownDescription": "\(escaped)",
                      "scope": "resource"
                    },

            """
    }

    /// A `\` line continuation forgotten in a rule's docs leaves a run of spaces mid-sentence, which
    /// `formlsp explain`, the README and SARIF's `help` would all show.
    @Test(arguments: RuleRegistry.all.map(\.id)) func proseHasNoRunsOfSpaces(_ id: RuleID) throws {
        let rule = try #require(RuleRegistry.all.first { $0.id == id })
        var inCode = false
        for line in ([rule.summary] + rule.documentation.split(separator: "\n").map(String.init)) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode else { continue }
            #expect(!line.drop(while: { $0 == " " }).contains("  "), "a run of spaces in \(id)'s docs: \(line)")
        }
    }

    @Test func everyRuleHasAnAnchorMatchingItsDocumentationURL() {
        let page = RuleDocumentation.markdown()
        for rule in RuleRegistry.all {
            let anchor = String(rule.documentationURL.split(separator: "#").last ?? "")
            #expect(page.contains("<a id=\"\(anchor)\"></a>"))
        }
    }
}
