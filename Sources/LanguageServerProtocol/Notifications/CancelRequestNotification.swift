/// `$/cancelRequest`: answer request `id` with `RequestCancelled` if it is still pending.
public struct CancelRequestNotification: NotificationType, Hashable {
    public static let method = "$/cancelRequest"

    public var id: RequestID

    public init(id: RequestID) {
        self.id = id
    }
}
