import Foundation
import JSON
import LanguageServerProtocol

/// One JSON-RPC endpoint over a byte stream: bytes in, typed messages out; messages in, framed
/// bytes out. It answers what is wrong below the level of methods itself (unparsable JSON with
/// -32700, non-messages and refused bodies with -32600, all with `id: null` when no id is known),
/// keeps the table of pending requests that `$/cancelRequest` acts on, and logs to stderr and to the
/// client (`window/logMessage`). It knows nothing of methods beyond that.
package final class Connection: Sendable {
    /// Receives each frame, header and body together, under the write lock, so frames never interleave.
    private let write: @Sendable ([UInt8]) -> Void
    /// A plain lock: a `Locked<Void>`'s zero-sized value made ThreadSanitizer report its exclusive
    /// access, under the lock, as racing with the object's other reads.
    private let writeLock = NSLock()
    private let logToStandardError: Bool
    private let framer: Locked<MessageFramer>
    private let pending = Locked<[RequestID: PendingAnswer]>([:])

    /// - Parameters:
    ///   - write: where framed output goes (stdout, or a test's buffer).
    ///   - logToStandardError: also print log lines to stderr.
    package init(maximumBodyLength: Int = MessageFramer.defaultMaximumBodyLength, logToStandardError: Bool = true, write: @escaping @Sendable ([UInt8]) -> Void) {
        self.write = write
        self.logToStandardError = logToStandardError
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
                log(.warning, "JSON-RPC framing: \(problem)")
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
            log(.warning, "input ended in the middle of a message")
        }
    }

    private func read(_ body: [UInt8]) -> IncomingMessage? {
        let json: JSON
        do {
            json = try JSON.parse(body)
        } catch {
            log(.error, "received invalid JSON: \(error)")
            send(.response(id: nil, result: .failure(.parseError(error.description))))
            return nil
        }
        let message: Message
        do {
            message = try Message(classifying: json)
        } catch {
            log(.error, "received an invalid message: \(error.error.message)")
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
            if duplicate { log(.warning, "request id \(id) reused while still pending") }
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

    /// Logs to stderr (when enabled) and to the client as `window/logMessage`.
    package func log(_ type: MessageType, _ text: String) {
        if logToStandardError {
            StandardIO.writeError(Array("formlsp: [\(type)] \(text)\n".utf8))
        }
        send(LogMessageNotification(type: type, message: text))
    }
}
