import FocusRules
import Foundation

/// Everything `formlsp --check` was asked to do, already parsed from the command line.
package struct CheckOptions: Sendable {
    /// Files and folders; folders are searched for `.swift` files. With neither these nor
    /// `filesFrom`, the current folder.
    package var paths: [String] = []
    /// Read the source from stdin and report and configure it as this path.
    package var stdinFilename: String?
    /// A file listing paths one per line (`-`: stdin), added to `paths`.
    package var filesFrom: String?
    /// Use this configuration for every file instead of the nearest `.formlsp.json`.
    package var configFile: String?
    /// Rule ids to run (empty: all enabled ones) and to skip.
    package var select: [String] = []
    package var ignore: [String] = []
    /// Findings at or above this fail the run; nil: the configuration's `severity`, else warning.
    package var severity: Severity?
    package var exitZero = false
    package var format: OutputFormat = .text
    package var outputFile: String?
    /// Also write a SARIF report here, from the same run, whatever `format` prints (the GitHub Action
    /// annotates the pull request and uploads SARIF from one check).
    package var sarifFile: String?
    /// Also write the Markdown report (findings, and a Mermaid diagram of each chain with a
    /// problem) here: a GitHub job summary.
    package var summaryFile: String?
    /// A report draws the chains with problems: markdown, printed or as the summary file.
    var drawsDiagrams: Bool { format == .markdown || summaryFile != nil }
    package var statistics = false
    package var fix = false
    package var unsafeFixes = false
    package var diff = false
    /// Off only to measure what the byte prefilter saves.
    package var prefilter = true
    /// Only read and parse every file, through the same discovery, reading and cores as a check,
    /// and report nothing: the floor that benchmarks compare the checker with.
    package var parseOnly = false
    /// `--color`: `auto` colors a terminal unless `NO_COLOR` is set.
    package var color: ColorChoice = .auto
    /// Set when the environment holds `NO_COLOR` (https://no-color.org): `auto` then never colors.
    package var noColorRequested = false
    /// `--quiet`: the findings (or diff) and errors, nothing else: no summary, progress or notes.
    package var quiet = false
    /// `.gitignore` files (and `.git/info/exclude`) keep the files they ignore out of folder walks.
    package var respectGitignore = true
    /// Excludes and `.gitignore` apply to paths named on the command line too (as pre-commit wants).
    package var forceExclude = false
    /// Findings this baseline records are not reported (over the configuration's `baseline`).
    package var baselineFile: String?
    /// Record every finding of the run in this file, as a baseline, instead of reporting them.
    package var writeBaselineFile: String?
    package var toolVersion = "0.0.0"
    package var workingDirectory = FileManager.default.currentDirectoryPath

    package init() {}

    /// Whether fixes are computed (`--fix`, `--diff`; `--unsafe-fixes` alone only widens them).
    var computesFixes: Bool { fix || diff }
}

/// `--color`.
package enum ColorChoice: String, Sendable, CaseIterable {
    case auto
    case always
    case never
}
