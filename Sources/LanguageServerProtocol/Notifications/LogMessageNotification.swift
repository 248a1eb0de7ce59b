/// `window/logMessage`: a line for the client's log of this server.
public struct LogMessageNotification: NotificationType, Hashable {
    public static let method = "window/logMessage"

    public var type: MessageType
    public var message: String

    public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}
