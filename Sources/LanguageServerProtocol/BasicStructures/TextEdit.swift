/// Replaces a range of a document with new text.
public struct TextEdit: Hashable, Sendable, Codable {
    public var range: LSPRange
    public var newText: String

    public init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}
