import ArgumentParser
import Checker
import FormlspEngine

/// `formlsp rules`: every rule with its default severity, whether it can be fixed, and its summary.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the rules.")

    @Option(help: ArgumentHelp("text or json.", valueName: "FORMAT")) var format = "text"

    func validate() throws {
        guard ["text", "json"].contains(format) else { throw ValidationError("unknown format '\(format)' (expected text or json)") }
    }

    func run() throws {
        let catalog = RuleCatalog(rules: Engine.rules)
        print(format == "json" ? catalog.json() : catalog.table(), terminator: "")
    }
}
