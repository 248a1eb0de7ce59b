import Foundation
import JSON
import LanguageServerProtocol

/// One JSON-RPC endpoint over a byte stream: bytes in, typed messages out; messages in, framed
/// bytes out. It answers what is wrong below the level of methods itself (unparsable JSON with
/// -32700, non-messages and refused bodies with -32600, all with `id: null` when no id is known),
/// keeps the table of pending requests that `$/cancelRequest` acts on, and reports what was wrong
/// with the input, or with how a request was answered, to whoever serves through it (`onProblem`),
/// which logs it. It knows nothing of methods beyond that.
package final class Connection: Sendable {
    /// Receives each frame, header and body together, under the write lock, so frames never interleave.
    private let write: @Sendable ([UInt8]) -> Void
    /// A plain lock: a `Locked<Void>`'s zero-sized value made ThreadSanitizer report its exclusive
    /// access, under the lock, as racing with the object's other reads.
    private let writeLock = NSLock()
    private let problemHandler = Locked<(@Sendable (ConnectionProblem) -> Void)?>(nil)
    private let framer: Locked<MessageFramer>
    private let pending = Locked<[RequestID: PendingAnswer]>([:])

    /// - Parameter write: where framed output goes (stdout, or a test's buffer).
    package init(maximumBodyLength: Int = MessageFramer.defaultMaximumBodyLength, write: @escaping @Sendable ([UInt8]) -> Void) {
        self.write = write
        self.framer = Locked(MessageFramer(maximumBodyLength: maximumBodyLength))
    }

    // MARK: Input

    /// Feeds bytes from the client (any chunking) and returns the complete messages they finish,
    /// in order. Call from one thread at a time.
    package func receive(_ bytes: some Collection<UInt8>) -> [IncomingMessage] {
        let outputs = framer.withLock { $0.feed(bytes) }
        var messages: [IncomingMessage] = []
        for output in outputs {
            switch output {
            case .body(let body):
                if let message = read(body) { messages.append(message) }
            case .problem(let problem):
                report(.warning, "JSON-RPC framing: \(problem)")
                if case .bodyTooLarge = problem {
                    send(.response(id: nil, result: .failure(.invalidRequest(problem.description))))
                }
            }
        }
        return messages
    }

    /// Notes a message cut off by the end of input.
    package func receiveEndOfInput() {
        if framer.withLock({ $0.isInsideMessage }) {
            report(.warning, "input ended in the middle of a message")
        }
    }

    private func read(_ body: [UInt8]) -> IncomingMessage? {
        let json: JSON
        do {
            json = try JSON.parse(body)
        } catch {
            report(.error, "received invalid JSON: \(error)")
            send(.response(id: nil, result: .failure(.parseError(error.description))))
            return nil
        }
        let message: Message
        do {
            message = try Message(classifying: json)
        } catch {
            report(.error, "received an invalid message: \(error.error.message)")
            send(.response(id: error.id, result: .failure(error.error)))
            return nil
        }
        switch message {
        case .request(let id, let method, let params):
            let answer = PendingAnswer(id: id, connection: self)
            let duplicate = pending.withLock { table in
                defer { table[id] = answer }
                return table[id] != nil
            }
            if duplicate { report(.warning, "request id \(id) reused while still pending") }
            return .request(IncomingRequest(id: id, method: method, params: params, answer: answer))
        case .notification(let method, let params):
            return .notification(method: method, params: params)
        case .response(let id, let result):
            return .response(id: id, result: result)
        }
    }

    // MARK: Output

    /// Answers request `id` with `RequestCancelled` if it is still pending.
    package func cancelRequest(_ id: RequestID) {
        let answer = pending.withLock { $0[id] }
        answer?.send(.failure(.requestCancelled))
    }

    func finish(_ answer: PendingAnswer, with result: Result<JSON, ResponseError>) {
        pending.withLock { table in
            if table[answer.id] === answer { table[answer.id] = nil }
        }
        send(.response(id: answer.id, result: result))
    }

    package func send(_ notification: some NotificationType) {
        send(notification.message)
    }

    package func send(_ message: Message) {
        let frame = MessageFramer.frame(message.json.serializedBytes())
        writeLock.lock()
        defer { writeLock.unlock() }
        write(frame)
    }

    // MARK: Problems

    /// Hands each later problem to `handler` (the server logs them); without one they are only
    /// answered, as the protocol asks, and otherwise dropped.
    package func onProblem(_ handler: @escaping @Sendable (ConnectionProblem) -> Void) {
        problemHandler.withLock { $0 = handler }
    }

    func report(_ severity: ConnectionProblem.Severity, _ description: String) {
        problemHandler.withLock { $0 }?(ConnectionProblem(severity: severity, description: description))
    }
}

/// Something wrong below the level of methods: a broken frame, invalid JSON, a body that is no
/// JSON-RPC message, a request id reused while pending, a request dropped without an answer.
package struct ConnectionProblem: Sendable, CustomStringConvertible {
    package enum Severity: Sendable {
        /// A message was refused, or a request was answered with an error for want of one.
        case error
        /// Something was odd but served.
        case warning
    }

    package var severity: Severity
    package var description: String
}
