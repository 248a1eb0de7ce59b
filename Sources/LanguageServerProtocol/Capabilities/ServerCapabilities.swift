/// What formlsp offers, announced in the `initialize` result.
package struct ServerCapabilities: Hashable, Sendable, Codable {
    package var positionEncoding: PositionEncodingKind?
    package var textDocumentSync: TextDocumentSyncOptions?
    package var codeActionProvider: CodeActionProvider?
    package var hoverProvider: Bool?
    package var inlayHintProvider: InlayHintOptions?
    /// Announced only to clients that pull diagnostics.
    package var diagnosticProvider: DiagnosticOptions?
    package var workspace: WorkspaceServerCapabilities?

    package init(
        positionEncoding: PositionEncodingKind? = nil, textDocumentSync: TextDocumentSyncOptions? = nil, codeActionProvider: CodeActionProvider? = nil,
        hoverProvider: Bool? = nil, inlayHintProvider: InlayHintOptions? = nil, diagnosticProvider: DiagnosticOptions? = nil,
        workspace: WorkspaceServerCapabilities? = nil
    ) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.codeActionProvider = codeActionProvider
        self.hoverProvider = hoverProvider
        self.inlayHintProvider = inlayHintProvider
        self.diagnosticProvider = diagnosticProvider
        self.workspace = workspace
    }
}

/// What the server supports at the workspace level.
package struct WorkspaceServerCapabilities: Hashable, Sendable, Codable {
    package var workspaceFolders: WorkspaceFoldersServerCapabilities?

    package init(workspaceFolders: WorkspaceFoldersServerCapabilities? = nil) {
        self.workspaceFolders = workspaceFolders
    }
}

/// formlsp works with several folders and wants to hear when they change.
package struct WorkspaceFoldersServerCapabilities: Hashable, Sendable, Codable {
    package var supported: Bool
    package var changeNotifications: Bool

    package init(supported: Bool, changeNotifications: Bool) {
        self.supported = supported
        self.changeNotifications = changeNotifications
    }
}

/// How the server provides inlay hints.
package struct InlayHintOptions: Hashable, Sendable, Codable {
    package var resolveProvider: Bool?

    package init(resolveProvider: Bool? = nil) {
        self.resolveProvider = resolveProvider
    }
}

/// How the server provides pulled diagnostics.
package struct DiagnosticOptions: Hashable, Sendable, Codable {
    package var identifier: String?
    /// A file's diagnostics can change when another file does (cross-file chains).
    package var interFileDependencies: Bool
    package var workspaceDiagnostics: Bool

    package init(identifier: String? = nil, interFileDependencies: Bool, workspaceDiagnostics: Bool) {
        self.identifier = identifier
        self.interFileDependencies = interFileDependencies
        self.workspaceDiagnostics = workspaceDiagnostics
    }
}

/// How the client sends document changes; an open set.
package struct TextDocumentSyncKind: RawRepresentable, Hashable, Sendable, Codable {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let none = TextDocumentSyncKind(rawValue: 0)
    package static let full = TextDocumentSyncKind(rawValue: 1)
    package static let incremental = TextDocumentSyncKind(rawValue: 2)
}

/// What the server wants with `textDocument/didSave`.
package struct SaveOptions: Hashable, Sendable, Codable {
    package var includeText: Bool?

    package init(includeText: Bool? = nil) {
        self.includeText = includeText
    }
}

/// How the client keeps the server's copy of open documents current.
package struct TextDocumentSyncOptions: Hashable, Sendable, Codable {
    package var openClose: Bool?
    package var change: TextDocumentSyncKind?
    package var save: SaveOptions?

    package init(openClose: Bool? = nil, change: TextDocumentSyncKind? = nil, save: SaveOptions? = nil) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }
}

/// The code action kinds the server offers, and whether it resolves them lazily.
package struct CodeActionOptions: Hashable, Sendable, Codable {
    package var codeActionKinds: [CodeActionKind]?
    package var resolveProvider: Bool?

    package init(codeActionKinds: [CodeActionKind]? = nil, resolveProvider: Bool? = nil) {
        self.codeActionKinds = codeActionKinds
        self.resolveProvider = resolveProvider
    }
}

/// `codeActionProvider`: options may only be sent to clients that support code action literals;
/// others get `true`.
package enum CodeActionProvider: Hashable, Sendable, Codable {
    case supported(Bool)
    case options(CodeActionOptions)

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .supported(flag)
        } else {
            self = .options(try container.decode(CodeActionOptions.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .supported(let flag): try container.encode(flag)
        case .options(let options): try container.encode(options)
        }
    }
}
