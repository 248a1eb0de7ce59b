/// `textDocument/didSave`: the document was written to disk.
package struct DidSaveTextDocumentNotification: NotificationType, Hashable {
    package static let method = "textDocument/didSave"

    package var textDocument: TextDocumentIdentifier
    package var text: String?

    package init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }
}
