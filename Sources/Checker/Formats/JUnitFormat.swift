import FocusRules

/// JUnit XML as GitLab (`artifacts:reports:junit`) and Jenkins read it: a test suite per file with
/// findings, a test case per finding, failed for warnings and errors and passing (the note in its
/// `system-out`) for info notes, which never make a report red; files that could not be checked
/// are errored test cases; a clean run is one passing test case, so the report is never empty.
struct JUnitFormat {
    func render(_ report: CheckReport) -> String {
        let failures = report.findingCount - report.count(of: .info)
        let errors = report.problems.count
        let tests = max(report.findingCount + errors, 1)
        var output = XMLText.declaration
        output += "<testsuites\(XMLText.attributes([("name", "formlsp"), ("tests", "\(tests)"), ("failures", "\(failures)"), ("errors", "\(errors)")]))>\n"
        for file in report.files {
            let fileFailures = file.findings.count { $0.severity != .info }
            output += "  <testsuite\(XMLText.attributes([("name", file.path), ("tests", "\(file.findings.count)"), ("failures", "\(fileFailures)"), ("errors", "0")]))>\n"
            for finding in file.findings {
                let span = SourceSpan(finding.range, in: file.lines)
                let location = "\(file.path):\(span.start.line):\(span.start.column)"
                let line = XMLText.escaped("\(location): \(finding.severity.compilerWord): \(finding.message) [\(finding.rule)]", inAttribute: false)
                output += "    <testcase\(XMLText.attributes([("name", "\(finding.rule) at \(location)"), ("classname", file.path), ("file", file.path), ("line", "\(span.start.line)")]))>\n"
                if finding.severity == .info {
                    output += "      <system-out>\(line)</system-out>\n    </testcase>\n"
                } else {
                    output += "      <failure\(XMLText.attributes([("type", finding.severity.rawValue), ("message", finding.message)]))>\(line)</failure>\n    </testcase>\n"
                }
            }
            output += "  </testsuite>\n"
        }
        if !report.problems.isEmpty {
            output += "  <testsuite\(XMLText.attributes([("name", "formlsp"), ("tests", "\(errors)"), ("failures", "0"), ("errors", "\(errors)")]))>\n"
            for problem in report.problems {
                output += "    <testcase\(XMLText.attributes([("name", problem.path), ("classname", problem.path), ("file", problem.path)]))>\n"
                output += "      <error\(XMLText.attributes([("message", problem.message)]))/>\n    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        if report.files.isEmpty && report.problems.isEmpty {
            output += "  <testsuite\(XMLText.attributes([("name", "formlsp"), ("tests", "1"), ("failures", "0"), ("errors", "0")]))>\n"
            output += "    <testcase\(XMLText.attributes([("name", "no problems in \(counted(report.checkedFileCount, "file"))"), ("classname", "formlsp")]))/>\n"
            output += "  </testsuite>\n"
        }
        return output + "</testsuites>\n"
    }
}
