import FocusRules
import JSON

/// Code Climate issues, the format of GitLab's Code Quality report (`artifacts: reports:
/// codequality:`), which the merge request's widget and diff show: a JSON array, an issue per
/// finding with its rule as `check_name`, a `severity` of GitLab's five, the path relative to the
/// repository and a fingerprint that survives moving code (SARIF's, so both name a finding alike).
struct CodeClimateFormat {
    func render(_ report: CheckReport) -> String {
        var issues: [JSON] = []
        for file in report.files {
            for (finding, fingerprint) in zip(file.findings, SARIFFormat.fingerprints(of: file)) {
                let span = SourceSpan(finding.range, in: file.lines)
                issues.append([
                    "type": "issue",
                    "check_name": .string(finding.rule.rawValue),
                    "description": .string(TextFormat.singleLine(finding.message)),
                    "categories": ["Bug Risk"],
                    "severity": .string(Self.severity(of: finding.severity)),
                    "fingerprint": .string(fingerprint),
                    "location": [
                        "path": .string(Self.relative(file.path)),
                        "lines": ["begin": .integer(Int64(span.start.line)), "end": .integer(Int64(span.end.line))],
                    ],
                ])
            }
        }
        return JSON.array(issues).serialized(indent: 2) + "\n"
    }

    /// GitLab's scale is info, minor, major, critical, blocker; formlsp's warning is a minor issue
    /// (as SwiftLint's is), its error a major one.
    static func severity(of severity: Severity) -> String {
        switch severity {
        case .info: "info"
        case .warning: "minor"
        case .error: "major"
        }
    }

    /// GitLab matches the path against the repository's files: relative, without a leading `./`.
    static func relative(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }
}
