import Dispatch
import FormlspEngine
import JSON
import JSONRPC
import LanguageServerProtocol

/// The formlsp language server: lifecycle, dispatch and threading around `ServerState`.
///
/// Bytes arrive on the reader's thread (`receive(bytes:)`); complete messages are queued, in order,
/// on one serial queue where all state lives, so handlers never race. Only `$/cancelRequest` is
/// acted on at once, on the reader's thread, so it can answer a request that is still waiting or
/// running. Every request is answered exactly once through its `IncomingRequest`.
public final class LanguageServer: Sendable {
    public let connection: Connection
    private let queue: DispatchQueue
    private let state: Locked<ServerState>
    private let onExit: @Sendable (Int32) -> Void

    /// - Parameters:
    ///   - version: reported as `serverInfo.version`.
    ///   - analyzer: the engine (tests pass their own).
    ///   - queue: a serial queue for all message handling (tests may suspend it).
    ///   - onExit: called once with the exit code, on `exit` or at end of input.
    public init(
        connection: Connection,
        version: String,
        analyzer: any DocumentAnalyzer = Engine(parseCache: ParseCache()),
        queue: DispatchQueue = DispatchQueue(label: "formlsp.server"),
        onExit: @escaping @Sendable (Int32) -> Void
    ) {
        self.connection = connection
        self.queue = queue
        self.onExit = onExit
        self.state = Locked(ServerState(connection: connection, analyzer: analyzer, serverInfo: ServerInfo(name: "formlsp", version: version)))
    }

    /// Feeds bytes from the client. Call from one thread (the reader's), in order.
    public func receive(bytes: some Collection<UInt8>) {
        for message in connection.receive(bytes) {
            if case .notification(let method, let params) = message, method == CancelRequestNotification.method {
                cancelRequest(params)
                continue
            }
            queue.async { self.handle(message) }
        }
    }

    /// The client closed its end: finish what was received, then exit (1 unless `shutdown` came).
    public func receiveEndOfInput() {
        connection.receiveEndOfInput()
        queue.async {
            let code = self.state.withLock { $0.endOfInput() }
            if let code { self.onExit(code) }
        }
    }

    private func handle(_ message: IncomingMessage) {
        let exitCode: Int32? = state.withLock { state in
            switch message {
            case .request(let request):
                handle(request, state: &state)
                return nil
            case .notification(let method, let params):
                return handleNotification(method, params, state: &state)
            case .response(let id, _):
                state.log(.log, "ignored a response (id \(id.map(String.init(describing:)) ?? "null")) to no request of formlsp's")
                return nil
            }
        }
        if let exitCode { onExit(exitCode) }
    }

    // MARK: - Dispatch

    private func handle(_ request: IncomingRequest, state: inout ServerState) {
        if let refusal = state.lifecycle.refusal(ofRequest: request.method) {
            request.reply(.failure(refusal))
            return
        }
        guard !request.isAnswered else { return }  // cancelled while it waited
        switch request.method {
        case InitializeRequest.method: answer(request) { (params: InitializeRequest) in state.initialize(params) }
        case ShutdownRequest.method: answer(request) { (params: ShutdownRequest) in state.shutdown(params) }
        case CodeActionRequest.method: answer(request) { (params: CodeActionRequest) in state.codeActions(params) }
        default: request.reply(.failure(.methodNotFound(request.method)))
        }
    }

    /// Returns the exit code once the server should end.
    private func handleNotification(_ method: String, _ params: JSON?, state: inout ServerState) -> Int32? {
        if method == ExitNotification.method { return state.exit() }
        guard state.lifecycle == .running else {
            state.log(.log, "dropped \(method): \(state.lifecycle.notificationDropReason)")
            return nil
        }
        switch method {
        case InitializedNotification.method: notify(params, state: &state) { (params: InitializedNotification, state) in state.initialized(params) }
        case DidOpenTextDocumentNotification.method: notify(params, state: &state) { (params: DidOpenTextDocumentNotification, state) in state.didOpen(params) }
        case DidChangeTextDocumentNotification.method: notify(params, state: &state) { (params: DidChangeTextDocumentNotification, state) in state.didChange(params) }
        case DidCloseTextDocumentNotification.method: notify(params, state: &state) { (params: DidCloseTextDocumentNotification, state) in state.didClose(params) }
        case DidSaveTextDocumentNotification.method: notify(params, state: &state) { (params: DidSaveTextDocumentNotification, state) in state.didSave(params) }
        default:
            // `$/` notifications are optional by the spec's own rule; others are worth a note.
            if !method.hasPrefix("$/") { state.log(.log, "ignored unknown notification \(method)") }
        }
        return nil
    }

    private func answer<Request: RequestType>(_ request: IncomingRequest, _ handler: (Request) throws(ResponseError) -> Request.Response) {
        let result: Result<JSON, ResponseError>
        do throws(ResponseError) {
            let response = try handler(try Request.decode(params: request.params))
            result = .success(try Self.encode(response))
        } catch {
            result = .failure(error)
        }
        request.reply(result)
    }

    private func notify<Notification: NotificationType>(_ params: JSON?, state: inout ServerState, _ handler: (Notification, inout ServerState) -> Void) {
        do throws(ResponseError) {
            handler(try Notification.decode(params: params), &state)
        } catch {
            state.log(.error, "ignored \(Notification.method): \(error.message)")
        }
    }

    private static func encode(_ response: some Encodable) throws(ResponseError) -> JSON {
        do {
            return try JSONValueEncoder().encode(response)
        } catch {
            throw .internalError("could not encode the result: \(error)")
        }
    }
}
