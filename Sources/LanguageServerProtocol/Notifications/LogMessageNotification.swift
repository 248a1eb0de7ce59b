/// `window/logMessage`: a line for the client's log of this server.
package struct LogMessageNotification: NotificationType, Hashable {
    package static let method = "window/logMessage"

    package var type: MessageType
    package var message: String

    package init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}
