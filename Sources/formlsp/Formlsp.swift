import ArgumentParser
import Foundation

/// `formlsp` with no subcommand serves LSP over stdio; `formlsp check` is the CI checker
/// (`formlsp --check` is an alias).
struct Formlsp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formlsp",
        abstract: "Checks that every Return key in SwiftUI and UIKit forms moves focus the right way.",
        discussion: "`formlsp check [PATH…]` checks files (`formlsp --check` is an alias); `formlsp` alone serves LSP over stdio.",
        version: formlspVersion,
        subcommands: [LSPCommand.self, CheckCommand.self, ChainsCommand.self, RulesCommand.self, ExplainCommand.self],
        defaultSubcommand: LSPCommand.self
    )
}

@main
enum Main {
    static func main() {
        let arguments = SubcommandPlacement.normalized(Array(CommandLine.arguments.dropFirst()))
        do {
            var command = try Formlsp.parseAsRoot(arguments)
            try command.run()
        } catch {
            // Usage errors exit 2, like every other error the checker cannot recover from
            // (argument-parser's default is 64, which CI scripts do not expect).
            if Formlsp.exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((Formlsp.fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            Formlsp.exit(withError: error)
        }
    }
}
