import JSON

/// `initialize`: the first request; the client's capabilities in, the server's out.
package struct InitializeRequest: RequestType, Hashable {
    package static let method = "initialize"
    package typealias Response = InitializeResult

    package var processId: Int?
    package var clientInfo: ClientInfo?
    package var rootUri: DocumentURI?
    package var initializationOptions: JSON?
    package var capabilities: ClientCapabilities
    package var workspaceFolders: [WorkspaceFolder]?

    package init(processId: Int? = nil, clientInfo: ClientInfo? = nil, rootUri: DocumentURI? = nil, initializationOptions: JSON? = nil, capabilities: ClientCapabilities, workspaceFolders: [WorkspaceFolder]? = nil) {
        self.processId = processId
        self.clientInfo = clientInfo
        self.rootUri = rootUri
        self.initializationOptions = initializationOptions
        self.capabilities = capabilities
        self.workspaceFolders = workspaceFolders
    }
}

/// The client's name and version, for logs.
package struct ClientInfo: Hashable, Sendable, Codable {
    package var name: String
    package var version: String?

    package init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}

/// A root folder of the workspace.
package struct WorkspaceFolder: Hashable, Sendable, Codable {
    package var uri: DocumentURI
    package var name: String

    package init(uri: DocumentURI, name: String) {
        self.uri = uri
        self.name = name
    }
}

/// The server's name and version, sent in the `initialize` result.
package struct ServerInfo: Hashable, Sendable, Codable {
    package var name: String
    package var version: String?

    package init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}

/// The answer to `initialize`: what the server can do.
package struct InitializeResult: Hashable, Sendable, Codable {
    package var capabilities: ServerCapabilities
    package var serverInfo: ServerInfo?

    package init(capabilities: ServerCapabilities, serverInfo: ServerInfo? = nil) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}
