/// `textDocument/didSave`: the document was written to disk.
public struct DidSaveTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didSave"

    public var textDocument: TextDocumentIdentifier
    public var text: String?

    public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }
}
