import ArgumentParser
import Checker
import FocusRules
import FormlspEngine
import Foundation

/// `formlsp explain RULE`: the rule's documentation, from the rule's own file.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Print a rule's documentation.")

    @Argument(help: "A rule id, as `formlsp rules` lists them.") var rule: String

    func run() throws {
        guard let text = RuleCatalog(rules: Engine.rules).explanation(of: rule) else {
            let hint = Spelling.hint(for: rule, among: Engine.rules.map(\.id.rawValue))
            FileHandle.standardError.write(Data("formlsp: error: unknown rule \"\(rule)\"\(hint) (see `formlsp rules`)\n".utf8))
            throw ExitCode(2)
        }
        print(text, terminator: "")
    }
}
