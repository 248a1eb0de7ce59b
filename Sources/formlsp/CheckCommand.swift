import ArgumentParser
import Checker
import FocusRules
import Foundation

/// `formlsp check [PATH…]` (alias `formlsp --check`): the command-line face of `Checker`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check Swift files for focus-chain problems.",
        discussion: """
            `formlsp --check` is an alias. Options may come before or after `check` and the paths. Exit status: 0 clean, 1 findings at or above \
            --severity (or a non-empty --diff), 2 usage, configuration or I/O error, or a named path holding no \
            Swift file to check.
            """
    )

    /// The options that take a value, so that `formlsp --format json check` finds the subcommand's word.
    static let optionsTakingValues: Set<String> = [
        "--stdin-filename", "--files-from", "--config", "--select", "--ignore", "--severity", "--format", "--output-format", "--output-file",
        "--color", "--baseline", "--write-baseline", "--sarif-file", "--summary-file",
    ]

    @Argument(help: "Files or folders to check (default: the current folder); '-' reads the source from stdin.") var paths: [String] = []

    @Option(name: .customLong("stdin-filename"), help: ArgumentHelp("Read the source from stdin; report and configure it as PATH.", valueName: "PATH"))
    var stdinFilename: String?

    @Option(name: .customLong("files-from"), help: ArgumentHelp("Also check the paths listed in FILE, one a line ('-': stdin).", valueName: "FILE"))
    var filesFrom: String?

    @Option(help: ArgumentHelp("Use this configuration for every file instead of the nearest .formlsp.json.", valueName: "FILE"))
    var config: String?

    @Option(help: ArgumentHelp("Run only these rules (comma-separated, repeatable).", valueName: "IDS"))
    var select: [String] = []

    @Option(help: ArgumentHelp("Skip these rules (comma-separated, repeatable).", valueName: "IDS"))
    var ignore: [String] = []

    @Option(help: ArgumentHelp("Fail (exit 1) on findings at or above LEVEL: info, warning or error. Default: the configuration's, else warning.", valueName: "LEVEL"))
    var severity: String?

    @Flag(name: .customLong("exit-zero"), help: "Exit 0 even when there are findings (errors still exit 2).")
    var exitZero = false

    @Option(
        name: [.customLong("format"), .customLong("output-format")],
        help: ArgumentHelp("Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "FORMAT"))
    var format = "text"

    @Option(name: .customLong("output-file"), help: ArgumentHelp("Write the report to FILE instead of stdout.", valueName: "FILE"))
    var outputFile: String?

    @Option(name: .customLong("sarif-file"), help: ArgumentHelp("Also write a SARIF report to FILE, whatever --format prints.", valueName: "FILE"))
    var sarifFile: String?

    @Option(name: .customLong("summary-file"), help: ArgumentHelp(
        "Also write a Markdown report to FILE: the findings and a Mermaid diagram of each chain with a problem (a GitHub job summary).",
        valueName: "FILE"))
    var summaryFile: String?

    @Flag(help: "Print how often each rule fired ([*]: --fix fixes some), in text in place of the findings.") var statistics = false
    @Flag(help: "Apply safe fixes, in place.") var fix = false
    @Flag(name: .customLong("unsafe-fixes"), help: "With --fix or --diff, also the fixes that change behaviour.") var unsafeFixes = false
    @Flag(help: "Print the fixes as a unified diff; write nothing.") var diff = false

    @Option(help: ArgumentHelp("Don't report the findings FILE records (written by --write-baseline).", valueName: "FILE"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record every finding in FILE as a baseline, and report none.", valueName: "FILE"))
    var writeBaseline: String?

    @Flag(name: .customLong("no-respect-gitignore"), help: "Check files that .gitignore ignores too.")
    var noRespectGitignore = false

    @Flag(name: .customLong("force-exclude"), help: "Apply exclude, include and .gitignore to paths named on the command line too.")
    var forceExclude = false

    @Option(help: ArgumentHelp("Color the output: auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "WHEN"))
    var color = "auto"

    @Flag(name: [.customShort("q"), .long], help: "Print the findings and errors only: no summary, progress or notes.")
    var quiet = false

    @Flag(name: .customLong("show-settings"), help: "Print the settings that govern the first path (or the current folder), and exit.")
    var showSettings = false

    @Flag(help: "Check again whenever a Swift file, .formlsp.json or .gitignore under the paths changes (Ctrl-C ends).")
    var watch = false

    /// For benchmarks: analyse every file, even those the byte prefilter rules out.
    @Flag(name: .customLong("no-prefilter"), help: .hidden) var noPrefilter = false

    /// For benchmarks: read and parse every file, and do nothing else.
    @Flag(name: .customLong("parse-only"), help: .hidden) var parseOnly = false

    func validate() throws {
        guard OutputFormat(named: format) != nil else {
            throw ValidationError("unknown format '\(format)' (expected one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        if let severity, Severity(rawValue: severity) == nil {
            throw ValidationError("unknown severity '\(severity)' (expected info, warning or error)")
        }
        guard ColorChoice(rawValue: color) != nil else {
            throw ValidationError("unknown --color '\(color)' (expected auto, always or never)")
        }
        if diff, format != OutputFormat.text.rawValue {
            throw ValidationError("--diff prints a unified diff; it cannot be given --format \(format)")
        }
        if writeBaseline != nil, fix || diff || watch {
            throw ValidationError("--write-baseline records the findings as they are; it cannot be given --fix, --diff or --watch")
        }
        if paths.contains("-") && (paths.count > 1 || filesFrom != nil) {
            throw ValidationError("'-' reads one source from stdin; it cannot be given other paths or --files-from")
        }
        if watch, stdinFilename != nil || filesFrom == "-" || paths == ["-"] {
            throw ValidationError("--watch reads files from disk; it cannot be given --stdin-filename or --files-from -")
        }
    }

    func run() throws {
        var options = CheckOptions()
        // `-` is stdin, reported as `-` unless --stdin-filename names it (ruff's spelling).
        let readsStandardInput = paths == ["-"]
        options.paths = readsStandardInput ? [] : paths
        options.stdinFilename = stdinFilename ?? (readsStandardInput ? "-" : nil)
        options.filesFrom = filesFrom
        options.configFile = config
        options.select = select
        options.ignore = ignore
        options.severity = severity.flatMap(Severity.init(rawValue:))
        options.exitZero = exitZero
        options.format = OutputFormat(named: format) ?? .text
        options.outputFile = outputFile
        options.sarifFile = sarifFile
        options.summaryFile = summaryFile
        options.statistics = statistics
        options.fix = fix
        options.unsafeFixes = unsafeFixes
        options.diff = diff
        options.baselineFile = baseline
        options.writeBaselineFile = writeBaseline
        options.respectGitignore = !noRespectGitignore
        options.forceExclude = forceExclude
        options.color = ColorChoice(rawValue: color) ?? .auto
        options.noColorRequested = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        options.quiet = quiet
        options.prefilter = !noPrefilter && ProcessInfo.processInfo.environment["FORMLSP_NO_PREFILTER"] == nil
        options.parseOnly = parseOnly
        options.toolVersion = Formlsp.configuration.version
        let checker = Checker(options: options)
        let status: ExitStatus
        if showSettings {
            status = checker.showSettings()
        } else if watch {
            status = checker.watch()
        } else {
            status = checker.run()
        }
        if status != .clean { throw ExitCode(status.rawValue) }
    }
}
