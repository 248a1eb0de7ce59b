import JSON

public struct CodeAction: Hashable, Sendable, Codable {
    public var title: String
    public var kind: CodeActionKind?
    /// The diagnostics this action resolves (quick fixes).
    public var diagnostics: [Diagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?
    /// What the server needs to compute a lazily resolved edit; the client hands it back untouched.
    public var data: JSON?

    public init(title: String, kind: CodeActionKind? = nil, diagnostics: [Diagnostic]? = nil, isPreferred: Bool? = nil, edit: WorkspaceEdit? = nil, data: JSON? = nil) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
        self.data = data
    }
}
