/// `initialized`: the client has received the `initialize` result.
package struct InitializedNotification: NotificationType, Hashable {
    package static let method = "initialized"

    package init() {}
}
