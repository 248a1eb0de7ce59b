import FocusRules

/// `path:line:col: warning: message [rule-id]`, one finding a line: what Xcode's Run Script phases,
/// editors' problem matchers and compilers use. Color and a summary only on a terminal.
struct TextFormat {
    var color: Bool
    var summary: Bool

    func render(_ report: CheckReport) -> String {
        var output = ""
        for file in report.files {
            for finding in file.findings {
                let span = SourceSpan(finding.range, in: file.lines)
                let location = "\(Paths.printable(file.path)):\(span.start.line):\(span.start.column):"
                let severity = "\(finding.severity.compilerWord):"
                output += "\(paint(location, .bold)) \(paint(severity, style(of: finding.severity))) \(Self.singleLine(finding.message)) \(paint("[\(finding.rule)]", .dim))\n"
            }
        }
        if summary { output += summaryLine(report) + "\n" }
        return output
    }

    /// `Found 3 problems (2 warnings, 1 note) in 2 files (10 checked).`: the files with problems,
    /// then how many were checked.
    func summaryLine(_ report: CheckReport) -> String {
        let checked = report.checkedFileCount == 1 ? "1 file" : "\(report.checkedFileCount) files"
        guard report.findingCount > 0 else { return paint("No problems in \(checked).", .bold) }
        let files = (report.files.count == 1 ? "1 file" : "\(report.files.count) files") + " (\(report.checkedFileCount) checked)"
        let parts = [(Severity.error, "error"), (.warning, "warning"), (.info, "note")].compactMap { severity, word -> String? in
            let count = report.count(of: severity)
            return count == 0 ? nil : "\(count) \(word)\(count == 1 ? "" : "s")"
        }
        let problems = report.findingCount == 1 ? "1 problem" : "\(report.findingCount) problems"
        return paint("Found \(problems) (\(parts.joined(separator: ", "))) in \(files).", .bold)
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
