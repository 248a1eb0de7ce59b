@testable import Checker
import JSON
import Testing

@Suite struct SARIFFormatTests {
    func run() throws -> JSON {
        let document = try JSON.parse(SARIFFormat(workingDirectory: "/work/my app").render(FormatFixture.report))
        #expect(document["version"] == "2.1.0")
        return try #require(document["runs"]?[0])
    }

    @Test func listsEveryRuleWithItsMetadata() throws {
        let rules = try #require(try run()["tool"]?["driver"]?["rules"]?.arrayValue)
        #expect(rules.map { $0["id"] } == ["breaking-word", "loud-word", "quiet-word"])
        #expect(rules[1]["shortDescription"] == ["text": "A loud word."])
        #expect(rules[1]["fullDescription"]?["text"] == "## What it does\n\nFlags loud words.")
        #expect(rules[1]["helpUri"] == .string(WordAnalyzer.loud.documentationURL))
        #expect(rules[1]["defaultConfiguration"] == ["level": "warning"])
        #expect(rules[2]["defaultConfiguration"] == ["level": "note"])
    }

    @Test func resultsPointIntoTheRulesWithUTF16Columns() throws {
        let run = try run()
        #expect(run["columnKind"] == "utf16CodeUnits")
        #expect(run["originalUriBaseIds"] == ["%SRCROOT%": ["uri": "file:///work/my%20app/"]])
        let results = try #require(run["results"]?.arrayValue)
        #expect(results.map { $0["ruleIndex"] } == [1, 2])
        #expect(results.map { $0["level"] } == ["warning", "note"])
        let note = results[1]
        #expect(note["locations"]?[0]?["physicalLocation"] == [
            "artifactLocation": ["uri": "Sources/My%20Form.swift", "uriBaseId": "%SRCROOT%"],
            "region": ["startLine": 4, "startColumn": 45, "endLine": 4, "endColumn": 63],
        ])
        let warning = results[0]
        #expect(warning["relatedLocations"]?[0]?["message"] == ["text": "the label"])
        #expect(warning["relatedLocations"]?[0]?["physicalLocation"]?["region"]?["startColumn"] == 45)
        let replacement = try #require(warning["fixes"]?[0]?["artifactChanges"]?[0]?["replacements"]?[0])
        #expect(replacement == [
            "deletedRegion": ["startLine": 4, "startColumn": 45, "endLine": 4, "endColumn": 63],
            "insertedContent": ["text": "submitLabel(.done)"],
        ])
    }

    @Test func problemsAreToolNotifications() throws {
        let invocation = try #require(try run()["invocations"]?[0])
        #expect(invocation["executionSuccessful"] == false)
        #expect(invocation["toolExecutionNotifications"]?[0]?["message"] == ["text": "not a text file (it contains NUL bytes)"])
    }
}
