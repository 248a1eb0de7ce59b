import FocusRules

/// `--format`: how findings are printed.
package enum OutputFormat: String, Sendable, CaseIterable {
    /// `path:line:col: warning: message [rule]`, the compilers' and Xcode's format.
    case text
    /// formlsp's own document, described by protocol/formlsp-check-output.schema.json.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other static-analysis dashboards.
    case sarif
    /// GitHub Actions workflow commands (annotations).
    case github
    /// JUnit XML, for GitLab, Jenkins and other test reports.
    case junit
    /// Checkstyle XML, for Jenkins warnings-ng, reviewdog and friends.
    case checkstyle
    /// Markdown for pull-request comments and job summaries: a table of findings and a Mermaid
    /// diagram of each chain with a problem.
    case markdown
    /// Code Climate issues: GitLab's Code Quality report (the merge request widget).
    case codeclimate
    /// SonarQube's generic issue format (`sonar.externalIssuesReportPaths`).
    case sonarqube

    /// The format `--format NAME` names: a case's name, or `gitlab`, SwiftLint's name for the Code
    /// Climate issues GitLab reads.
    package init?(named name: String) {
        if name == "gitlab" {
            self = .codeclimate
        } else {
            self.init(rawValue: name)
        }
    }

    /// How the report reads in this format; `text` says how text reads (color, the summary lines,
    /// the statistics table in place of the findings).
    func render(_ report: CheckReport, text: TextFormat = TextFormat(color: false, summary: false), workingDirectory: String) -> String {
        switch self {
        case .text: text.render(report)
        case .json: JSONFormat().render(report)
        case .sarif: SARIFFormat(workingDirectory: workingDirectory).render(report)
        case .github: GitHubFormat().render(report)
        case .junit: JUnitFormat().render(report)
        case .checkstyle: CheckstyleFormat().render(report)
        case .markdown: MarkdownFormat().render(report)
        case .codeclimate: CodeClimateFormat().render(report)
        case .sonarqube: SonarQubeFormat().render(report)
        }
    }
}

extension Severity {
    /// The word compilers print: `info` is a `note`, so Xcode shows it as one.
    var compilerWord: String {
        switch self {
        case .info: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }
}
