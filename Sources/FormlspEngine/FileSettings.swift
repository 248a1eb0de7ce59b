import FocusRules
import ProjectFiles

/// Everything that decides what is reported for one file, resolved once per file
/// (`SettingsResolver`) by either front door: which rules run at what severity, whether the file
/// is left out, the findings a baseline accepts, and the severities that fail a check or are not
/// shown. The engine applies it beside the severities and the suppression comments.
package struct FileSettings: Sendable {
    package var rules: RuleSettings
    /// Findings at or above it fail `formlsp check` (`--severity`, else the configuration's).
    package var threshold: Severity
    /// Findings below it are not reported (an editor's `severity`); nil reports them all.
    package var lowestShown: Severity?
    /// `exclude` or `include` leave the file out: no findings (its chains are still drawn).
    package var isExcluded: Bool
    /// The findings not to report.
    package var baseline: Baseline?

    package init(rules: RuleSettings = RuleSettings(), threshold: Severity = .warning, lowestShown: Severity? = nil, isExcluded: Bool = false, baseline: Baseline? = nil) {
        self.rules = rules
        self.threshold = threshold
        self.lowestShown = lowestShown
        self.isExcluded = isExcluded
        self.baseline = baseline
    }

    /// The findings of the file at `path` (absolute) that are reported: none when it is left out,
    /// and of the others those at or above `lowestShown` that the baseline does not hide.
    package func reported(_ findings: [Finding], path: String) -> [Finding] {
        guard !isExcluded else { return [] }
        let shown = lowestShown.map { lowest in findings.filter { $0.severity >= lowest } } ?? findings
        return baseline?.filter(shown, path: path) ?? shown
    }

    /// The settings fixes are made under: the same rules, every finding of them fixed (a baseline
    /// or an exclusion says what is reported, not what fix-all may change).
    package var forFixing: FileSettings {
        FileSettings(rules: rules, threshold: threshold)
    }
}
