/// `exit`: end the process, with code 0 if `shutdown` came first and 1 otherwise.
package struct ExitNotification: NotificationType, Hashable {
    package static let method = "exit"

    package init() {}
}
