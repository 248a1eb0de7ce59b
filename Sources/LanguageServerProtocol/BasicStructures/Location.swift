/// A range in a document, possibly another one.
package struct Location: Hashable, Sendable, Codable {
    package var uri: DocumentURI
    package var range: LSPRange

    package init(uri: DocumentURI, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}
