import FormlspEngine
import JSONRPC
import LanguageServerProtocol
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
    let analyzer: any DocumentAnalyzer
    let serverInfo: ServerInfo

    var lifecycle = Lifecycle.uninitialized
    /// What the client announced in `initialize`.
    var clientCapabilities = ClientCapabilities()
    /// The workspace roots from `initialize` (`workspaceFolders`, else `rootUri`).
    var workspaceRoots: [DocumentURI] = []
    /// The unit of `Position.character` agreed in `initialize`.
    var positionEncoding = PositionEncoding.utf16
    /// The open documents.
    var documents: [DocumentURI: Document] = [:]

    init(connection: Connection, analyzer: any DocumentAnalyzer, serverInfo: ServerInfo) {
        self.connection = connection
        self.analyzer = analyzer
        self.serverInfo = serverInfo
    }

    /// Whether edits go out as `documentChanges` (versioned) rather than `changes`.
    var clientSupportsDocumentChanges: Bool {
        clientCapabilities.workspace?.workspaceEdit?.documentChanges ?? false
    }

    func log(_ type: MessageType, _ text: String) {
        connection.log(type, text)
    }

    /// Input ended: the exit code, unless `exit` already came.
    mutating func endOfInput() -> Int32? {
        guard lifecycle != .exited else { return nil }
        let code: Int32 = lifecycle == .shutDown ? 0 : 1
        log(.info, "input ended; exiting with \(code)")
        lifecycle = .exited
        return code
    }
}
