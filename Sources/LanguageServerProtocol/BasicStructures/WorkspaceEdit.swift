/// Edits to one document at one version.
package struct TextDocumentEdit: Hashable, Sendable, Codable {
    package var textDocument: OptionalVersionedTextDocumentIdentifier
    package var edits: [TextEdit]

    package init(textDocument: OptionalVersionedTextDocumentIdentifier, edits: [TextEdit]) {
        self.textDocument = textDocument
        self.edits = edits
    }
}

/// Either `documentChanges` (versioned, for clients that announce support) or plain `changes`.
package struct WorkspaceEdit: Hashable, Sendable, Codable {
    package var changes: [DocumentURI: [TextEdit]]?
    package var documentChanges: [TextDocumentEdit]?

    package init(changes: [DocumentURI: [TextEdit]]? = nil, documentChanges: [TextDocumentEdit]? = nil) {
        self.changes = changes
        self.documentChanges = documentChanges
    }
}
