@testable import Checker
import Testing

@Suite struct XMLFormatTests {
    /// Info notes are passing test cases with the note as their output: a report of notes only is green.
    @Test func junitHasASuitePerFileAndAFailurePerWarningOrError() {
        #expect(
            JUnitFormat().render(FormatFixture.report) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="formlsp" tests="3" failures="1" errors="1">
                  <testsuite name="Sources/My Form.swift" tests="2" failures="1" errors="0">
                    <testcase name="loud-word at Sources/My Form.swift:3:39" classname="Sources/My Form.swift" file="Sources/My Form.swift" line="3">
                      <failure type="warning" message="focusedLOUD found">Sources/My Form.swift:3:39: warning: focusedLOUD found [loud-word]</failure>
                    </testcase>
                    <testcase name="quiet-word at Sources/My Form.swift:4:48" classname="Sources/My Form.swift" file="Sources/My Form.swift" line="4">
                      <system-out>Sources/My Form.swift:4:48: note: Say "hi" &lt;b&gt; &amp; 100%, then: stop
                next [quiet-word]</system-out>
                    </testcase>
                  </testsuite>
                  <testsuite name="formlsp" tests="1" failures="0" errors="1">
                    <testcase name="Sources/Binary.swift" classname="Sources/Binary.swift" file="Sources/Binary.swift">
                      <error message="not a text file (it contains NUL bytes)"/>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func aCleanJUnitReportHasOnePassingCase() {
        #expect(
            JUnitFormat().render(FormatFixture.cleanReport) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="formlsp" tests="1" failures="0" errors="0">
                  <testsuite name="formlsp" tests="1" failures="0" errors="0">
                    <testcase name="no problems in 2 files" classname="formlsp"/>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func checkstyleHasAFilePerFileAndAnErrorPerFinding() {
        #expect(
            CheckstyleFormat().render(FormatFixture.report) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <checkstyle version="4.3">
                  <file name="Sources/My Form.swift">
                    <error line="3" column="39" severity="warning" message="focusedLOUD found" source="formlsp.loud-word"/>
                    <error line="4" column="48" severity="info" message="Say &quot;hi&quot; &lt;b&gt; &amp; 100%, then: stop&#10;next" source="formlsp.quiet-word"/>
                  </file>
                  <file name="Sources/Binary.swift">
                    <error severity="error" message="not a text file (it contains NUL bytes)" source="formlsp"/>
                  </file>
                </checkstyle>

                """)
    }

    @Test func escapingKeepsEveryDocumentWellFormed() {
        #expect(XMLText.escaped("a'b\t\u{1}\u{FFFF}\r") == "a&apos;b&#9;\u{FFFD}\u{FFFD}&#13;")
        #expect(XMLText.escaped("a'b\tc\n", inAttribute: false) == "a'b\tc\n")
    }
}
