/// `textDocument/diagnostic`: the client pulls one document's diagnostics. With the result id of
/// its last report it may get `unchanged` back instead of the same list again.
package struct DocumentDiagnosticRequest: RequestType, Hashable {
    package static let method = "textDocument/diagnostic"
    package typealias Response = DocumentDiagnosticReport

    package var textDocument: TextDocumentIdentifier
    package var identifier: String?
    package var previousResultId: String?

    package init(textDocument: TextDocumentIdentifier, identifier: String? = nil, previousResultId: String? = nil) {
        self.textDocument = textDocument
        self.identifier = identifier
        self.previousResultId = previousResultId
    }
}

/// A `full` report (every diagnostic) or an `unchanged` one (the client's copy is current).
package struct DocumentDiagnosticReport: Hashable, Sendable, Codable {
    package var kind: String
    package var resultId: String?
    /// Only in `full` reports.
    package var items: [Diagnostic]?

    package static func full(resultId: String, items: [Diagnostic]) -> Self {
        DocumentDiagnosticReport(kind: "full", resultId: resultId, items: items)
    }

    package static func unchanged(resultId: String) -> Self {
        DocumentDiagnosticReport(kind: "unchanged", resultId: resultId, items: nil)
    }
}
