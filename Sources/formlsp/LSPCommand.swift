import ArgumentParser
import LanguageServer

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lsp", abstract: "Serve the Language Server Protocol over stdio.")

    func run() throws {
        let code = LanguageServer.serveStandardIO(version: Formlsp.configuration.version)
        throw ExitCode(code)
    }
}
