/// Text for the client to render: `markdown` or `plaintext`.
public struct MarkupContent: Hashable, Sendable, Codable {
    public var kind: String
    public var value: String

    public init(markdown value: String) {
        kind = "markdown"
        self.value = value
    }
}
