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
///
/// Nothing slow runs on that queue: analysis and workspace indexing run on a
/// background queue and post their results back. A request about a document whose current
/// version is not analysed yet waits for that analysis rather than answer for an older one.
package final class LanguageServer: Sendable {
    package let connection: Connection
    let log: ServerLog
    private let queue: DispatchQueue
    /// Never nil after `init`: optional only so the scheduler can reach it before it exists.
    private let state: Locked<ServerState?>
    private let onExit: @Sendable (Int32) -> Void

    /// - Parameters:
    ///   - version: reported as `serverInfo.version`.
    ///   - analyzer: the engine (tests pass their own).
    ///   - queue: a serial queue for all message handling (tests may suspend it).
    ///   - analysisTiming: in the background, at once, by default; `immediate` for deterministic tests.
    ///   - logToStandardError: also print log lines to stderr (tests turn it off).
    ///   - onExit: called once with the exit code, on `exit` or at end of input.
    package init(
        connection: Connection,
        version: String,
        analyzer: any Analyzer = Engine(documentCache: DocumentCache()),
        queue: DispatchQueue = DispatchQueue(label: "formlsp.server"),
        analysisTiming: AnalysisTiming = .background(),
        logToStandardError: Bool = true,
        onExit: @escaping @Sendable (Int32) -> Void
    ) {
        self.connection = connection
        let log = ServerLog(connection: connection, toStandardError: logToStandardError)
        self.log = log
        connection.onProblem { [weak connection] problem in
            guard let connection else { return }
            ServerLog(connection: connection, toStandardError: logToStandardError)(problem.severity == .error ? .error : .warning, problem.description)
        }
        self.queue = queue
        self.onExit = onExit
        let state = Locked<ServerState?>(nil)
        let scheduler = ServerScheduler(
            post: { delay, work in
                let run: @Sendable () -> Void = { state.withLock { if $0 != nil { work(&$0!) } } }
                if let delay { queue.asyncAfter(deadline: .now() + delay, execute: run) } else { queue.async(execute: run) }
            },
            background: DispatchQueue(label: "formlsp.analysis", qos: .utility, attributes: .concurrent)
        )
        state.withLock {
            $0 = ServerState(
                connection: connection, log: log, analyzer: analyzer, serverInfo: ServerInfo(name: "formlsp", version: version),
                scheduler: scheduler, analysisTiming: analysisTiming
            )
        }
        self.state = state
    }

    /// Feeds bytes from the client. Call from one thread (the reader's), in order.
    package func receive(bytes: some Collection<UInt8>) {
        for message in connection.receive(bytes) {
            if case .notification(let method, let params) = message, method == CancelRequestNotification.method {
                cancelRequest(params)
                continue
            }
            queue.async { self.handle(message) }
        }
    }

    /// The client closed its end: finish what was received, then exit (1 unless `shutdown` came).
    package func receiveEndOfInput() {
        connection.receiveEndOfInput()
        queue.async {
            let code = self.state.withLock { $0?.endOfInput() }
            if let code { self.onExit(code) }
        }
    }

    private func handle(_ message: IncomingMessage) {
        let exitCode: Int32? = state.withLock { state in
            guard state != nil else { return nil }
            switch message {
            case .request(let request):
                handle(request, state: &state!)
                return nil
            case .notification(let method, let params):
                return handleNotification(method, params, state: &state!)
            case .response(let id, let result):
                state!.receiveResponse(id: id, result: result)
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
        let documents = state.documentsAnswering(request)
        if documents.isEmpty {
            dispatch(request, params: request.params, state: &state)
        } else {
            let sent = documents.count == 1 ? state.documents[documents[0]] : nil
            state.whenAnalyzed(documents) { state in
                let params = sent.map { state.carryingPositions(of: request.params, from: $0) } ?? request.params
                self.dispatch(request, params: params, state: &state)
            }
        }
    }

    private func dispatch(_ request: IncomingRequest, params: JSON?, state: inout ServerState) {
        guard !request.isAnswered else { return }  // cancelled while it waited
        switch request.method {
        case InitializeRequest.method: answer(request, params) { (params: InitializeRequest) in state.initialize(params) }
        case ShutdownRequest.method: answer(request, params) { (params: ShutdownRequest) in state.shutdown(params) }
        case CodeActionRequest.method: answerOffQueue(request, params, state: state) { (params: CodeActionRequest) in state.codeActions(params) }
        case CodeActionResolveRequest.method: answerOffQueue(request, params, state: state) { (params: CodeActionResolveRequest) in try state.resolveCodeAction(params) }
        case DocumentDiagnosticRequest.method: answer(request, params) { (params: DocumentDiagnosticRequest) in state.documentDiagnostics(params) }
        case WorkspaceDiagnosticRequest.method: answer(request, params) { (params: WorkspaceDiagnosticRequest) in state.workspaceDiagnostics(params) }
        case HoverRequest.method: answer(request, params) { (params: HoverRequest) in state.hover(params) }
        case InlayHintRequest.method: answer(request, params) { (params: InlayHintRequest) in state.inlayHints(params) }
        case InlayHintResolveRequest.method: answer(request, params) { (params: InlayHintResolveRequest) in state.resolveInlayHint(params) }
        case FocusChainsRequest.method: answer(request, params) { (params: FocusChainsRequest) throws(ResponseError) in try state.focusChains(params) }
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
        case DidChangeWatchedFilesNotification.method:
            notify(params, state: &state) { (params: DidChangeWatchedFilesNotification, state) in state.didChangeWatchedFiles(params) }
        case DidChangeWorkspaceFoldersNotification.method:
            notify(params, state: &state) { (params: DidChangeWorkspaceFoldersNotification, state) in state.didChangeWorkspaceFolders(params) }
        case DidChangeConfigurationNotification.method:
            notify(params, state: &state) { (params: DidChangeConfigurationNotification, state) in state.didChangeConfiguration(params) }
        default:
            // `$/` notifications are optional by the spec's own rule; others are worth a note.
            if !method.hasPrefix("$/") { state.log(.log, "ignored unknown notification \(method)") }
        }
        return nil
    }

    /// Runs a handler and answers with its result.
    private func answer<Request: RequestType>(_ request: IncomingRequest, _ params: JSON?, _ handler: (Request) throws -> Request.Response) {
        request.reply(result(of: request) { try handler(try Request.decode(params: params)) })
    }

    /// As `answer`, for a handler that does on the message queue only what needs the state and
    /// returns the rest of the work, which runs in the background (at once when analysis is
    /// immediate, for determinism): the loop goes on meanwhile.
    private func answerOffQueue<Request: RequestType>(
        _ request: IncomingRequest, _ params: JSON?, state: ServerState, _ handler: (Request) throws -> @Sendable () throws -> Request.Response
    ) {
        let work: @Sendable () throws -> Request.Response
        do {
            work = try handler(try Request.decode(params: params))
        } catch {
            request.reply(result(of: request) { () throws -> Request.Response in throw error })
            return
        }
        let answer: @Sendable () -> Void = { request.reply(self.result(of: request, work)) }
        if case .immediate = state.analysisTiming { answer() } else { state.scheduler.background.async(execute: answer) }
    }

    /// A handler's result encoded, its `ResponseError`, or, for any other error, an internal
    /// error (-32603) that is also logged: one failing request never takes the server down.
    private func result<Response: Encodable>(of request: IncomingRequest, _ handler: () throws -> Response) -> Result<JSON, ResponseError> {
        do {
            return .success(try Self.encode(try handler()))
        } catch let error as ResponseError {
            return .failure(error)
        } catch {
            log(.error, "\(request.method) failed: \(error)")
            return .failure(.internalError("\(request.method) failed: \(error)"))
        }
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
