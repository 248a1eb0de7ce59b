import LanguageServerProtocol

extension ServerState {
    /// Forgets the document and clears its diagnostics: a closed file's problems are the CLI's.
    mutating func didClose(_ notification: DidCloseTextDocumentNotification) {
        let uri = notification.textDocument.uri
        documents[uri] = nil
        clearDiagnostics(for: uri)
    }
}
