import ArgumentParser

/// `formlsp` with no subcommand serves LSP over stdio; `formlsp --check` is the CI checker.
struct Formlsp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formlsp",
        abstract: "Checks that every Return key in SwiftUI and UIKit forms moves focus the right way.",
        version: "0.1.0",
        subcommands: [LSPCommand.self, CheckCommand.self],
        defaultSubcommand: LSPCommand.self
    )
}

@main
enum Main {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        // `formlsp --check PATH…` is the documented spelling; it is the `check` subcommand.
        if arguments.first == "--check" { arguments[0] = "check" }
        Formlsp.main(arguments)
    }
}
