import JSON

/// A change the client can apply: a quick fix, a refactoring or a source action (`fixAll`).
package struct CodeAction: Hashable, Sendable, Codable {
    package var title: String
    package var kind: CodeActionKind?
    /// The diagnostics this action resolves (quick fixes).
    package var diagnostics: [Diagnostic]?
    package var isPreferred: Bool?
    package var edit: WorkspaceEdit?
    /// What the server needs to compute a lazily resolved edit; the client hands it back untouched.
    package var data: JSON?

    package init(title: String, kind: CodeActionKind? = nil, diagnostics: [Diagnostic]? = nil, isPreferred: Bool? = nil, edit: WorkspaceEdit? = nil, data: JSON? = nil) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
        self.data = data
    }
}
