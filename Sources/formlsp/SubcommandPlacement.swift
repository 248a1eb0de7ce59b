/// Options in any order, as ruff takes them: `formlsp --exit-zero check .`, `formlsp --format json
/// --check`. argument-parser wants the subcommand first, so the subcommand's word (or `--check`, the
/// checker's alias) is moved to the front when options come before it.
enum SubcommandPlacement {
    static let subcommands: Set<String> = ["lsp", "check", "chains", "rules", "explain", "help"]

    static func normalized(_ arguments: [String]) -> [String] {
        var arguments = arguments
        let options = arguments.prefix { $0 != "--" }
        if let alias = options.firstIndex(of: "--check") {
            arguments.remove(at: alias)
            arguments.insert("check", at: 0)
            return arguments
        }
        guard let first = arguments.first, !subcommands.contains(first), first.hasPrefix("-") else { return arguments }
        // The first word that is neither an option nor an option's value names the subcommand.
        var index = 0
        while index < options.count {
            let word = options[index]
            if !word.hasPrefix("-") {
                guard subcommands.contains(word) else { return arguments }
                arguments.remove(at: index)
                arguments.insert(word, at: 0)
                return arguments
            }
            index += CheckCommand.optionsTakingValues.contains(word) ? 2 : 1
        }
        return arguments
    }
}
