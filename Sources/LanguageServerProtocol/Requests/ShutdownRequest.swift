/// `shutdown`: the client is about to send `exit`; after this only `exit` is accepted.
package struct ShutdownRequest: RequestType, Hashable {
    package static let method = "shutdown"
    package typealias Response = VoidResponse

    package init() {}
}
