import JSON

/// `initialize`: the first request; the client's capabilities in, the server's out.
public struct InitializeRequest: RequestType, Hashable {
    public static let method = "initialize"
    public typealias Response = InitializeResult

    public var processId: Int?
    public var clientInfo: ClientInfo?
    public var rootUri: DocumentURI?
    public var initializationOptions: JSON?
    public var capabilities: ClientCapabilities
    public var workspaceFolders: [WorkspaceFolder]?

    public init(processId: Int? = nil, clientInfo: ClientInfo? = nil, rootUri: DocumentURI? = nil, initializationOptions: JSON? = nil, capabilities: ClientCapabilities, workspaceFolders: [WorkspaceFolder]? = nil) {
        self.processId = processId
        self.clientInfo = clientInfo
        self.rootUri = rootUri
        self.initializationOptions = initializationOptions
        self.capabilities = capabilities
        self.workspaceFolders = workspaceFolders
    }
}

/// The client's name and version, for logs.
public struct ClientInfo: Hashable, Sendable, Codable {
    public var name: String
    public var version: String?

    public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}

/// A root folder of the workspace.
public struct WorkspaceFolder: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    public var name: String

    public init(uri: DocumentURI, name: String) {
        self.uri = uri
        self.name = name
    }
}

/// The server's name and version, sent in the `initialize` result.
public struct ServerInfo: Hashable, Sendable, Codable {
    public var name: String
    public var version: String?

    public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}

/// The answer to `initialize`: what the server can do.
public struct InitializeResult: Hashable, Sendable, Codable {
    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo?

    public init(capabilities: ServerCapabilities, serverInfo: ServerInfo? = nil) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}
