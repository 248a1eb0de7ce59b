import ArgumentParser
import Checker
import FocusRules
import Foundation

/// `formlsp --check [PATH…]`: the command-line face of `Checker`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check Swift files and report focus-chain problems.",
        discussion: "Exit status: 0 clean, 1 findings at or above --severity (or a non-empty --diff), 2 usage, configuration or I/O error."
    )

    @Argument(help: "Files or folders to check (default: the current folder).") var paths: [String] = []

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

    @Option(help: ArgumentHelp("Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "FORMAT"))
    var format = "text"

    @Option(name: .customLong("output-file"), help: ArgumentHelp("Write the report to FILE instead of stdout.", valueName: "FILE"))
    var outputFile: String?

    @Flag(help: "Also print how often each rule fired.") var statistics = false
    @Flag(help: "Apply safe fixes, in place.") var fix = false
    @Flag(name: .customLong("unsafe-fixes"), help: "With --fix or --diff, also the fixes that change behaviour.") var unsafeFixes = false
    @Flag(help: "Print the fixes as a unified diff; write nothing.") var diff = false

    /// For benchmarks: analyse every file, even those the byte prefilter rules out.
    @Flag(name: .customLong("no-prefilter"), help: .hidden) var noPrefilter = false

    /// For benchmarks: read and parse every file, and do nothing else.
    @Flag(name: .customLong("parse-only"), help: .hidden) var parseOnly = false

    func validate() throws {
        guard OutputFormat(rawValue: format) != nil else {
            throw ValidationError("unknown format '\(format)' (expected one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        if let severity, Severity(rawValue: severity) == nil {
            throw ValidationError("unknown severity '\(severity)' (expected info, warning or error)")
        }
        if diff, format != OutputFormat.text.rawValue {
            throw ValidationError("--diff prints a unified diff; it cannot be given --format \(format)")
        }
    }

    func run() throws {
        var options = CheckOptions()
        options.paths = paths
        options.stdinFilename = stdinFilename
        options.filesFrom = filesFrom
        options.configFile = config
        options.select = select
        options.ignore = ignore
        options.severity = severity.flatMap(Severity.init(rawValue:))
        options.exitZero = exitZero
        options.format = OutputFormat(rawValue: format) ?? .text
        options.outputFile = outputFile
        options.statistics = statistics
        options.fix = fix
        options.unsafeFixes = unsafeFixes
        options.diff = diff
        options.prefilter = !noPrefilter && ProcessInfo.processInfo.environment["FORMLSP_NO_PREFILTER"] == nil
        options.parseOnly = parseOnly
        options.colorAllowed = ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        options.toolVersion = Formlsp.configuration.version
        let status = Checker(options: options).run()
        if status != .clean { throw ExitCode(status.rawValue) }
    }
}
