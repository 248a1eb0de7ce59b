import ArgumentParser

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lsp", abstract: "Serve the Language Server Protocol over stdio.")

    func run() throws {
        // Filled in by the server work (issue: foundation).
        throw ExitCode(2)
    }
}
