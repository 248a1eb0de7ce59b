import Foundation
import FocusRules
import FormlspEngine
import ProjectFiles

/// `--select` and `--ignore`: which rules run, on top of what the configuration says.
struct RuleSelection: Sendable {
    var selected: Set<RuleID>
    var ignored: Set<RuleID>

    /// Accepts repeated flags each holding comma-separated ids; an unknown id is a usage error.
    init(select: [String], ignore: [String], known rules: [RuleDescription]) throws(UsageError) {
        let known = Set(rules.map(\.id))
        func ids(_ values: [String], flag: String) throws(UsageError) -> Set<RuleID> {
            var result: Set<RuleID> = []
            for value in values {
                for name in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                    let id = RuleID(rawValue: name)
                    guard known.contains(id) else {
                        throw UsageError("\(flag): unknown rule \"\(name)\"\(Spelling.hint(for: name, among: known.map(\.rawValue))) (see `formlsp rules`)")
                    }
                    result.insert(id)
                }
            }
            return result
        }
        selected = try ids(select, flag: "--select")
        ignored = try ids(ignore, flag: "--ignore")
    }

    /// The engine settings for files under `configuration`: an explicitly selected rule runs even
    /// when the configuration turns it off (at its configured or default severity).
    func settings(for configuration: Configuration, rules: [RuleDescription]) -> RuleSettings {
        var severities = configuration.rules
        for rule in rules {
            if ignored.contains(rule.id) || (!selected.isEmpty && !selected.contains(rule.id)) {
                severities[rule.id] = .some(nil)
            } else if selected.contains(rule.id), case .some(nil) = severities[rule.id] {
                severities[rule.id] = rule.defaultSeverity
            }
        }
        return RuleSettings(severities: severities)
    }
}
