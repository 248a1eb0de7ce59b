import FormlspEngine
import Foundation
import JSON
import JSONRPC
import LanguageServerProtocol
import ProjectFiles
import SourceText

/// Everything the server knows about its client and documents. Touched only on the server's queue;
/// each handler in `Handlers/` is an extension method on it.
struct ServerState {
    enum Lifecycle: Equatable {
        case uninitialized
        case running
        case shutDown
        case exited

        /// The error for a request the lifecycle does not allow now, or nil.
        func refusal(ofRequest method: String) -> ResponseError? {
            switch self {
            case .uninitialized:
                return method == InitializeRequest.method ? nil : .serverNotInitialized
            case .running:
                return method == InitializeRequest.method ? .invalidRequest("initialize was already received") : nil
            case .shutDown:
                return .invalidRequest("the server is shut down; only exit is accepted")
            case .exited:
                return .invalidRequest("the server has exited")
            }
        }

        var notificationDropReason: String {
            switch self {
            case .uninitialized: return "initialize has not been received"
            case .running: return "not dropped"
            case .shutDown: return "the server is shut down"
            case .exited: return "the server has exited"
            }
        }
    }

    let connection: Connection
    /// The server's log: the client's `window/logMessage`, and stderr.
    let logger: ServerLog
    let analyzer: any Analyzer
    let serverInfo: ServerInfo
    let scheduler: ServerScheduler
    var analysisTiming: AnalysisTiming

    var lifecycle = Lifecycle.uninitialized
    /// What the client announced in `initialize`.
    var clientCapabilities = ClientCapabilities()
    /// The workspace roots from `initialize` (`workspaceFolders`, else `rootUri`).
    var workspaceRoots: [DocumentURI] = []
    /// The unit of `Position.character` agreed in `initialize`.
    var positionEncoding = PositionEncoding.utf16
    /// The open documents.
    var documents: [DocumentURI: Document] = [:]
    /// The files of the workspace folders that can matter, kept current from disk and open documents.
    var index = WorkspaceIndex()
    /// Set once the first indexing of the workspace folders finished.
    var isIndexed = false
    /// How many times folders were indexed (the first at start, then for each folder added).
    var indexingRuns = 0
    /// The folders whose code the index holds: the projects around the workspace folders, and
    /// around documents opened outside them.
    var indexedFolders: [String] = []

    /// Settings layers: the `.formlsp.json` governing each file, `initializationOptions`, the client's.
    /// A configuration file that cannot be used is logged when it is read, and governs nothing.
    let configurations: ConfigurationCache
    /// Resolves each file's settings over `configurations` and the baselines (read again when they change).
    let settingsResolver: SettingsResolver
    var initializationSettings = EditorSettings()
    /// From `workspace/configuration` or `didChangeConfiguration`.
    var clientSettings = ClientSettings()

    /// The newest analysis of each open document (see `AnalyzedDocument`). Requests reach their
    /// handlers through `whenAnalyzed`, so it is never older than the version a request was sent
    /// for; with immediate analysis (tests) it is always the current version's.
    var analyzed: [DocumentURI: AnalyzedDocument] = [:]
    /// The last epoch handed out (`nextEpoch()`).
    var lastEpoch = 0
    /// Analyses running in the background: document → the epoch being analysed.
    var analysesInFlight: [DocumentURI: Int] = [:]
    /// Documents whose state changed while their analysis ran: analysed again when it ends.
    var analysesWanted: Set<DocumentURI> = []
    /// Requests waiting for a document's analysis.
    var analysisWaiters: [DocumentURI: [AnalysisWaiter]] = [:]
    /// The last number given to an `AnalysisWaiter`.
    var lastWaiter = 0
    /// Numbers diagnostic reports, for pull diagnostics' result ids.
    var lastResultID = 0

    /// Requests formlsp sent to the client, by id, with what to do with the answer.
    var outgoingRequests: [RequestID: (inout ServerState, Result<JSON, ResponseError>) -> Void] = [:]
    var lastOutgoingID = 0

    init(connection: Connection, log: ServerLog, analyzer: any Analyzer, serverInfo: ServerInfo, scheduler: ServerScheduler, analysisTiming: AnalysisTiming) {
        self.connection = connection
        self.logger = log
        self.analyzer = analyzer
        self.serverInfo = serverInfo
        self.scheduler = scheduler
        self.analysisTiming = analysisTiming
        configurations = ConfigurationCache(knownRules: analyzer.ruleIDs, invalidFileRead: { error in log(.error, error.description) })
        settingsResolver = SettingsResolver(configurations: configurations, baselines: BaselineCache(rereadsChangedFiles: true), judgesExclusion: true)
    }

    /// The client pulls diagnostics (`textDocument/diagnostic`) and can be asked to pull again
    /// (`workspace/diagnostic/refresh`): formlsp then never pushes them. A client that pulls but
    /// cannot be asked again (Neovim 0.12) would keep stale diagnostics after a settings change or
    /// an edit in another file, so it is pushed to instead.
    var clientPullsDiagnostics: Bool {
        clientCapabilities.textDocument?.diagnostic != nil && clientCapabilities.workspace?.diagnostics?.refreshSupport == true
    }

    /// What the settings of any file are made from, to be read off the message queue (reading a
    /// `.formlsp.json` or a baseline is disk work).
    var settingsSource: SettingsSource {
        SettingsSource(
            resolver: settingsResolver, initialization: initializationSettings, client: clientSettings,
            workspaceFolders: workspaceRoots.compactMap(\.fileSystemPath), logger: logger
        )
    }


    /// Whether edits go out as `documentChanges` (versioned) rather than `changes`.
    var clientSupportsDocumentChanges: Bool {
        clientCapabilities.workspace?.workspaceEdit?.documentChanges ?? false
    }

    func log(_ type: MessageType, _ text: String) {
        logger(type, text)
    }

    /// Input ended: exits as `exit` would, unless `exit` already came.
    mutating func endOfInput() -> Int32? {
        guard let code = exit() else { return nil }
        log(.info, "input ended; exiting with \(code)")
        return code
    }
}
