import Foundation

/// A document's URI exactly as the client spelled it; used as the document's identity.
package struct DocumentURI: Hashable, Sendable, Codable, CustomStringConvertible {
    package var stringValue: String

    package init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    package init(from decoder: any Decoder) throws {
        stringValue = try decoder.singleValueContainer().decode(String.self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(stringValue)
    }

    /// The percent-decoded path of a `file:` URI; nil for other schemes (`untitled:`).
    package var fileSystemPath: String? {
        guard let url = URL(string: stringValue), url.isFileURL else { return nil }
        return url.path
    }

    package var description: String { stringValue }
}

/// Lets `[DocumentURI: …]` encode as a JSON object keyed by the URI (`WorkspaceEdit.changes`).
extension DocumentURI: CodingKeyRepresentable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    package var codingKey: any CodingKey { Key(stringValue: stringValue) }

    package init?<T: CodingKey>(codingKey: T) {
        self.init(codingKey.stringValue)
    }
}
