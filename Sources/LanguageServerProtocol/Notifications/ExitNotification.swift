/// `exit`: end the process, with code 0 if `shutdown` came first and 1 otherwise.
public struct ExitNotification: NotificationType, Hashable {
    public static let method = "exit"

    public init() {}
}
