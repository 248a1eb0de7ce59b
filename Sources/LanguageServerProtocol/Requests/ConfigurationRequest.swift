import JSON

/// `workspace/configuration`, server to client: the settings of `section` per scope (one answer per item).
public struct ConfigurationRequest: RequestType, Hashable {
    public static let method = "workspace/configuration"
    public typealias Response = [JSON]

    public var items: [ConfigurationItem]

    public init(items: [ConfigurationItem]) {
        self.items = items
    }
}

public struct ConfigurationItem: Hashable, Sendable, Codable {
    public var scopeUri: DocumentURI?
    public var section: String?

    public init(scopeUri: DocumentURI? = nil, section: String? = nil) {
        self.scopeUri = scopeUri
        self.section = section
    }
}
