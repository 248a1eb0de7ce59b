/// `textDocument/didClose`: the client no longer holds the document; the file on disk is the truth again.
package struct DidCloseTextDocumentNotification: NotificationType, Hashable {
    package static let method = "textDocument/didClose"

    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}
