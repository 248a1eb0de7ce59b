@testable import Checker
import FocusRules
import Testing

@Suite struct TextFormatTests {
    @Test func printsCompilerStyleLinesWithByteColumns() {
        let output = TextFormat(color: false, summary: false).render(FormatFixture.report)
        #expect(
            output == """
                Sources/My Form.swift:3:39: warning: focusedLOUD found [*] [loud-word]
                Sources/My Form.swift:4:48: note: Say "hi" <b> & 100%, then: stop next [quiet-word]

                """)
    }

    @Test func onATerminalAddsColorAndASummary() {
        let output = TextFormat(color: true, summary: true).render(FormatFixture.report)
        let lines = output.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[0] == "\u{1B}[1mSources/My Form.swift:3:39:\u{1B}[0m \u{1B}[1;33mwarning:\u{1B}[0m focusedLOUD found [*] \u{1B}[2m[loud-word]\u{1B}[0m")
        #expect(lines[2] == "\u{1B}[1mFound 2 problems (1 warning, 1 note) in 1 file (3 checked); 1 could not be checked.\u{1B}[0m")
        #expect(lines[3] == "[*] 1 fixable with --fix.")
    }

    @Test func aCleanRunSummarisesAsSuch() {
        #expect(TextFormat(color: false, summary: true).render(FormatFixture.cleanReport) == "No problems in 2 files.\n")
        #expect(TextFormat(color: false, summary: false).render(FormatFixture.cleanReport) == "")
    }

    @Test func statisticsCountPerRuleMostFrequentFirst() {
        #expect(Statistics().render(FormatFixture.report) == "1  loud-word  [*]\n1  quiet-word\n")
        #expect(Statistics().render(FormatFixture.cleanReport) == "")
    }

    /// `[*]` marks what `--fix` fixes: a finding whose first fix is safe, or unsafe with `--unsafe-fixes`.
    @Test func onlyWhatFixFixesIsMarkedAndCounted() {
        var report = FormatFixture.report
        report.files[0].findings = report.files[0].findings.map { finding in
            var unsafe = finding
            unsafe.fixes = finding.fixes.map { Fix(title: $0.title, applicability: .unsafe, edits: $0.edits) }
            return unsafe
        }
        let plain = TextFormat(color: false, summary: true)
        #expect(!plain.render(report).contains("[*]"))
        #expect(plain.summaryLines(report).hasSuffix("No safe fixes; 1 fixable with --fix --unsafe-fixes.\n"))
        #expect(Statistics().render(report) == "1  loud-word\n1  quiet-word\n")
        report.unsafeFixes = true
        #expect(plain.render(report).contains("found [*] [loud-word]\n"))
        #expect(plain.summaryLines(report).hasSuffix("[*] 1 fixable with --fix.\n"))
        #expect(Statistics().render(report) == "1  loud-word  [*]\n1  quiet-word\n")
    }

    @Test func theStatisticsTableTakesTheFindingsPlace() {
        #expect(TextFormat(color: false, summary: false, statistics: true).render(FormatFixture.report) == "1  loud-word  [*]\n1  quiet-word\n")
    }

    @Test func countsAreSingularForOne() {
        #expect(TextFormat(color: false, summary: true).render(CheckReport(files: [], checkedFileCount: 1, rules: [], toolVersion: "1")) == "No problems in 1 file.\n")
        #expect(JUnitFormat().render(CheckReport(files: [], checkedFileCount: 1, rules: [], toolVersion: "1")).contains(#"name="no problems in 1 file""#))
    }
}
