/// `textDocument/didChange`: edits to an open document, applied in order.
public struct DidChangeTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didChange"

    public var textDocument: VersionedTextDocumentIdentifier
    /// Applied in order, each to the text the previous one produced.
    public var contentChanges: [TextDocumentContentChangeEvent]

    public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}

/// Replace `range` with `text`, or, without a range, the whole document.
public struct TextDocumentContentChangeEvent: Hashable, Sendable, Codable {
    public var range: LSPRange?
    public var text: String

    public init(range: LSPRange? = nil, text: String) {
        self.range = range
        self.text = text
    }
}
