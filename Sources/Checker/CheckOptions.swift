import ArgumentParser
import FocusRules
import Foundation

/// What `formlsp check` and `formlsp chains` read: the paths, their configuration and `.gitignore`.
package struct InputOptions: ParsableArguments, Sendable {
    /// Files and folders; folders are searched for `.swift` files. With neither these nor
    /// `filesFrom`, the current folder.
    @Argument(help: "Files or folders (default: the current folder); for check, '-' reads the source from stdin.")
    package var paths: [String] = []

    /// Use this configuration for every file instead of the nearest `.formlsp.json`.
    @Option(name: .customLong("config"), help: ArgumentHelp("Use this configuration for every file instead of the nearest .formlsp.json.", valueName: "FILE"))
    package var configFile: String?

    @Flag(name: .customLong("no-respect-gitignore"), help: "Take the files that .gitignore ignores too.")
    package var noRespectGitignore = false

    package init() {}
}

/// Everything `formlsp check` was asked to do: its command-line options, declared once here (the
/// command takes them as an option group), and what the run sees of its environment.
package struct CheckOptions: ParsableArguments, Sendable {
    @OptionGroup package var input: InputOptions

    /// Read the source from stdin and report and configure it as this path.
    @Option(name: .customLong("stdin-filename"), help: ArgumentHelp("Read the source from stdin; report and configure it as PATH.", valueName: "PATH"))
    package var stdinFilename: String?

    /// A file listing paths one per line (`-`: stdin), added to `paths`.
    @Option(name: .customLong("files-from"), help: ArgumentHelp("Also check the paths listed in FILE, one a line ('-': stdin).", valueName: "FILE"))
    package var filesFrom: String?

    /// Rule ids to run (empty: all enabled ones) and to skip.
    @Option(help: ArgumentHelp("Run only these rules (comma-separated, repeatable).", valueName: "IDS"))
    package var select: [String] = []

    @Option(help: ArgumentHelp("Skip these rules (comma-separated, repeatable).", valueName: "IDS"))
    package var ignore: [String] = []

    /// Findings at or above this fail the run; nil: the configuration's `severity`, else warning.
    @Option(help: ArgumentHelp("Fail (exit 1) on findings at or above LEVEL. Default: the configuration's, else warning.", valueName: "LEVEL"))
    package var severity: Severity?

    @Flag(name: .customLong("exit-zero"), help: "Exit 0 even when there are findings (errors still exit 2).")
    package var exitZero = false

    @Option(
        name: [.customLong("format"), .customLong("output-format")],
        help: ArgumentHelp("Output format.", valueName: "FORMAT"))
    package var format: OutputFormat = .text

    @Option(name: .customLong("output-file"), help: ArgumentHelp("Write the report to FILE instead of stdout.", valueName: "FILE"))
    package var outputFile: String?

    /// Also write a SARIF report here, from the same run, whatever `format` prints (the GitHub Action
    /// annotates the pull request and uploads SARIF from one check).
    @Option(name: .customLong("sarif-file"), help: ArgumentHelp("Also write a SARIF report to FILE, whatever --format prints.", valueName: "FILE"))
    package var sarifFile: String?

    /// Also write the Markdown report (findings, and a Mermaid diagram of each chain with a
    /// problem) here: a GitHub job summary.
    @Option(name: .customLong("summary-file"), help: ArgumentHelp(
        "Also write a Markdown report to FILE: the findings and a Mermaid diagram of each chain with a problem (a GitHub job summary).",
        valueName: "FILE"))
    package var summaryFile: String?

    @Flag(help: "Print how often each rule fired ([*]: --fix fixes some), in text in place of the findings.") package var statistics = false
    @Flag(help: "Apply safe fixes, in place.") package var fix = false
    @Flag(name: .customLong("unsafe-fixes"), help: "With --fix or --diff, also the fixes that change behaviour.") package var unsafeFixes = false
    @Flag(help: "Print the fixes as a unified diff; write nothing.") package var diff = false

    /// Findings this baseline records are not reported (over the configuration's `baseline`).
    @Option(name: .customLong("baseline"), help: ArgumentHelp("Don't report the findings FILE records (written by --write-baseline).", valueName: "FILE"))
    package var baselineFile: String?

    /// Record every finding of the run in this file, as a baseline, instead of reporting them.
    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record every finding in FILE as a baseline, and report none.", valueName: "FILE"))
    package var writeBaselineFile: String?

    /// Excludes and `.gitignore` apply to paths named on the command line too (as pre-commit wants).
    @Flag(name: .customLong("force-exclude"), help: "Apply exclude, include and .gitignore to paths named on the command line too.")
    package var forceExclude = false

    /// `--color`: `auto` colors a terminal unless `NO_COLOR` is set.
    @Option(help: ArgumentHelp("Color the output (auto: on a terminal, unless NO_COLOR is set).", valueName: "WHEN"))
    package var color: ColorChoice = .auto

    /// `--quiet`: the findings (or diff) and errors, nothing else: no summary, progress or notes.
    @Flag(name: [.customShort("q"), .long], help: "Print the findings and errors only: no summary, progress or notes.")
    package var quiet = false

    /// For benchmarks: analyse every file, even those the byte prefilter rules out.
    @Flag(name: .customLong("no-prefilter"), help: .hidden) package var noPrefilter = false

    /// For benchmarks: read and parse every file, through the same discovery, reading and cores as
    /// a check, and report nothing: the floor that benchmarks compare the checker with.
    @Flag(name: .customLong("parse-only"), help: .hidden) package var parseOnly = false

    /// Set when the environment holds `NO_COLOR` (https://no-color.org): `auto` then never colors.
    package var noColorRequested = false
    package var toolVersion = "0.0.0"
    package var workingDirectory = FileManager.default.currentDirectoryPath

    /// The command-line options; the rest is the environment, which the command fills in.
    private enum CodingKeys: CodingKey {
        case input, stdinFilename, filesFrom, select, ignore, severity, exitZero, format, outputFile, sarifFile, summaryFile
        case statistics, fix, unsafeFixes, diff, baselineFile, writeBaselineFile, forceExclude, color, quiet, noPrefilter, parseOnly
    }

    package init() {}

    package func validate() throws {
        if diff, format != .text {
            throw ValidationError("--diff prints a unified diff; it cannot be given --format \(format.rawValue)")
        }
        if writeBaselineFile != nil, fix || diff {
            throw ValidationError("--write-baseline records the findings as they are; it cannot be given --fix, --diff or --watch")
        }
        if input.paths.contains("-") && (input.paths.count > 1 || filesFrom != nil) {
            throw ValidationError("'-' reads one source from stdin; it cannot be given other paths or --files-from")
        }
    }

    /// `.gitignore` files (and `.git/info/exclude`) keep the files they ignore out of folder walks.
    var respectGitignore: Bool { !input.noRespectGitignore }
    /// Off only to measure what the byte prefilter saves.
    var prefilter: Bool { !noPrefilter }
    /// A report draws the chains with problems: markdown, printed or as the summary file.
    var drawsDiagrams: Bool { format == .markdown || summaryFile != nil }
    /// Whether fixes are computed (`--fix`, `--diff`; `--unsafe-fixes` alone only widens them).
    var computesFixes: Bool { fix || diff }
}

/// `--color`.
package enum ColorChoice: String, Sendable, CaseIterable, ExpressibleByArgument {
    case auto
    case always
    case never
}

extension OutputFormat: ExpressibleByArgument {
    package init?(argument: String) { self.init(named: argument) }
}

extension Severity: ExpressibleByArgument {}

extension ChainFormat: ExpressibleByArgument {}
