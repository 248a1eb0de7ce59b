/// A range in a document, possibly another one.
public struct Location: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    public var range: LSPRange

    public init(uri: DocumentURI, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}
