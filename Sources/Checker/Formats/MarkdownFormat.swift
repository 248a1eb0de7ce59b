import FocusRules

/// Markdown for a pull-request comment or a job summary: a headline, a table of findings, and for
/// each file a Mermaid diagram of every chain with a problem (`formlsp chains`' drawing), which
/// GitHub renders.
struct MarkdownFormat {
    func render(_ report: CheckReport) -> String {
        var output = "### formlsp: "
        if report.findingCount == 0 {
            output += "no problems in \(report.checkedFileCount) file\(report.checkedFileCount == 1 ? "" : "s")\n"
        } else {
            let counts = [(Severity.error, "error"), (.warning, "warning"), (.info, "note")].compactMap { severity, word -> String? in
                let count = report.count(of: severity)
                return count == 0 ? nil : "\(count) \(word)\(count == 1 ? "" : "s")"
            }
            output += "\(report.findingCount) problem\(report.findingCount == 1 ? "" : "s") (\(counts.joined(separator: ", "))) "
            output += "in \(report.files.count) file\(report.files.count == 1 ? "" : "s") (\(report.checkedFileCount) checked)\n"
            output += "\n| | location | rule | message |\n|---|---|---|---|\n"
            for file in report.files {
                for finding in file.findings {
                    let span = SourceSpan(finding.range, in: file.lines)
                    output += "| \(Self.icon(finding.severity)) | \(Self.cell("\(file.path):\(span.start.line)")) | `\(finding.rule)` | \(Self.cell(finding.message)) |\n"
                }
            }
        }
        if !report.problems.isEmpty {
            output += "\n**Not checked:**\n\n"
            for problem in report.problems {
                output += "- \(Self.cell(problem.path)): \(Self.cell(problem.message))\n"
            }
        }
        for file in report.files where !file.diagrams.isEmpty {
            output += "\n#### \(Self.cell(file.path))\n\n```mermaid\n" + MermaidChains().render(file.diagrams) + "```\n"
        }
        return output
    }

    static func icon(_ severity: Severity) -> String {
        switch severity {
        case .info: "ℹ️"
        case .warning: "⚠️"
        case .error: "❌"
        }
    }

    /// Text in a table cell or list item: on one line, with the characters Markdown would act on
    /// escaped (`|` would split the cell, `<` start HTML, `*` `_` emphasis; backticks stay, for the
    /// names messages quote).
    static func cell(_ text: String) -> String {
        var escaped = ""
        for character in TextFormat.singleLine(text) {
            if "\\|<>*_[]#".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
