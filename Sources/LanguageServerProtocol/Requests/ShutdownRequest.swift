/// `shutdown`: the client is about to send `exit`; after this only `exit` is accepted.
public struct ShutdownRequest: RequestType, Hashable {
    public static let method = "shutdown"
    public typealias Response = VoidResponse

    public init() {}
}
