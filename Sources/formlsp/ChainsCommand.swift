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

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("How the chains are drawn.", valueName: "FORMAT")) var format: ChainFormat = .mermaid

    func run() throws {
        // The check's defaults, over this command's input.
        var options = try CheckOptions.parse([])
        options.input = input
        let status = Checker(options: options).chains(format: format)
        if status != .clean { throw ExitCode(status.rawValue) }
    }
}
