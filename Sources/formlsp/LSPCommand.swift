import ArgumentParser
import LanguageServer

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lsp", abstract: "Serve the Language Server Protocol over stdio.")

    /// Accepted and ignored: stdio is the only transport, and many clients (vscode-languageclient,
    /// editor presets) pass this flag anyway.
    @Flag(help: "Use stdin/stdout (the default and only transport).") var stdio = false

    func run() throws {
        let code = LanguageServer.serveStandardIO(version: Formlsp.configuration.version)
        throw ExitCode(code)
    }
}
