@testable import Checker
import Testing

@Suite struct GitHubFormatTests {
    @Test func annotatesEachFindingAndProblem() {
        #expect(
            GitHubFormat().render(FormatFixture.report) == """
                ::warning file=Sources/My Form.swift,line=3,col=39,endLine=3,endColumn=70,title=formlsp%3A loud-word::focusedLOUD found
                ::notice file=Sources/My Form.swift,line=4,col=48,endLine=4,endColumn=66,title=formlsp%3A quiet-word::Say "hi" <b> & 100%25, then: stop%0Anext
                ::error file=Sources/Binary.swift,title=formlsp::not a text file (it contains NUL bytes)

                """)
    }

    @Test func escapesTheWayTheRunnerUnescapes() {
        #expect(GitHubFormat.escapeData("100%\r\nok: a,b") == "100%25%0D%0Aok: a,b")
        #expect(GitHubFormat.escapeProperty("dir:a,b/100%.swift") == "dir%3Aa%2Cb/100%25.swift")
    }
}
