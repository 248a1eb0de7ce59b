import JSON

/// `textDocument/inlayHint`: the hints inside `range` (formlsp: what Return does in each field).
package struct InlayHintRequest: RequestType, Hashable {
    package static let method = "textDocument/inlayHint"
    package typealias Response = [InlayHint]

    package var textDocument: TextDocumentIdentifier
    package var range: LSPRange

    package init(textDocument: TextDocumentIdentifier, range: LSPRange) {
        self.textDocument = textDocument
        self.range = range
    }
}

/// A label shown inline in the text (formlsp: what Return does after a field).
package struct InlayHint: Hashable, Sendable, Codable {
    package var position: Position
    package var label: String
    package var paddingLeft: Bool?
    /// Filled in by `inlayHint/resolve`.
    package var tooltip: MarkupContent?
    /// What the server needs to resolve the hint; the client hands it back untouched.
    package var data: JSON?

    package init(position: Position, label: String, paddingLeft: Bool? = nil, tooltip: MarkupContent? = nil, data: JSON? = nil) {
        self.position = position
        self.label = label
        self.paddingLeft = paddingLeft
        self.tooltip = tooltip
        self.data = data
    }
}

/// `inlayHint/resolve`: the params are the hint itself.
package struct InlayHintResolveRequest: RequestType, Hashable {
    package static let method = "inlayHint/resolve"
    package typealias Response = InlayHint

    package var hint: InlayHint

    package init(hint: InlayHint) {
        self.hint = hint
    }

    package init(from decoder: any Decoder) throws {
        hint = try InlayHint(from: decoder)
    }

    package func encode(to encoder: any Encoder) throws {
        try hint.encode(to: encoder)
    }
}
