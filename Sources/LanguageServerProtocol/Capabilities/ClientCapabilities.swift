import JSON

/// The parts of the client's capabilities formlsp reads; everything else the client sends is
/// ignored. Every member is optional: a missing one means "not supported".
public struct ClientCapabilities: Hashable, Sendable, Codable {
    public var general: GeneralClientCapabilities?
    public var workspace: WorkspaceClientCapabilities?
    public var textDocument: TextDocumentClientCapabilities?
    public var window: WindowClientCapabilities?

    public init(
        general: GeneralClientCapabilities? = nil, workspace: WorkspaceClientCapabilities? = nil,
        textDocument: TextDocumentClientCapabilities? = nil, window: WindowClientCapabilities? = nil
    ) {
        self.general = general
        self.workspace = workspace
        self.textDocument = textDocument
        self.window = window
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
    /// The client answers `workspace/configuration`.
    public var configuration: Bool?
    public var didChangeWatchedFiles: DynamicRegistrationCapability?
    /// `refreshSupport`: the client takes `workspace/diagnostic/refresh`.
    public var diagnostics: RefreshCapability?
    /// `refreshSupport`: the client takes `workspace/inlayHint/refresh`.
    public var inlayHint: RefreshCapability?

    public init(
        workspaceEdit: WorkspaceEditClientCapabilities? = nil, configuration: Bool? = nil,
        didChangeWatchedFiles: DynamicRegistrationCapability? = nil, diagnostics: RefreshCapability? = nil, inlayHint: RefreshCapability? = nil
    ) {
        self.workspaceEdit = workspaceEdit
        self.configuration = configuration
        self.didChangeWatchedFiles = didChangeWatchedFiles
        self.diagnostics = diagnostics
        self.inlayHint = inlayHint
    }
}

public struct DynamicRegistrationCapability: Hashable, Sendable, Codable {
    public var dynamicRegistration: Bool?

    public init(dynamicRegistration: Bool? = nil) {
        self.dynamicRegistration = dynamicRegistration
    }
}

public struct RefreshCapability: Hashable, Sendable, Codable {
    public var refreshSupport: Bool?

    public init(refreshSupport: Bool? = nil) {
        self.refreshSupport = refreshSupport
    }
}

public struct WindowClientCapabilities: Hashable, Sendable, Codable {
    /// The client shows server-initiated work-done progress (`window/workDoneProgress/create`).
    public var workDoneProgress: Bool?

    public init(workDoneProgress: Bool? = nil) {
        self.workDoneProgress = workDoneProgress
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
    /// Present when the client pulls diagnostics (`textDocument/diagnostic`); formlsp then never pushes.
    public var diagnostic: JSON?

    public init(codeAction: CodeActionClientCapabilities? = nil, diagnostic: JSON? = nil) {
        self.codeAction = codeAction
        self.diagnostic = diagnostic
    }
}

public struct CodeActionClientCapabilities: Hashable, Sendable, Codable {
    /// Present when the client accepts `CodeAction` literals (not only commands) and kinds.
    public var codeActionLiteralSupport: JSON?
    /// The properties the client can fill in later through `codeAction/resolve`.
    public var resolveSupport: ResolveSupport?

    public init(codeActionLiteralSupport: JSON? = nil, resolveSupport: ResolveSupport? = nil) {
        self.codeActionLiteralSupport = codeActionLiteralSupport
        self.resolveSupport = resolveSupport
    }
}

public struct ResolveSupport: Hashable, Sendable, Codable {
    public var properties: [String]

    public init(properties: [String]) {
        self.properties = properties
    }
}
