/// What formlsp offers, announced in the `initialize` result.
public struct ServerCapabilities: Hashable, Sendable, Codable {
    public var positionEncoding: PositionEncodingKind?
    public var textDocumentSync: TextDocumentSyncOptions?
    public var codeActionProvider: CodeActionProvider?
    public var hoverProvider: Bool?
    public var inlayHintProvider: InlayHintOptions?
    /// Announced only to clients that pull diagnostics.
    public var diagnosticProvider: DiagnosticOptions?
    public var workspace: WorkspaceServerCapabilities?

    public init(
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

public struct WorkspaceServerCapabilities: Hashable, Sendable, Codable {
    public var workspaceFolders: WorkspaceFoldersServerCapabilities?

    public init(workspaceFolders: WorkspaceFoldersServerCapabilities? = nil) {
        self.workspaceFolders = workspaceFolders
    }
}

/// formlsp works with several folders and wants to hear when they change.
public struct WorkspaceFoldersServerCapabilities: Hashable, Sendable, Codable {
    public var supported: Bool
    public var changeNotifications: Bool

    public init(supported: Bool, changeNotifications: Bool) {
        self.supported = supported
        self.changeNotifications = changeNotifications
    }
}

public struct InlayHintOptions: Hashable, Sendable, Codable {
    public var resolveProvider: Bool?

    public init(resolveProvider: Bool? = nil) {
        self.resolveProvider = resolveProvider
    }
}

public struct DiagnosticOptions: Hashable, Sendable, Codable {
    public var identifier: String?
    /// A file's diagnostics can change when another file does (cross-file chains).
    public var interFileDependencies: Bool
    public var workspaceDiagnostics: Bool

    public init(identifier: String? = nil, interFileDependencies: Bool, workspaceDiagnostics: Bool) {
        self.identifier = identifier
        self.interFileDependencies = interFileDependencies
        self.workspaceDiagnostics = workspaceDiagnostics
    }
}

/// How the client sends document changes; an open set.
public struct TextDocumentSyncKind: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let none = TextDocumentSyncKind(rawValue: 0)
    public static let full = TextDocumentSyncKind(rawValue: 1)
    public static let incremental = TextDocumentSyncKind(rawValue: 2)
}

public struct SaveOptions: Hashable, Sendable, Codable {
    public var includeText: Bool?

    public init(includeText: Bool? = nil) {
        self.includeText = includeText
    }
}

public struct TextDocumentSyncOptions: Hashable, Sendable, Codable {
    public var openClose: Bool?
    public var change: TextDocumentSyncKind?
    public var save: SaveOptions?

    public init(openClose: Bool? = nil, change: TextDocumentSyncKind? = nil, save: SaveOptions? = nil) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }
}

public struct CodeActionOptions: Hashable, Sendable, Codable {
    public var codeActionKinds: [CodeActionKind]?
    public var resolveProvider: Bool?

    public init(codeActionKinds: [CodeActionKind]? = nil, resolveProvider: Bool? = nil) {
        self.codeActionKinds = codeActionKinds
        self.resolveProvider = resolveProvider
    }
}

/// `codeActionProvider`: options may only be sent to clients that support code action literals;
/// others get `true`.
public enum CodeActionProvider: Hashable, Sendable, Codable {
    case supported(Bool)
    case options(CodeActionOptions)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .supported(flag)
        } else {
            self = .options(try container.decode(CodeActionOptions.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .supported(let flag): try container.encode(flag)
        case .options(let options): try container.encode(options)
        }
    }
}
