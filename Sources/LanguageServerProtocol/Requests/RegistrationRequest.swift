import JSON

/// `client/registerCapability`, server to client: capabilities registered after `initialize`
/// (formlsp: its file watchers).
package struct RegistrationRequest: RequestType, Hashable {
    package static let method = "client/registerCapability"
    package typealias Response = VoidResponse

    package var registrations: [Registration]

    package init(registrations: [Registration]) {
        self.registrations = registrations
    }
}

/// One capability registered at run time with `client/registerCapability`.
package struct Registration: Hashable, Sendable, Codable {
    package var id: String
    package var method: String
    package var registerOptions: JSON?

    package init(id: String, method: String, registerOptions: JSON? = nil) {
        self.id = id
        self.method = method
        self.registerOptions = registerOptions
    }
}
