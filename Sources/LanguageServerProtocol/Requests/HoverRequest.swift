/// `textDocument/hover`: formlsp answers on focus code with the chain it belongs to.
package struct HoverRequest: RequestType, Hashable {
    package static let method = "textDocument/hover"
    package typealias Response = Hover?

    package var textDocument: TextDocumentIdentifier
    package var position: Position

    package init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// What `textDocument/hover` shows.
package struct Hover: Hashable, Sendable, Codable {
    package var contents: MarkupContent
    package var range: LSPRange?

    package init(contents: MarkupContent, range: LSPRange? = nil) {
        self.contents = contents
        self.range = range
    }
}
