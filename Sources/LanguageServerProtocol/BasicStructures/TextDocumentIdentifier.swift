/// Names a document by its URI.
package struct TextDocumentIdentifier: Hashable, Sendable, Codable {
    package var uri: DocumentURI

    package init(uri: DocumentURI) {
        self.uri = uri
    }
}

/// Names a document and the version a change produces.
package struct VersionedTextDocumentIdentifier: Hashable, Sendable, Codable {
    package var uri: DocumentURI
    package var version: Int

    package init(uri: DocumentURI, version: Int) {
        self.uri = uri
        self.version = version
    }
}

/// A document and the version an edit applies to; `version` is always written, `null` when the
/// document is not open.
package struct OptionalVersionedTextDocumentIdentifier: Hashable, Sendable, Codable {
    package var uri: DocumentURI
    package var version: Int?

    package init(uri: DocumentURI, version: Int?) {
        self.uri = uri
        self.version = version
    }

    private enum CodingKeys: String, CodingKey {
        case uri
        case version
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)
    }
}

/// A document the client opened: its text and everything needed to track it.
package struct TextDocumentItem: Hashable, Sendable, Codable {
    package var uri: DocumentURI
    package var languageId: String
    package var version: Int
    package var text: String

    package init(uri: DocumentURI, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}
