import FocusRules

/// `--statistics`: how often each rule fired, most frequent first; `[*]` marks rules with fixes.
struct Statistics {
    func render(_ report: CheckReport) -> String {
        var counts: [RuleID: Int] = [:]
        for file in report.files {
            for finding in file.findings { counts[finding.rule, default: 0] += 1 }
        }
        guard !counts.isEmpty else { return "" }
        let fixable = Set(report.rules.filter(\.isFixable).map(\.id))
        let rows = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        let countWidth = String(rows[0].value).count
        let idWidth = rows.map(\.key.rawValue.count).max() ?? 0
        return rows.map { id, count in
            let number = String(repeating: " ", count: countWidth - String(count).count) + String(count)
            let name = fixable.contains(id) ? id.rawValue.padding(idWidth) + " [*]" : id.rawValue
            return "\(number)  \(name)\n"
        }.joined()
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
