import FocusRules

/// Checkstyle XML, the lingua franca of Jenkins warnings-ng, reviewdog and Danger: a `<file>` per
/// file, an `<error>` per finding; `source` is `formlsp.<rule-id>`.
struct CheckstyleFormat {
    func render(_ report: CheckReport) -> String {
        var output = XMLText.declaration + "<checkstyle version=\"4.3\">\n"
        for file in report.files {
            output += "  <file\(XMLText.attributes([("name", file.path)]))>\n"
            for finding in file.findings {
                let span = SourceSpan(finding.range, in: file.lines)
                output += "    <error\(XMLText.attributes([("line", "\(span.start.line)"), ("column", "\(span.start.column)"), ("severity", finding.severity.rawValue), ("message", finding.message), ("source", "formlsp.\(finding.rule)")]))/>\n"
            }
            output += "  </file>\n"
        }
        for problem in report.problems {
            output += "  <file\(XMLText.attributes([("name", problem.path)]))>\n"
            output += "    <error\(XMLText.attributes([("severity", "error"), ("message", problem.message), ("source", "formlsp")]))/>\n"
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }
}
