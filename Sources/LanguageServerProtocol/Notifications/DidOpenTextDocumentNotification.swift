/// `textDocument/didOpen`: from now on the client holds the document's text.
package struct DidOpenTextDocumentNotification: NotificationType, Hashable {
    package static let method = "textDocument/didOpen"

    package var textDocument: TextDocumentItem

    package init(textDocument: TextDocumentItem) {
        self.textDocument = textDocument
    }
}
