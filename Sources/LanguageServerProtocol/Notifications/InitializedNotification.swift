/// `initialized`: the client has received the `initialize` result.
public struct InitializedNotification: NotificationType, Hashable {
    public static let method = "initialized"

    public init() {}
}
