import LanguageServerProtocol

extension ServerState {
    mutating func didOpen(_ notification: DidOpenTextDocumentNotification) {
        let uri = notification.textDocument.uri
        documents[uri] = Document(notification.textDocument)
        publishDiagnostics(for: uri)
    }
}
