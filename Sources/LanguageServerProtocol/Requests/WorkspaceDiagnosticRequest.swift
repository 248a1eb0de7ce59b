/// `workspace/diagnostic`: the client pulls the diagnostics of every file the server knows,
/// naming the result ids it already holds.
package struct WorkspaceDiagnosticRequest: RequestType, Hashable {
    package static let method = "workspace/diagnostic"
    package typealias Response = WorkspaceDiagnosticReport

    package var identifier: String?
    package var previousResultIds: [PreviousResultID]

    package init(identifier: String? = nil, previousResultIds: [PreviousResultID] = []) {
        self.identifier = identifier
        self.previousResultIds = previousResultIds
    }
}

/// The result id a client holds for a document, so an unchanged report can say so.
package struct PreviousResultID: Hashable, Sendable, Codable {
    package var uri: DocumentURI
    package var value: String

    package init(uri: DocumentURI, value: String) {
        self.uri = uri
        self.value = value
    }
}

/// The answer to `workspace/diagnostic`: a report per document.
package struct WorkspaceDiagnosticReport: Hashable, Sendable, Codable {
    package var items: [WorkspaceDocumentDiagnosticReport]

    package init(items: [WorkspaceDocumentDiagnosticReport]) {
        self.items = items
    }
}

/// One document's report within a workspace report; `version` is `null` for files not open.
package struct WorkspaceDocumentDiagnosticReport: Hashable, Sendable, Codable {
    package var uri: DocumentURI
    package var version: Int?
    package var kind: String
    package var resultId: String?
    package var items: [Diagnostic]?

    package init(uri: DocumentURI, version: Int?, report: DocumentDiagnosticReport) {
        self.uri = uri
        self.version = version
        kind = report.kind
        resultId = report.resultId
        items = report.items
    }

    private enum CodingKeys: String, CodingKey {
        case uri, version, kind, resultId, items
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(resultId, forKey: .resultId)
        try container.encodeIfPresent(items, forKey: .items)
    }
}
