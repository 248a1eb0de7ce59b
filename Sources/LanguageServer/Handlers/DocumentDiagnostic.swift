import LanguageServerProtocol

extension ServerState {
    /// `textDocument/diagnostic`: the document's current diagnostics, or `unchanged` when the
    /// client already holds them.
    mutating func documentDiagnostics(_ request: DocumentDiagnosticRequest) throws(ResponseError) -> DocumentDiagnosticReport {
        guard let report = diagnosticReport(for: request.textDocument.uri, previousResultID: request.previousResultId) else {
            throw .invalidParams("\(request.textDocument.uri) is not open")
        }
        return report
    }
}
