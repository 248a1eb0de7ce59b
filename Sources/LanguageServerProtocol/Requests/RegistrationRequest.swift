import JSON

/// `client/registerCapability`, server to client: capabilities registered after `initialize`
/// (formlsp: its file watchers).
public struct RegistrationRequest: RequestType, Hashable {
    public static let method = "client/registerCapability"
    public typealias Response = VoidResponse

    public var registrations: [Registration]

    public init(registrations: [Registration]) {
        self.registrations = registrations
    }
}

public struct Registration: Hashable, Sendable, Codable {
    public var id: String
    public var method: String
    public var registerOptions: JSON?

    public init(id: String, method: String, registerOptions: JSON? = nil) {
        self.id = id
        self.method = method
        self.registerOptions = registerOptions
    }
}
