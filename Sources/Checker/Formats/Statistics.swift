import FocusRules

/// `--statistics`: how often each rule fired, most frequent first; `[*]` marks the rules with a
/// finding `--fix` fixes (a safe fix, or any fix with `--unsafe-fixes`), as ruff marks them.
struct Statistics {
    func render(_ report: CheckReport) -> String {
        var counts: [RuleID: Int] = [:]
        var fixable: Set<RuleID> = []
        for file in report.files {
            for finding in file.findings {
                counts[finding.rule, default: 0] += 1
                if report.fixedByFix(finding) { fixable.insert(finding.rule) }
            }
        }
        guard !counts.isEmpty else { return "" }
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

/// "1 file", "2 files": a count and its noun, singular for one.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
