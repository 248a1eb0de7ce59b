/// `window/workDoneProgress/create`, server to client: asks the client to show progress `token`.
public struct WorkDoneProgressCreateRequest: RequestType, Hashable {
    public static let method = "window/workDoneProgress/create"
    public typealias Response = VoidResponse

    public var token: String

    public init(token: String) {
        self.token = token
    }
}
