/// Replaces a range of a document with new text.
package struct TextEdit: Hashable, Sendable, Codable {
    package var range: LSPRange
    package var newText: String

    package init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}
