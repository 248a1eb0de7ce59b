import JSON

/// The parts of the client's capabilities formlsp reads; everything else the client sends is
/// ignored. Every member is optional: a missing one means "not supported".
public struct ClientCapabilities: Hashable, Sendable, Codable {
    public var general: GeneralClientCapabilities?
    public var workspace: WorkspaceClientCapabilities?
    public var textDocument: TextDocumentClientCapabilities?

    public init(general: GeneralClientCapabilities? = nil, workspace: WorkspaceClientCapabilities? = nil, textDocument: TextDocumentClientCapabilities? = nil) {
        self.general = general
        self.workspace = workspace
        self.textDocument = textDocument
    }
}

public struct GeneralClientCapabilities: Hashable, Sendable, Codable {
    /// The encodings the client can count columns in, most preferred first.
    public var positionEncodings: [PositionEncodingKind]?

    public init(positionEncodings: [PositionEncodingKind]? = nil) {
        self.positionEncodings = positionEncodings
    }
}

public struct WorkspaceClientCapabilities: Hashable, Sendable, Codable {
    public var workspaceEdit: WorkspaceEditClientCapabilities?

    public init(workspaceEdit: WorkspaceEditClientCapabilities? = nil) {
        self.workspaceEdit = workspaceEdit
    }
}

public struct WorkspaceEditClientCapabilities: Hashable, Sendable, Codable {
    /// The client takes `WorkspaceEdit.documentChanges` (edits tied to a document version).
    public var documentChanges: Bool?

    public init(documentChanges: Bool? = nil) {
        self.documentChanges = documentChanges
    }
}

public struct TextDocumentClientCapabilities: Hashable, Sendable, Codable {
    public var codeAction: CodeActionClientCapabilities?

    public init(codeAction: CodeActionClientCapabilities? = nil) {
        self.codeAction = codeAction
    }
}

public struct CodeActionClientCapabilities: Hashable, Sendable, Codable {
    /// Present when the client accepts `CodeAction` literals (not only commands) and kinds.
    public var codeActionLiteralSupport: JSON?

    public init(codeActionLiteralSupport: JSON? = nil) {
        self.codeActionLiteralSupport = codeActionLiteralSupport
    }
}
