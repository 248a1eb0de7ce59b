/// `$/cancelRequest`: answer request `id` with `RequestCancelled` if it is still pending.
package struct CancelRequestNotification: NotificationType, Hashable {
    package static let method = "$/cancelRequest"

    package var id: RequestID

    package init(id: RequestID) {
        self.id = id
    }
}
