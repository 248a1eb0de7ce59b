/// `textDocument/didChange`: edits to an open document, applied in order.
package struct DidChangeTextDocumentNotification: NotificationType, Hashable {
    package static let method = "textDocument/didChange"

    package var textDocument: VersionedTextDocumentIdentifier
    /// Applied in order, each to the text the previous one produced.
    package var contentChanges: [TextDocumentContentChangeEvent]

    package init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}

/// Replace `range` with `text`, or, without a range, the whole document.
package struct TextDocumentContentChangeEvent: Hashable, Sendable, Codable {
    package var range: LSPRange?
    package var text: String

    package init(range: LSPRange? = nil, text: String) {
        self.range = range
        self.text = text
    }
}
