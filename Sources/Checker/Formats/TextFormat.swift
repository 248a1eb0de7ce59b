import FocusRules

/// `path:line:col: warning: message [rule-id]`, one finding a line: what Xcode's Run Script phases,
/// editors' problem matchers and compilers use, the rule last; `[*]` before it marks a finding
/// `--fix` fixes.
/// `--statistics` prints the table of rules instead of the findings, as ruff does. The summary
/// (how many problems, how many `--fix` fixes) ends the output when asked for.
struct TextFormat {
    var color: Bool
    var summary: Bool
    var statistics = false

    func render(_ report: CheckReport) -> String {
        var output = statistics ? Statistics().render(report) : ""
        for file in report.files where !statistics {
            for finding in file.findings {
                let span = SourceSpan(finding.range, in: file.lines)
                let location = "\(Paths.printable(file.path)):\(span.start.line):\(span.start.column):"
                let severity = "\(finding.severity.compilerWord):"
                let fixable = report.fixedByFix(finding) ? " [*]" : ""
                output += "\(paint(location, .bold)) \(paint(severity, style(of: finding.severity))) \(Self.singleLine(finding.message))\(fixable) \(paint("[\(finding.rule)]", .dim))\n"
            }
        }
        if summary { output += summaryLines(report) }
        return output
    }

    /// `Found 3 problems (2 warnings, 1 note) in 2 files (10 checked).`: the files with problems,
    /// then how many were checked (and how many could not be); then, when some finding has a fix,
    /// how many `--fix` fixes.
    func summaryLines(_ report: CheckReport) -> String {
        let unchecked = report.problems.isEmpty ? "" : "; \(report.problems.count) could not be checked"
        guard report.findingCount > 0 else { return paint("No problems in \(counted(report.checkedFileCount, "file"))\(unchecked).", .bold) + "\n" }
        let parts = [(Severity.error, "error"), (.warning, "warning"), (.info, "note")].compactMap { severity, word -> String? in
            let count = report.count(of: severity)
            return count == 0 ? nil : counted(count, word)
        }
        let files = "\(counted(report.files.count, "file")) (\(report.checkedFileCount) checked)"
        var lines = paint("Found \(counted(report.findingCount, "problem")) (\(parts.joined(separator: ", "))) in \(files)\(unchecked).", .bold) + "\n"
        let (fixable, unsafe) = report.fixableCounts
        if fixable > 0 {
            lines += "[*] \(fixable) fixable with --fix" + (unsafe > 0 ? " (\(unsafe) more with --fix --unsafe-fixes)" : "") + ".\n"
        } else if unsafe > 0 {
            lines += "No safe fixes; \(unsafe) fixable with --fix --unsafe-fixes.\n"
        }
        return lines
    }

    /// Messages are one line by contract; a stray line break would split the record for every reader.
    static func singleLine(_ message: String) -> String {
        message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }

    enum Style: String {
        case bold = "1"
        case dim = "2"
        case red = "1;31"
        case yellow = "1;33"
        case cyan = "1;36"
    }

    private func style(of severity: Severity) -> Style {
        switch severity {
        case .info: .cyan
        case .warning: .yellow
        case .error: .red
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
