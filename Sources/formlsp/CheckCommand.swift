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

    /// The options that take a value, so that `formlsp --format json check` finds the subcommand's word:
    /// read off the command's declaration, as argument-parser describes it (`--experimental-dump-help`).
    static let optionsTakingValues: Set<String> = {
        guard let help = try? JSONDecoder().decode(DeclaredArguments.self, from: Data(_dumpHelp().utf8)) else { return [] }
        let names = (help.command.arguments ?? []).filter { $0.kind == "option" }.flatMap { $0.names ?? [] }
        return Set(names.map { ($0.kind == "long" ? "--" : "-") + $0.name })
    }()

    @OptionGroup var options: CheckOptions

    @Flag(name: .customLong("show-settings"), help: "Print the settings that govern the first path (or the current folder), and exit.")
    var showSettings = false

    @Flag(help: "Check again whenever a Swift file, .formlsp.json or .gitignore under the paths changes (Ctrl-C ends).")
    var watch = false

    func validate() throws {
        if options.writeBaselineFile != nil, watch {
            throw ValidationError("--write-baseline records the findings as they are; it cannot be given --fix, --diff or --watch")
        }
        if watch, options.stdinFilename != nil || options.filesFrom == "-" || options.input.paths == ["-"] {
            throw ValidationError("--watch reads files from disk; it cannot be given --stdin-filename or --files-from -")
        }
    }

    func run() throws {
        var options = options
        // `-` is stdin, reported as `-` unless --stdin-filename names it (ruff's spelling).
        if options.input.paths == ["-"] {
            options.input.paths = []
            options.stdinFilename = options.stdinFilename ?? "-"
        }
        let environment = ProcessInfo.processInfo.environment
        options.noColorRequested = !(environment["NO_COLOR"] ?? "").isEmpty
        if environment["FORMLSP_NO_PREFILTER"] != nil { options.noPrefilter = true }
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

/// The part of argument-parser's description of a command that says which options take a value.
private struct DeclaredArguments: Decodable {
    struct Command: Decodable {
        let arguments: [Argument]?
    }

    struct Argument: Decodable {
        /// `option` (takes a value), `flag` or `positional`.
        let kind: String
        let names: [Name]?
    }

    struct Name: Decodable {
        /// `long`, `short` or `longWithSingleDash`.
        let kind: String
        let name: String
    }

    let command: Command
}
