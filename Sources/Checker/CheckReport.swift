import FocusRules
import FormlspEngine
import SourceText

/// One checked file with findings, and its text's line table (for positions in every format).
package struct CheckedFile: Sendable {
    package var path: String
    package var lines: LineTable
    /// Sorted by position, then rule id.
    package var findings: [Finding]
    /// The chains with problems, drawn (markdown reports only).
    package var diagrams: [ChainDiagram]

    package init(path: String, lines: LineTable, findings: [Finding], diagrams: [ChainDiagram] = []) {
        self.path = path
        self.lines = lines
        self.diagrams = diagrams
        self.findings = findings.sorted {
            ($0.range.lowerBound, $0.range.upperBound, $0.rule) < ($1.range.lowerBound, $1.range.upperBound, $1.rule)
        }
    }
}

/// Everything a run found, in a stable order: what every output format renders.
package struct CheckReport: Sendable {
    /// Files with findings, sorted by path.
    package var files: [CheckedFile]
    /// Files that could not be checked, sorted by path.
    package var problems: [FileProblem]
    /// How many files were analysed.
    package var checkedFileCount: Int
    /// Every rule formlsp knows (SARIF lists them all, so rule indices are stable across runs).
    package var rules: [RuleDescription]
    package var toolVersion: String
    /// The run was given `--unsafe-fixes`: `--fix` would apply unsafe fixes too.
    package var unsafeFixes = false

    package init(files: [CheckedFile], problems: [FileProblem] = [], checkedFileCount: Int? = nil, rules: [RuleDescription], toolVersion: String) {
        self.files = files.sorted { $0.path < $1.path }
        self.problems = problems.sorted { ($0.path, $0.message) < ($1.path, $1.message) }
        self.checkedFileCount = checkedFileCount ?? files.count
        self.rules = rules.sorted { $0.id < $1.id }
        self.toolVersion = toolVersion
    }

    package var findingCount: Int { files.reduce(0) { $0 + $1.findings.count } }

    /// Whether `--fix` (with this run's `--unsafe-fixes`) fixes the finding: the engine applies
    /// each finding's first fix, when it is safe or unsafe fixes were asked for.
    package func fixedByFix(_ finding: Finding) -> Bool {
        guard let fix = finding.fixes.first else { return false }
        return fix.applicability == .safe || unsafeFixes
    }

    /// How many findings `--fix` fixes, and how many more `--unsafe-fixes` would add.
    package var fixableCounts: (fixable: Int, unsafe: Int) {
        let findings = files.flatMap(\.findings)
        let fixable = findings.count(where: fixedByFix)
        return (fixable, unsafeFixes ? 0 : findings.count { $0.fixes.first?.applicability == .unsafe })
    }

    package func count(of severity: Severity) -> Int {
        files.reduce(0) { total, file in total + file.findings.count(where: { $0.severity == severity }) }
    }
}
