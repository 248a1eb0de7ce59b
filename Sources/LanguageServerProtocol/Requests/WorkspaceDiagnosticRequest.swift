/// `workspace/diagnostic`: the client pulls the diagnostics of every file the server knows,
/// naming the result ids it already holds.
public struct WorkspaceDiagnosticRequest: RequestType, Hashable {
    public static let method = "workspace/diagnostic"
    public typealias Response = WorkspaceDiagnosticReport

    public var identifier: String?
    public var previousResultIds: [PreviousResultID]

    public init(identifier: String? = nil, previousResultIds: [PreviousResultID] = []) {
        self.identifier = identifier
        self.previousResultIds = previousResultIds
    }
}

public struct PreviousResultID: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    public var value: String

    public init(uri: DocumentURI, value: String) {
        self.uri = uri
        self.value = value
    }
}

public struct WorkspaceDiagnosticReport: Hashable, Sendable, Codable {
    public var items: [WorkspaceDocumentDiagnosticReport]

    public init(items: [WorkspaceDocumentDiagnosticReport]) {
        self.items = items
    }
}

/// One document's report within a workspace report; `version` is `null` for files not open.
public struct WorkspaceDocumentDiagnosticReport: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    public var version: Int?
    public var kind: String
    public var resultId: String?
    public var items: [Diagnostic]?

    public init(uri: DocumentURI, version: Int?, report: DocumentDiagnosticReport) {
        self.uri = uri
        self.version = version
        kind = report.kind
        resultId = report.resultId
        items = report.items
    }

    private enum CodingKeys: String, CodingKey {
        case uri, version, kind, resultId, items
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(resultId, forKey: .resultId)
        try container.encodeIfPresent(items, forKey: .items)
    }
}
