@testable import Checker
import Testing

@Suite struct TextFormatTests {
    @Test func printsCompilerStyleLinesWithByteColumns() {
        let output = TextFormat(color: false, summary: false).render(FormatFixture.report)
        #expect(
            output == """
                Sources/My Form.swift:3:39: warning: focusedLOUD found [loud-word]
                Sources/My Form.swift:4:48: note: Say "hi" <b> & 100%, then: stop next [quiet-word]

                """)
    }

    @Test func onATerminalAddsColorAndASummary() {
        let output = TextFormat(color: true, summary: true).render(FormatFixture.report)
        let lines = output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0] == "\u{1B}[1mSources/My Form.swift:3:39:\u{1B}[0m \u{1B}[1;33mwarning:\u{1B}[0m focusedLOUD found \u{1B}[2m[loud-word]\u{1B}[0m")
        #expect(lines[2] == "\u{1B}[1mFound 2 problems (1 warning, 1 note) in 1 file (3 checked).\u{1B}[0m")
    }

    @Test func aCleanRunSummarisesAsSuch() {
        #expect(TextFormat(color: false, summary: true).render(FormatFixture.cleanReport) == "No problems in 2 files.\n")
        #expect(TextFormat(color: false, summary: false).render(FormatFixture.cleanReport) == "")
    }

    @Test func statisticsCountPerRuleMostFrequentFirst() {
        #expect(Statistics().render(FormatFixture.report) == "1  loud-word  [*]\n1  quiet-word\n")
        #expect(Statistics().render(FormatFixture.cleanReport) == "")
    }
}
