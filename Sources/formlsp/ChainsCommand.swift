import ArgumentParser
import Checker
import Foundation

/// `formlsp chains [PATH…]`: every form's focus chain, drawn.
struct ChainsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chains",
        abstract: "Draw every form's focus chain (Mermaid, Graphviz or JSON).",
        discussion: "Each field in chain order with its Return key and what Return does there; the fields with problems are marked."
    )

    @Argument(help: "Files or folders (default: the current folder).") var paths: [String] = []

    @Option(help: ArgumentHelp("mermaid, dot or json.", valueName: "FORMAT")) var format = "mermaid"

    @Option(help: ArgumentHelp("Use this configuration for every file instead of the nearest .formlsp.json.", valueName: "FILE"))
    var config: String?

    @Flag(name: .customLong("no-respect-gitignore"), help: "Draw the chains of files that .gitignore ignores too.")
    var noRespectGitignore = false

    func validate() throws {
        guard ChainFormat(rawValue: format) != nil else {
            throw ValidationError("unknown format '\(format)' (expected \(ChainFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
    }

    func run() throws {
        var options = CheckOptions()
        options.paths = paths
        options.configFile = config
        options.respectGitignore = !noRespectGitignore
        let status = Checker(options: options).chains(format: ChainFormat(rawValue: format) ?? .mermaid)
        if status != .clean { throw ExitCode(status.rawValue) }
    }
}
