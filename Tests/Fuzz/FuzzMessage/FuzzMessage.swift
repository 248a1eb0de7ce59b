import FuzzSupport
import JSON
import JSONRPC
import LanguageServerProtocol

/// A message body as a client might send it, through the real `Connection`: whatever the connection
/// answers must be a well-formed JSON-RPC message; whatever it accepts must survive a round trip
/// through `Message.json`; and params, read as any of the types the server decodes, must either be
/// refused with invalid params or encode and decode again.
func checkMessage(_ body: [UInt8]) {
    let written = Locked<[UInt8]>([])
    let connection = Connection { bytes in written.withLock { $0 += bytes } }
    let messages = connection.receive(MessageFramer.frame(body))
    precondition(messages.count <= 1, "one body became \(messages.count) messages")

    var framer = MessageFramer()
    for output in framer.feed(written.withLock { $0 }) {
        guard case .body(let reply) = output, let json = try? JSON.parse(reply), (try? Message(classifying: json)) != nil else {
            preconditionFailure("the connection wrote something that is not a JSON-RPC message: \(output)")
        }
    }

    guard let json = try? JSON.parse(body), let message = try? Message(classifying: json) else { return }
    switch message {
    case .request(_, _, let params), .notification(_, let params):
        precondition((try? Message(classifying: message.json)) == message, "\(message) changed in a round trip")
        checkParams(params)
    case .response(let id, _):
        if id != nil { precondition((try? Message(classifying: message.json)) == message, "\(message) changed in a round trip") }
    }
}

private func checkParams(_ params: JSON?) {
    roundTrip(InitializeRequest.self, params)
    roundTrip(ShutdownRequest.self, params)
    roundTrip(CodeActionRequest.self, params)
    roundTrip(InitializedNotification.self, params)
    roundTrip(DidOpenTextDocumentNotification.self, params)
    roundTrip(DidChangeTextDocumentNotification.self, params)
    roundTrip(DidCloseTextDocumentNotification.self, params)
    roundTrip(DidSaveTextDocumentNotification.self, params)
    roundTrip(CancelRequestNotification.self, params)
    roundTrip(ExitNotification.self, params)
}

private func roundTrip<Params: Codable & Hashable>(_ type: Params.Type, _ params: JSON?) {
    let json = (params == nil || params == .null) ? JSON.object([:]) : params!
    guard let value = try? JSONValueDecoder().decode(type, from: json) else { return }
    do {
        let encoded = try JSONValueEncoder().encode(value)
        let decoded = try JSONValueDecoder().decode(type, from: encoded)
        precondition(decoded == value, "\(type) changed in a round trip: \(value) became \(decoded)")
    } catch {
        preconditionFailure("\(type) decoded from \(json) but does not round-trip: \(error)")
    }
}

@main
enum FuzzTarget {
    static func main() { FuzzMain.run(checkMessage) }
}
