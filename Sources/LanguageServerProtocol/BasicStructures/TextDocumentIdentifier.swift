/// Names a document by its URI.
public struct TextDocumentIdentifier: Hashable, Sendable, Codable {
    public var uri: DocumentURI

    public init(uri: DocumentURI) {
        self.uri = uri
    }
}

/// Names a document and the version a change produces.
public struct VersionedTextDocumentIdentifier: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    public var version: Int

    public init(uri: DocumentURI, version: Int) {
        self.uri = uri
        self.version = version
    }
}

/// A document and the version an edit applies to; `version` is always written, `null` when the
/// document is not open.
public struct OptionalVersionedTextDocumentIdentifier: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    public var version: Int?

    public init(uri: DocumentURI, version: Int?) {
        self.uri = uri
        self.version = version
    }

    private enum CodingKeys: String, CodingKey {
        case uri
        case version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)
    }
}

/// A document the client opened: its text and everything needed to track it.
public struct TextDocumentItem: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    public var languageId: String
    public var version: Int
    public var text: String

    public init(uri: DocumentURI, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}
