/// `textDocument/didOpen`: from now on the client holds the document's text.
public struct DidOpenTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didOpen"

    public var textDocument: TextDocumentItem

    public init(textDocument: TextDocumentItem) {
        self.textDocument = textDocument
    }
}
