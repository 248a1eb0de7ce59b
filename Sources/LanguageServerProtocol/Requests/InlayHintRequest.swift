import JSON

/// `textDocument/inlayHint`: the hints inside `range` (formlsp: what Return does in each field).
public struct InlayHintRequest: RequestType, Hashable {
    public static let method = "textDocument/inlayHint"
    public typealias Response = [InlayHint]

    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange

    public init(textDocument: TextDocumentIdentifier, range: LSPRange) {
        self.textDocument = textDocument
        self.range = range
    }
}

public struct InlayHint: Hashable, Sendable, Codable {
    public var position: Position
    public var label: String
    public var paddingLeft: Bool?
    /// Filled in by `inlayHint/resolve`.
    public var tooltip: MarkupContent?
    /// What the server needs to resolve the hint; the client hands it back untouched.
    public var data: JSON?

    public init(position: Position, label: String, paddingLeft: Bool? = nil, tooltip: MarkupContent? = nil, data: JSON? = nil) {
        self.position = position
        self.label = label
        self.paddingLeft = paddingLeft
        self.tooltip = tooltip
        self.data = data
    }
}

/// `inlayHint/resolve`: the params are the hint itself.
public struct InlayHintResolveRequest: RequestType, Hashable {
    public static let method = "inlayHint/resolve"
    public typealias Response = InlayHint

    public var hint: InlayHint

    public init(hint: InlayHint) {
        self.hint = hint
    }

    public init(from decoder: any Decoder) throws {
        hint = try InlayHint(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try hint.encode(to: encoder)
    }
}
