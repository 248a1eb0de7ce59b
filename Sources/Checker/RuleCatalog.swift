import FocusRules
import JSON

/// `formlsp rules` and `formlsp explain`: the rules as their own files describe them.
package struct RuleCatalog: Sendable {
    package var rules: [RuleDescription]

    package init(rules: [RuleDescription]) {
        self.rules = rules.sorted { $0.id < $1.id }
    }

    /// A table: id, default severity, whether `--fix` can fix it, summary.
    package func table() -> String {
        let header = ("RULE", "DEFAULT", "FIX", "SUMMARY")
        let rows = rules.map { ($0.id.rawValue, $0.defaultSeverity.rawValue, $0.isFixable ? "yes" : "", $0.summary) }
        let idWidth = ([header.0] + rows.map(\.0)).map(\.count).max() ?? 0
        let severityWidth = ([header.1] + rows.map(\.1)).map(\.count).max() ?? 0
        return ([header] + rows).map { id, severity, fix, summary in
            "\(id.padding(idWidth))  \(severity.padding(severityWidth))  \(fix.padding(3))  \(summary)"
                .trimmingTrailingSpaces() + "\n"
        }.joined()
    }

    package func json() -> String {
        let list: JSON = .array(rules.map { rule in
            [
                "id": .string(rule.id.rawValue),
                "defaultSeverity": .string(rule.defaultSeverity.rawValue),
                "fixable": .bool(rule.isFixable),
                "summary": .string(rule.summary),
                "documentationURL": .string(rule.documentationURL),
            ]
        })
        return list.serialized(indent: 2) + "\n"
    }

    /// The rule's documentation under a heading with its id, summary and defaults; nil for an unknown id.
    package func explanation(of id: String) -> String? {
        guard let rule = rules.first(where: { $0.id.rawValue == id }) else { return nil }
        let facts = "Default severity: \(rule.defaultSeverity.rawValue)." + (rule.isFixable ? " Has a fix." : "")
        let documentation = rule.documentation.hasSuffix("\n") ? rule.documentation : rule.documentation + "\n"
        return "# \(rule.id)\n\n\(rule.summary) \(facts)\n\n" + documentation
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}
