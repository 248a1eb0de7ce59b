/// Edits to one document at one version.
public struct TextDocumentEdit: Hashable, Sendable, Codable {
    public var textDocument: OptionalVersionedTextDocumentIdentifier
    public var edits: [TextEdit]

    public init(textDocument: OptionalVersionedTextDocumentIdentifier, edits: [TextEdit]) {
        self.textDocument = textDocument
        self.edits = edits
    }
}

/// Either `documentChanges` (versioned, for clients that announce support) or plain `changes`.
public struct WorkspaceEdit: Hashable, Sendable, Codable {
    public var changes: [DocumentURI: [TextEdit]]?
    public var documentChanges: [TextDocumentEdit]?

    public init(changes: [DocumentURI: [TextEdit]]? = nil, documentChanges: [TextDocumentEdit]? = nil) {
        self.changes = changes
        self.documentChanges = documentChanges
    }
}
