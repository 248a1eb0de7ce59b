import LanguageServerProtocol
import SourceText

extension ServerState {
    /// The kinds of code action formlsp offers.
    static let codeActionKinds: [CodeActionKind] = [.quickFix, .refactorRewrite, .sourceFixAllFormlsp]

    /// Records the client's capabilities, workspace folders and settings, and answers with ours.
    /// Columns are counted in UTF-8 when the client offers it (formlsp's own unit, no conversion),
    /// else in UTF-16 (LSP's default). Diagnostics are offered for pulling only to clients that
    /// pull them; the others get them pushed.
    mutating func initialize(_ request: InitializeRequest) -> InitializeResult {
        clientCapabilities = request.capabilities
        workspaceRoots = request.workspaceFolders?.map(\.uri) ?? request.rootUri.map { [$0] } ?? []
        let offered = request.capabilities.general?.positionEncodings ?? []
        positionEncoding = offered.contains(.utf8) ? .utf8 : .utf16
        lifecycle = .running
        if let client = request.clientInfo {
            log(.info, "initialized for \(client.name) \(client.version ?? ""); columns in \(positionEncoding.rawValue)")
        }
        if let options = request.initializationOptions {
            var problems: [String] = []
            initializationSettings = readSettings(options, problems: &problems)
            logProblems(problems, from: "initializationOptions")
            if let milliseconds = options["debounceMilliseconds"]?.integerValue, case .background = analysisTiming {
                analysisTiming = .background(debounce: milliseconds > 0 ? .milliseconds(Int(min(milliseconds, 10_000))) : nil)
            }
        }

        let textDocument = request.capabilities.textDocument
        let takesCodeActionLiterals = textDocument?.codeAction?.codeActionLiteralSupport != nil
        return InitializeResult(
            capabilities: ServerCapabilities(
                positionEncoding: positionEncoding.kind,
                textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental, save: SaveOptions(includeText: false)),
                codeActionProvider: takesCodeActionLiterals
                    ? .options(CodeActionOptions(codeActionKinds: Self.codeActionKinds, resolveProvider: clientResolvesCodeActionEdits))
                    : .supported(true),
                hoverProvider: true,
                inlayHintProvider: InlayHintOptions(resolveProvider: true),
                diagnosticProvider: clientPullsDiagnostics ? DiagnosticOptions(identifier: "formlsp", interFileDependencies: true, workspaceDiagnostics: true) : nil,
                workspace: WorkspaceServerCapabilities(workspaceFolders: WorkspaceFoldersServerCapabilities(supported: true, changeNotifications: true))
            ),
            serverInfo: serverInfo
        )
    }

    /// The client fills in code actions' edits lazily through `codeAction/resolve`.
    var clientResolvesCodeActionEdits: Bool {
        clientCapabilities.textDocument?.codeAction?.resolveSupport?.properties.contains("edit") ?? false
    }
}
