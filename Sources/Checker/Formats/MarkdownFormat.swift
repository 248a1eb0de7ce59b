import FocusRules

/// Markdown for a pull-request comment or a job summary: a headline, a table of findings, and for
/// each file a Mermaid diagram of every chain with a problem (`formlsp chains`' drawing), which
/// GitHub renders.
struct MarkdownFormat {
    func render(_ report: CheckReport) -> String {
        var output = "### formlsp: "
        if report.findingCount == 0 {
            output += "no problems in \(counted(report.checkedFileCount, "file"))\n"
        } else {
            let counts = [(Severity.error, "error"), (.warning, "warning"), (.info, "note")].compactMap { severity, word -> String? in
                let count = report.count(of: severity)
                return count == 0 ? nil : counted(count, word)
            }
            output += "\(counted(report.findingCount, "problem")) (\(counts.joined(separator: ", "))) "
            output += "in \(counted(report.files.count, "file")) (\(report.checkedFileCount) checked)\n"
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
    /// escaped (`|` would split the cell, `<` start HTML, `*` `_` emphasis) outside code spans;
    /// inside one (the names messages quote in backticks) a backslash shows as itself, so only `|`,
    /// which splits a table cell even there, is escaped.
    static func cell(_ text: String) -> String {
        let characters = Array(TextFormat.singleLine(text))
        // A backtick opens a code span only when another closes it.
        var backticksLeft = characters.count { $0 == "`" }
        var escaped = ""
        var inCode = false
        for character in characters {
            if character == "`" {
                backticksLeft -= 1
                if inCode || backticksLeft > 0 { inCode.toggle() }
            } else if character == "|" || (!inCode && "\\<>*_[]#".contains(character)) {
                escaped.append("\\")
            }
            escaped.append(character)
        }
        return escaped
    }
}
