/// `textDocument/diagnostic`: the client pulls one document's diagnostics. With the result id of
/// its last report it may get `unchanged` back instead of the same list again.
public struct DocumentDiagnosticRequest: RequestType, Hashable {
    public static let method = "textDocument/diagnostic"
    public typealias Response = DocumentDiagnosticReport

    public var textDocument: TextDocumentIdentifier
    public var identifier: String?
    public var previousResultId: String?

    public init(textDocument: TextDocumentIdentifier, identifier: String? = nil, previousResultId: String? = nil) {
        self.textDocument = textDocument
        self.identifier = identifier
        self.previousResultId = previousResultId
    }
}

/// A `full` report (every diagnostic) or an `unchanged` one (the client's copy is current).
public struct DocumentDiagnosticReport: Hashable, Sendable, Codable {
    public var kind: String
    public var resultId: String?
    /// Only in `full` reports.
    public var items: [Diagnostic]?

    public static func full(resultId: String, items: [Diagnostic]) -> Self {
        DocumentDiagnosticReport(kind: "full", resultId: resultId, items: items)
    }

    public static func unchanged(resultId: String) -> Self {
        DocumentDiagnosticReport(kind: "unchanged", resultId: resultId, items: nil)
    }

    public var isUnchanged: Bool { kind == "unchanged" }
}
