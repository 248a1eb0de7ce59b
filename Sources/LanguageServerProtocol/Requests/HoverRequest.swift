/// `textDocument/hover`: formlsp answers on focus code with the chain it belongs to.
public struct HoverRequest: RequestType, Hashable {
    public static let method = "textDocument/hover"
    public typealias Response = Hover?

    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

public struct Hover: Hashable, Sendable, Codable {
    public var contents: MarkupContent
    public var range: LSPRange?

    public init(contents: MarkupContent, range: LSPRange? = nil) {
        self.contents = contents
        self.range = range
    }
}
