/// `window/workDoneProgress/create`, server to client: asks the client to show progress `token`.
package struct WorkDoneProgressCreateRequest: RequestType, Hashable {
    package static let method = "window/workDoneProgress/create"
    package typealias Response = VoidResponse

    package var token: String

    package init(token: String) {
        self.token = token
    }
}
