import JSON
import LanguageServerProtocol

/// A message from the client, as the connection hands it to the server.
package enum IncomingMessage: Sendable {
    case request(IncomingRequest)
    case notification(method: String, params: JSON?)
    case response(id: RequestID?, result: Result<JSON, ResponseError>)
}

/// A request together with the one handle that answers it (sourcekit-lsp's `RequestAndReply`).
///
/// The first answer wins: the handler's result, `RequestCancelled` from `$/cancelRequest`, or, if
/// the request is dropped without any, an internal error. So every request is answered exactly once,
/// by construction rather than by care in each handler.
package final class IncomingRequest: Sendable {
    package let id: RequestID
    package let method: String
    package let params: JSON?
    private let answer: PendingAnswer

    init(id: RequestID, method: String, params: JSON?, answer: PendingAnswer) {
        self.id = id
        self.method = method
        self.params = params
        self.answer = answer
    }

    /// Sends the response unless the request was already answered (cancelled); returns whether it was sent.
    @discardableResult
    package func reply(_ result: Result<JSON, ResponseError>) -> Bool {
        answer.send(result)
    }

    /// Set once the request is answered, e.g. cancelled while it waited: its work can be skipped.
    package var isAnswered: Bool { answer.isSent }

    deinit {
        if answer.send(.failure(.internalError("the server dropped \(method) without an answer"))) {
            answer.connection?.report(.error, "\(method) (id \(id)) was dropped without an answer")
        }
    }
}

/// The answer slot of one request, shared by its `IncomingRequest` and the connection's table of
/// pending requests (which cancellation goes through).
final class PendingAnswer: Sendable {
    let id: RequestID
    private let sent = Locked(false)
    weak let connection: Connection?

    init(id: RequestID, connection: Connection) {
        self.id = id
        self.connection = connection
    }

    var isSent: Bool { sent.withLock { $0 } }

    /// Sends the response if none was sent before; returns whether this call sent it.
    @discardableResult
    func send(_ result: Result<JSON, ResponseError>) -> Bool {
        let first = sent.withLock { sent in
            defer { sent = true }
            return !sent
        }
        guard first, let connection else { return false }
        connection.finish(self, with: result)
        return true
    }
}
