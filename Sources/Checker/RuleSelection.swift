import Foundation
import FocusRules
import FormlspEngine
import ProjectFiles

extension RuleSelection {
    /// `--select` and `--ignore` as given: repeated flags each holding comma-separated ids; an
    /// unknown id is a usage error.
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
        self.init(selected: try ids(select, flag: "--select"), ignored: try ids(ignore, flag: "--ignore"), rules: rules)
    }
}
