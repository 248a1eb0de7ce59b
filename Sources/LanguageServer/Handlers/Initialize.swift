import LanguageServerProtocol
import SourceText

extension ServerState {
    /// The kinds of code action formlsp offers.
    static let codeActionKinds: [CodeActionKind] = [.quickFix, .refactorRewrite, .sourceFixAllFormlsp]

    /// Records the client's capabilities and answers with ours. Columns are counted in UTF-8 when
    /// the client offers it (formlsp's own unit, no conversion), else in UTF-16 (LSP's default).
    mutating func initialize(_ request: InitializeRequest) -> InitializeResult {
        clientCapabilities = request.capabilities
        workspaceRoots = request.workspaceFolders?.map(\.uri) ?? request.rootUri.map { [$0] } ?? []
        let offered = request.capabilities.general?.positionEncodings ?? []
        positionEncoding = offered.contains(.utf8) ? .utf8 : .utf16
        lifecycle = .running
        if let client = request.clientInfo {
            log(.info, "initialized for \(client.name) \(client.version ?? ""); columns in \(positionEncoding.rawValue)")
        }

        let takesCodeActionLiterals = request.capabilities.textDocument?.codeAction?.codeActionLiteralSupport != nil
        return InitializeResult(
            capabilities: ServerCapabilities(
                positionEncoding: positionEncoding.kind,
                textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental, save: SaveOptions(includeText: false)),
                codeActionProvider: takesCodeActionLiterals
                    ? .options(CodeActionOptions(codeActionKinds: Self.codeActionKinds, resolveProvider: false))
                    : .supported(true)
            ),
            serverInfo: serverInfo
        )
    }
}
