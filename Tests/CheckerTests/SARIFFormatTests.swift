@testable import Checker
import FocusModel
import FormlspEngine
import JSON
import SourceText
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

    @Test func rulesCarryTheirDocumentationAsHelp() throws {
        let rules = try #require(try run()["tool"]?["driver"]?["rules"]?.arrayValue)
        #expect(rules[1]["help"] == ["text": "## What it does\n\nFlags loud words.", "markdown": "## What it does\n\nFlags loud words."])
    }

    @Test func fingerprintsNameWhatAFindingIsAboutNotItsLine() throws {
        func fingerprints(_ report: CheckReport) throws -> [JSON?] {
            let document = try JSON.parse(SARIFFormat(workingDirectory: "/work").render(report))
            return try #require(document["runs"]?[0]?["results"]?.arrayValue).map { $0["partialFingerprints"]?[SARIFFormat.fingerprintName] }
        }
        let text = "let a = focusedLOUD\nlet b = focusedLOUD\n"
        let findings = try WordAnalyzer().analyze(text, path: "A.swift", settings: FileSettings(), context: ProjectContext(path: "A.swift")).findings
        let report = CheckReport(files: [CheckedFile(path: "A.swift", lines: LineTable(text), findings: findings)], rules: WordAnalyzer().rules, toolVersion: "1")
        let moved = "\n\n" + text
        let movedFindings = try WordAnalyzer().analyze(moved, path: "A.swift", settings: FileSettings(), context: ProjectContext(path: "A.swift")).findings
        let movedReport = CheckReport(files: [CheckedFile(path: "A.swift", lines: LineTable(moved), findings: movedFindings)], rules: WordAnalyzer().rules, toolVersion: "1")
        let first = try fingerprints(report)
        #expect(first.count == 2)
        #expect(first[0] != first[1], "two findings about one field are told apart by their order")
        #expect(try fingerprints(movedReport) == first)
        #expect(first[0]?.stringValue?.count == 16)
    }

    @Test func onlySafeFixesAreOffered() throws {
        let text = "let a = focusedBreak\n"
        let findings = try WordAnalyzer().analyze(text, path: "A.swift", settings: FileSettings(), context: ProjectContext(path: "A.swift")).findings
        #expect(findings.first?.fixes.isEmpty == false)
        let report = CheckReport(files: [CheckedFile(path: "A.swift", lines: LineTable(text), findings: findings)], rules: WordAnalyzer().rules, toolVersion: "1")
        let result = try JSON.parse(SARIFFormat(workingDirectory: "/work").render(report))["runs"]?[0]?["results"]?[0]
        #expect(result?["ruleId"] == "breaking-word")
        #expect(result?["fixes"] == nil, "an unsafe fix changes behaviour")
    }

    @Test func problemsAreToolNotifications() throws {
        let invocation = try #require(try run()["invocations"]?[0])
        #expect(invocation["executionSuccessful"] == false)
        #expect(invocation["toolExecutionNotifications"]?[0]?["message"] == ["text": "not a text file (it contains NUL bytes)"])
    }
}
