import JSON

/// The parts of the client's capabilities formlsp reads; everything else the client sends is
/// ignored. Every member is optional: a missing one means "not supported".
package struct ClientCapabilities: Hashable, Sendable, Codable {
    package var general: GeneralClientCapabilities?
    package var workspace: WorkspaceClientCapabilities?
    package var textDocument: TextDocumentClientCapabilities?
    package var window: WindowClientCapabilities?

    package init(
        general: GeneralClientCapabilities? = nil, workspace: WorkspaceClientCapabilities? = nil,
        textDocument: TextDocumentClientCapabilities? = nil, window: WindowClientCapabilities? = nil
    ) {
        self.general = general
        self.workspace = workspace
        self.textDocument = textDocument
        self.window = window
    }
}

/// Capabilities not tied to a feature: the position encodings the client offers.
package struct GeneralClientCapabilities: Hashable, Sendable, Codable {
    /// The encodings the client can count columns in, most preferred first.
    package var positionEncodings: [PositionEncodingKind]?

    package init(positionEncodings: [PositionEncodingKind]? = nil) {
        self.positionEncodings = positionEncodings
    }
}

/// What the client supports at the workspace level.
package struct WorkspaceClientCapabilities: Hashable, Sendable, Codable {
    package var workspaceEdit: WorkspaceEditClientCapabilities?
    /// The client answers `workspace/configuration`.
    package var configuration: Bool?
    package var didChangeWatchedFiles: DynamicRegistrationCapability?
    /// `refreshSupport`: the client takes `workspace/diagnostic/refresh`.
    package var diagnostics: RefreshCapability?
    /// `refreshSupport`: the client takes `workspace/inlayHint/refresh`.
    package var inlayHint: RefreshCapability?

    package init(
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

/// Whether the client lets the server register a feature at run time (`client/registerCapability`).
package struct DynamicRegistrationCapability: Hashable, Sendable, Codable {
    package var dynamicRegistration: Bool?

    package init(dynamicRegistration: Bool? = nil) {
        self.dynamicRegistration = dynamicRegistration
    }
}

/// Whether the client takes a `…/refresh` request for a feature.
package struct RefreshCapability: Hashable, Sendable, Codable {
    package var refreshSupport: Bool?

    package init(refreshSupport: Bool? = nil) {
        self.refreshSupport = refreshSupport
    }
}

/// What the client supports in its window: progress.
package struct WindowClientCapabilities: Hashable, Sendable, Codable {
    /// The client shows server-initiated work-done progress (`window/workDoneProgress/create`).
    package var workDoneProgress: Bool?

    package init(workDoneProgress: Bool? = nil) {
        self.workDoneProgress = workDoneProgress
    }
}

/// What the client accepts in a `WorkspaceEdit`.
package struct WorkspaceEditClientCapabilities: Hashable, Sendable, Codable {
    /// The client takes `WorkspaceEdit.documentChanges` (edits tied to a document version).
    package var documentChanges: Bool?

    package init(documentChanges: Bool? = nil) {
        self.documentChanges = documentChanges
    }
}

/// What the client supports per text document feature.
package struct TextDocumentClientCapabilities: Hashable, Sendable, Codable {
    package var codeAction: CodeActionClientCapabilities?
    /// Present when the client pulls diagnostics (`textDocument/diagnostic`); formlsp then never pushes.
    package var diagnostic: JSON?

    package init(codeAction: CodeActionClientCapabilities? = nil, diagnostic: JSON? = nil) {
        self.codeAction = codeAction
        self.diagnostic = diagnostic
    }
}

/// What the client supports in `textDocument/codeAction`.
package struct CodeActionClientCapabilities: Hashable, Sendable, Codable {
    /// Present when the client accepts `CodeAction` literals (not only commands) and kinds.
    package var codeActionLiteralSupport: JSON?
    /// The properties the client can fill in later through `codeAction/resolve`.
    package var resolveSupport: ResolveSupport?

    package init(codeActionLiteralSupport: JSON? = nil, resolveSupport: ResolveSupport? = nil) {
        self.codeActionLiteralSupport = codeActionLiteralSupport
        self.resolveSupport = resolveSupport
    }
}

/// The properties of an item the client can resolve lazily.
package struct ResolveSupport: Hashable, Sendable, Codable {
    package var properties: [String]

    package init(properties: [String]) {
        self.properties = properties
    }
}
