import ArgumentParser
import Foundation
import LanguageServer

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lsp", abstract: "Serve the Language Server Protocol over stdio.")

    /// Said on stderr when a person, not an editor, started the server: stdin is a terminal.
    static let terminalNotice = """
        formlsp: this is the language server, waiting for LSP messages on stdin (editors start it this way; Ctrl-D ends it).
        To check files instead: formlsp check [PATH…]   (formlsp --help for more)

        """

    /// Accepted and ignored: stdio is the only transport, and many clients (vscode-languageclient,
    /// editor presets) pass this flag anyway.
    @Flag(help: "Use stdin/stdout (the default and only transport).") var stdio = false

    func run() throws {
        if isatty(STDIN_FILENO) == 1 {
            FileHandle.standardError.write(Data(Self.terminalNotice.utf8))
        }
        let code = LanguageServer.serveStandardIO(version: Formlsp.configuration.version)
        throw ExitCode(code)
    }
}
