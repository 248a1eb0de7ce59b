import FocusRules
import JSON

/// SonarQube's generic issue format (10.3 and later; `sonar.externalIssuesReportPaths`): the rules
/// that fired, each with its clean-code attribute and impact (from the severity its findings were
/// reported at), and an issue per finding at a text
/// range (lines from 1, columns from 0, in UTF-16 code units as SonarQube counts them), with the
/// related locations as secondary ones.
struct SonarQubeFormat {
    static let engineID = "formlsp"

    func render(_ report: CheckReport) -> String {
        // A rule's impact is its findings' severity as configured (the most severe, should files differ).
        var severities: [RuleID: Severity] = [:]
        for file in report.files {
            for finding in file.findings { severities[finding.rule] = max(severities[finding.rule] ?? .info, finding.severity) }
        }
        let rules: [JSON] = report.rules.compactMap { rule in
            guard let severity = severities[rule.id] else { return nil }
            return [
                "id": .string(rule.id.rawValue),
                "name": .string(rule.id.rawValue),
                "description": .string(rule.summary),
                "engineId": .string(Self.engineID),
                // A Return key that goes nowhere or to the wrong field is logic the form lacks.
                "cleanCodeAttribute": "LOGICAL",
                "impacts": [["softwareQuality": "RELIABILITY", "severity": .string(Self.impact(of: severity))]],
            ]
        }
        var issues: [JSON] = []
        for file in report.files {
            for finding in file.findings {
                var issue: [String: JSON] = [
                    "ruleId": .string(finding.rule.rawValue),
                    "primaryLocation": location(TextFormat.singleLine(finding.message), file, finding.range),
                ]
                if !finding.related.isEmpty {
                    issue["secondaryLocations"] = .array(finding.related.map { location(TextFormat.singleLine($0.message), file, $0.range) })
                }
                issues.append(.object(issue))
            }
        }
        let document: JSON = ["rules": .array(rules), "issues": .array(issues)]
        return document.serialized(indent: 2) + "\n"
    }

    private func location(_ message: String, _ file: CheckedFile, _ range: Range<Int>) -> JSON {
        let span = SourceSpan(range, in: file.lines)
        return [
            "message": .string(message),
            "filePath": .string(CodeClimateFormat.relative(file.path)),
            "textRange": [
                "startLine": .integer(Int64(span.start.line)),
                "endLine": .integer(Int64(span.end.line)),
                "startColumn": .integer(Int64(span.start.utf16Column - 1)),
                "endColumn": .integer(Int64(span.end.utf16Column - 1)),
            ],
        ]
    }

    static func impact(of severity: Severity) -> String {
        switch severity {
        case .info: "LOW"
        case .warning: "MEDIUM"
        case .error: "HIGH"
        }
    }
}
