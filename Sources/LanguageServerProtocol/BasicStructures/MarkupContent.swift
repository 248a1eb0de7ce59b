/// Text for the client to render: `markdown` or `plaintext`.
package struct MarkupContent: Hashable, Sendable, Codable {
    package var kind: String
    package var value: String

    package init(markdown value: String) {
        kind = "markdown"
        self.value = value
    }
}
