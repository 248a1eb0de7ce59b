import LanguageServerProtocol

extension ServerState {
    /// Saving changes nothing the server tracks: the open document's text is already current
    /// through `didChange`. Accepted (we announce `save`) so it is not reported as unknown.
    mutating func didSave(_ notification: DidSaveTextDocumentNotification) {
        if documents[notification.textDocument.uri] == nil {
            log(.log, "\(notification.textDocument.uri) saved while not open")
        }
    }
}
