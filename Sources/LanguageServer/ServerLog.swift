import JSONRPC
import LanguageServerProtocol

/// Where the server's log lines go: to the client as `window/logMessage` and, unless turned off
/// (tests), to stderr. The connection's problems with its input are logged here too.
struct ServerLog: Sendable {
    let connection: Connection
    let toStandardError: Bool

    func callAsFunction(_ type: MessageType, _ text: String) {
        if toStandardError {
            StandardIO.writeError(Array("formlsp: [\(type)] \(text)\n".utf8))
        }
        connection.send(LogMessageNotification(type: type, message: text))
    }
}
