import LanguageServerProtocol

extension ServerState {
    /// `textDocument/diagnostic`: the document's current diagnostics, or `unchanged` when the
    /// client already holds them. A document that is not open (a client may pull just after
    /// closing it) has none: a closed file's problems are the CLI's.
    func documentDiagnostics(_ request: DocumentDiagnosticRequest) -> DocumentDiagnosticReport {
        diagnosticReport(for: request.textDocument.uri, previousResultID: request.previousResultId) ?? .full(resultId: "closed", items: [])
    }
}
