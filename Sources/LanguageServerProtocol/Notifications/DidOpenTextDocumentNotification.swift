public struct DidOpenTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didOpen"

    public var textDocument: TextDocumentItem

    public init(textDocument: TextDocumentItem) {
        self.textDocument = textDocument
    }
}
