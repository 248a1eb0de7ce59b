@testable import Checker
import JSON
import Testing

@Suite struct JSONFormatTests {
    @Test func describesFindingsWithBothColumnKindsAndOffsets() throws {
        let output = JSONFormat().render(FormatFixture.report)
        let document = try JSON.parse(output)
        #expect(document["version"] == 1)
        #expect(document["tool"] == ["name": "formlsp", "version": "9.9.9"])
        #expect(document["summary"] == ["filesChecked": 3, "findings": 2, "errors": 0, "warnings": 1, "infos": 1])
        #expect(document["errors"] == [["path": "Sources/Binary.swift", "message": "not a text file (it contains NUL bytes)"]])
        let findings = try #require(document["files"]?[0]?["findings"]?.arrayValue)
        #expect(document["files"]?[0]?["path"] == "Sources/My Form.swift")
        #expect(findings.map { $0["rule"] } == ["loud-word", "quiet-word"])
        let note = findings[1]
        #expect(note["message"] == .string(FormatFixture.trickyMessage))
        let source = FormatFixture.source
        #expect(note["range"] == [
            "start": ["line": 4, "column": 48, "utf16Column": 45, "offset": .integer(Int64(source["3️⃣"]))],
            "end": ["line": 4, "column": 66, "utf16Column": 63, "offset": .integer(Int64(source["4️⃣"]))],
        ])
        let warning = findings[0]
        #expect(warning["related"]?[0]?["message"] == "the label")
        #expect(warning["fixes"]?[0]?["applicability"] == "safe")
        #expect(warning["fixes"]?[0]?["edits"]?[0]?["replacement"] == "submitLabel(.done)")
    }

    @Test func theSameReportGivesTheSameBytes() {
        #expect(JSONFormat().render(FormatFixture.report) == JSONFormat().render(FormatFixture.report))
        #expect(JSONFormat().render(FormatFixture.report).hasSuffix("}\n"))
    }
}
