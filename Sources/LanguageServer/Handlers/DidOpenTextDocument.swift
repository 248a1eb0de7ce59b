import LanguageServerProtocol

extension ServerState {
    /// Tracks the document; from now on its text wins over the file on disk.
    mutating func didOpen(_ notification: DidOpenTextDocumentNotification) {
        let uri = notification.textDocument.uri
        documents[uri] = Document(notification.textDocument, epoch: nextEpoch())
        scheduleAnalysis(of: uri)
        if let path = uri.fileSystemPath { indexProject(around: path) }
    }
}
