import FocusRules

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff.
/// `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`
struct GitHubFormat {
    func render(_ report: CheckReport) -> String {
        var output = ""
        for file in report.files {
            for finding in file.findings {
                let span = SourceSpan(finding.range, in: file.lines)
                var properties = [
                    ("file", file.path), ("line", "\(span.start.line)"), ("col", "\(span.start.column)"), ("endLine", "\(span.end.line)"),
                ]
                // GitHub reads endColumn only for single-line ranges.
                if span.start.line == span.end.line { properties.append(("endColumn", "\(span.end.column)")) }
                properties.append(("title", "formlsp: \(finding.rule)"))
                output += command(level(of: finding.severity), properties, message: finding.message)
            }
        }
        for problem in report.problems {
            output += command("error", [("file", problem.path), ("title", "formlsp")], message: problem.message)
        }
        return output
    }

    private func level(of severity: Severity) -> String {
        switch severity {
        case .info: "notice"
        case .warning: "warning"
        case .error: "error"
        }
    }

    private func command(_ name: String, _ properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(Self.escapeData(message))\n"
    }

    /// The runner's own escaping: `%`, CR and LF in the message.
    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// In properties, `:` and `,` delimit, so they are escaped too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Replaces every occurrence, one Unicode scalar at a time (so "\r\n" never counts as one unit).
    func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
