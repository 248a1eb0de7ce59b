import JSON

/// `workspace/configuration`, server to client: the settings of `section` per scope (one answer per item).
package struct ConfigurationRequest: RequestType, Hashable {
    package static let method = "workspace/configuration"
    package typealias Response = [JSON]

    package var items: [ConfigurationItem]

    package init(items: [ConfigurationItem]) {
        self.items = items
    }
}

/// One settings section a `workspace/configuration` request asks for.
package struct ConfigurationItem: Hashable, Sendable, Codable {
    package var scopeUri: DocumentURI?
    package var section: String?

    package init(scopeUri: DocumentURI? = nil, section: String? = nil) {
        self.scopeUri = scopeUri
        self.section = section
    }
}
