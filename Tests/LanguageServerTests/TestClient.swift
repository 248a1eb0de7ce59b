import Dispatch
import FormlspEngine
import Foundation
import JSON
import JSONRPC
import LanguageServer
import LanguageServerProtocol
import SourceText
import Testing

/// An in-process LSP client: it writes real JSON-RPC bytes into a `LanguageServer` and reads the
/// server's framed output back through a `MessageFramer`, with no stdio in between.
final class TestClient: Sendable {
    /// A guard against hangs, not a timing assertion: every wait normally ends in milliseconds.
    static let patience = DispatchTimeInterval.seconds(20)

    let server: LanguageServer
    let queue: DispatchQueue
    private let inbox: Locked<[JSON]>
    private let arrivals: DispatchSemaphore
    private let exitCode: Locked<Int32?>
    private let exited: DispatchSemaphore
    private let nextID = Locked<Int64>(1)

    init(analyzer: any Analyzer = FakeAnalyzer(), analysisTiming: AnalysisTiming = .immediate) {
        let queue = DispatchQueue(label: "formlsp.test-server")
        let output = Locked(MessageFramer())
        let inbox = Locked<[JSON]>([])
        let arrivals = DispatchSemaphore(value: 0)
        let exitCode = Locked<Int32?>(nil)
        let exited = DispatchSemaphore(value: 0)
        let connection = Connection { bytes in
            for frame in output.withLock({ $0.feed(bytes) }) {
                guard case .body(let body) = frame, let json = try? JSON.parse(body) else {
                    Issue.record("the server wrote a bad frame: \(frame)")
                    continue
                }
                inbox.withLock { $0.append(json) }
                arrivals.signal()
            }
        }
        self.queue = queue
        self.inbox = inbox
        self.arrivals = arrivals
        self.exitCode = exitCode
        self.exited = exited
        server = LanguageServer(connection: connection, version: "test", analyzer: analyzer, queue: queue, analysisTiming: analysisTiming, logToStandardError: false) { code in
            exitCode.withLock { $0 = code }
            exited.signal()
        }
    }

    // MARK: Sending

    func sendBytes(_ bytes: [UInt8]) {
        server.receive(bytes: bytes)
    }

    /// Sends `body` framed with a correct Content-Length, whatever it is.
    func sendBody(_ body: String) {
        sendBytes(MessageFramer.frame(Array(body.utf8)))
    }

    func send(_ message: JSON) {
        sendBytes(MessageFramer.frame(message.serializedBytes()))
    }

    @discardableResult
    func sendRequest(_ method: String, _ params: JSON? = nil, id: JSON? = nil) -> JSON {
        let id = id ?? .integer(nextID.withLock { id in
            defer { id += 1 }
            return id
        })
        var message: [String: JSON] = ["jsonrpc": "2.0", "id": id, "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
        return id
    }

    func sendNotification(_ method: String, _ params: JSON? = nil) {
        var message: [String: JSON] = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
    }

    func closeInput() {
        server.receiveEndOfInput()
    }

    // MARK: Receiving

    /// The next message from the server, skipping `window/logMessage` unless asked for.
    func nextMessage(includingLogs: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) -> JSON? {
        while true {
            guard arrivals.wait(timeout: .now() + Self.patience) == .success else {
                Issue.record("the server sent nothing more", sourceLocation: sourceLocation)
                return nil
            }
            let message = inbox.withLock { $0.removeFirst() }
            if !includingLogs, message["method"] == "window/logMessage" { continue }
            return message
        }
    }

    /// Sends a request and returns the response, which must be the next message.
    func request(_ method: String, _ params: JSON? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> JSON? {
        let id = sendRequest(method, params)
        let response = nextMessage(sourceLocation: sourceLocation)
        #expect(response?["id"] == id, "expected the response to \(method)", sourceLocation: sourceLocation)
        return response
    }

    /// The next message, which must be `textDocument/publishDiagnostics`; returns its params.
    func nextDiagnostics(sourceLocation: SourceLocation = #_sourceLocation) -> JSON? {
        let message = nextMessage(sourceLocation: sourceLocation)
        #expect(message?["method"] == "textDocument/publishDiagnostics", sourceLocation: sourceLocation)
        return message?["params"]
    }

    func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) -> Int32? {
        guard exited.wait(timeout: .now() + Self.patience) == .success else {
            Issue.record("the server did not exit", sourceLocation: sourceLocation)
            return nil
        }
        return exitCode.withLock { $0 }
    }

    // MARK: Conveniences

    /// Initializes with `capabilities` (and any other `initialize` params) and sends `initialized`;
    /// returns the `initialize` result.
    @discardableResult
    func initialize(_ capabilities: JSON = [:], params: [String: JSON] = [:], sourceLocation: SourceLocation = #_sourceLocation) -> JSON? {
        var all: [String: JSON] = ["processId": nil, "rootUri": nil, "capabilities": capabilities]
        all.merge(params) { _, new in new }
        let response = request("initialize", .object(all), sourceLocation: sourceLocation)
        sendNotification("initialized", [:])
        return response?["result"]
    }

    /// The next message, which must be a request from the server with `method`; returns it.
    func nextServerRequest(_ method: String, sourceLocation: SourceLocation = #_sourceLocation) -> JSON? {
        let message = nextMessage(sourceLocation: sourceLocation)
        #expect(message?["method"] == .string(method), "expected the server to send \(method)", sourceLocation: sourceLocation)
        #expect(message?["id"] != nil, sourceLocation: sourceLocation)
        return message
    }

    /// Answers a request the server sent.
    func respond(to request: JSON?, with result: JSON) {
        send(["jsonrpc": "2.0", "id": request?["id"] ?? .null, "result": result])
    }

    /// Opens a document and returns its first diagnostics.
    @discardableResult
    func open(_ uri: String, _ text: String, version: Int64 = 1, sourceLocation: SourceLocation = #_sourceLocation) -> JSON? {
        sendNotification("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": .integer(version), "text": .string(text)]])
        return nextDiagnostics(sourceLocation: sourceLocation)
    }
}

/// A position in `text` at UTF-8 `offset`, counted independently of `LineTable` from Swift's own
/// Unicode views, so tests do not check the server's conversions against themselves.
func lspPosition(ofOffset offset: Int, in text: String, encoding: PositionEncoding = .utf16) -> JSON {
    var line: Int64 = 0
    var column: Int64 = 0
    var consumed = 0
    var previousWasCR = false
    for scalar in text.unicodeScalars {
        guard consumed < offset else { break }
        consumed += scalar.utf8.count
        if scalar == "\n" {
            if !previousWasCR { line += 1 }
            column = 0
        } else if scalar == "\r" {
            line += 1
            column = 0
        } else {
            switch encoding {
            case .utf8: column += Int64(scalar.utf8.count)
            case .utf16: column += Int64(scalar.utf16.count)
            case .utf32: column += 1
            }
        }
        previousWasCR = scalar == "\r"
    }
    return ["line": .integer(line), "character": .integer(column)]
}

func lspRange(_ range: Range<Int>, in text: String, encoding: PositionEncoding = .utf16) -> JSON {
    ["start": lspPosition(ofOffset: range.lowerBound, in: text, encoding: encoding), "end": lspPosition(ofOffset: range.upperBound, in: text, encoding: encoding)]
}
