import LanguageServerProtocol

extension ServerState {
    /// `workspace/diagnostic`: a report per open document, `unchanged` where the client's result
    /// id is current. Files that are not open are the CLI's business, as with pushed diagnostics.
    func workspaceDiagnostics(_ request: WorkspaceDiagnosticRequest) -> WorkspaceDiagnosticReport {
        let previous = Dictionary(request.previousResultIds.map { ($0.uri, $0.value) }, uniquingKeysWith: { _, last in last })
        let items = documents.keys.sorted { $0.stringValue < $1.stringValue }.compactMap { uri -> WorkspaceDocumentDiagnosticReport? in
            guard let report = diagnosticReport(for: uri, previousResultID: previous[uri]), let analyzed = analyzed[uri] else { return nil }
            return WorkspaceDocumentDiagnosticReport(uri: uri, version: analyzed.document.version, report: report)
        }
        return WorkspaceDiagnosticReport(items: items)
    }
}
