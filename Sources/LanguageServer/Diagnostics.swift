import FormlspEngine
import LanguageServerProtocol

extension ServerState {
    /// Pushes a document's diagnostics, tagged with the analysed version.
    func publishDiagnostics(for uri: DocumentURI) {
        guard let analyzed = analyzed[uri] else { return }
        let diagnostics = analyzed.analysis.findings.map { Diagnostic($0, in: analyzed.document, encoding: positionEncoding) }
        connection.send(PublishDiagnosticsNotification(uri: uri, version: analyzed.document.version, diagnostics: diagnostics))
    }

    /// A document's diagnostics as a pull report: `unchanged` when the client's result id is current.
    func diagnosticReport(for uri: DocumentURI, previousResultID: String?) -> DocumentDiagnosticReport? {
        guard let analyzed = analyzed[uri] else { return nil }
        if previousResultID == analyzed.resultID { return .unchanged(resultId: analyzed.resultID) }
        return .full(resultId: analyzed.resultID, items: analyzed.analysis.findings.map { Diagnostic($0, in: analyzed.document, encoding: positionEncoding) })
    }

    /// Clears a document's diagnostics in a client that takes pushed ones.
    func clearDiagnostics(for uri: DocumentURI) {
        guard !clientPullsDiagnostics else { return }
        connection.send(PublishDiagnosticsNotification(uri: uri, version: nil, diagnostics: []))
    }

    /// Asks a pulling client to pull again (settings or a related file changed).
    mutating func requestDiagnosticRefresh() {
        guard clientPullsDiagnostics else { return }
        sendRequest(DiagnosticRefreshRequest()) { _, _ in }
    }
}
