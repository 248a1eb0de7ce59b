/// `textDocument/didClose`: the client no longer holds the document; the file on disk is the truth again.
public struct DidCloseTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didClose"

    public var textDocument: TextDocumentIdentifier

    public init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}
