import LanguageServerProtocol

extension ServerState {
    /// Applies incremental (or whole-text) changes in the negotiated encoding, then re-checks
    /// (debounced: a newer version makes the pending analysis stale).
    mutating func didChange(_ notification: DidChangeTextDocumentNotification) {
        let uri = notification.textDocument.uri
        guard var document = documents[uri] else {
            log(.warning, "ignored a change to \(uri), which is not open")
            return
        }
        let notes = document.apply(notification.contentChanges, version: notification.textDocument.version, encoding: positionEncoding, epoch: nextEpoch())
        for note in notes { log(.warning, "\(uri): \(note)") }
        documents[uri] = document
        scheduleAnalysis(of: uri)
    }
}
