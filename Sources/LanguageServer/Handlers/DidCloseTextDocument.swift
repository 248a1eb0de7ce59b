import LanguageServerProtocol

extension ServerState {
    /// Forgets the document, here and in the analyzer, and clears its diagnostics (a closed file's
    /// problems are the CLI's); the index goes back to the file's text on disk.
    mutating func didClose(_ notification: DidCloseTextDocumentNotification) {
        let uri = notification.textDocument.uri
        let path = documents.removeValue(forKey: uri)?.path
        forgetAnalyses(of: uri)
        clearDiagnostics(for: uri)
        if let path {
            analyzer.forget(path: path)
            reindexFromDisk([path])
        }
    }
}
