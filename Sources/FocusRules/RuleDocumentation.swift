import Foundation
/// The rules' documentation page (`Sources/FocusRules/Rules/README.md`), generated from each rule's
/// own description so that `formlsp explain`, the docs site and the tests share one text.
package enum RuleDocumentation {
    package static func markdown(for rules: [RuleDescription] = RuleRegistry.all) -> String {
        var page = """
            # formlsp rules

            <!-- Generated from the rules' descriptions by RuleDocumentation.markdown(). Do not edit: run
                 `FORMLSP_REGENERATE_DOCS=1 swift test --filter GeneratedDocumentationTests` instead. -->

            | id | default | fixable | summary |
            |---|---|---|---|

            """
        for rule in rules {
            page += "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.isFixable ? "yes" : "no") | \(rule.summary) |\n"
        }
        for rule in rules {
            let body = rule.documentation.replacingOccurrences(of: "\n## ", with: "\n### ")
            let demoted = body.hasPrefix("## ") ? "#" + body : body
            page += "\n<a id=\"\(rule.id)\"></a>\n## `\(rule.id)`\n\n*Default severity: \(rule.defaultSeverity.rawValue).* \(rule.summary)\n\n\(demoted)\n"
        }
        return page
    }

    /// The rules table of the project's README (between `<!-- rules -->` and `<!-- /rules -->`).
    package static func readmeTable(for rules: [RuleDescription] = RuleRegistry.all) -> String {
        var table = "| id | default | fix | summary |\n|---|---|---|---|\n"
        for rule in rules {
            let link = "Sources/FocusRules/Rules/README.md#\(rule.id)"
            table += "| [`\(rule.id)`](\(link)) | \(rule.defaultSeverity.rawValue) | \(rule.isFixable ? "yes" : "") | \(rule.summary) |\n"
        }
        return table
    }
}
