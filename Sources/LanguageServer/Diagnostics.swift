import FormlspEngine
import LanguageServerProtocol

extension ServerState {
    /// Pushes a document's diagnostics, tagged with the analysed version.
    mutating func publishDiagnostics(for uri: DocumentURI) {
        guard let analysis = analysis(of: uri), let document = documents[uri] else { return }
        let diagnostics = analysis.findings.map { Diagnostic($0, in: document, encoding: positionEncoding) }
        connection.send(PublishDiagnosticsNotification(uri: uri, version: document.version, diagnostics: diagnostics))
    }

    /// A document's diagnostics as a pull report: `unchanged` when the client's result id is current.
    mutating func diagnosticReport(for uri: DocumentURI, previousResultID: String?) -> DocumentDiagnosticReport? {
        guard let analysis = analysis(of: uri), let document = documents[uri], let resultID = document.resultID else { return nil }
        if previousResultID == resultID { return .unchanged(resultId: resultID) }
        return .full(resultId: resultID, items: analysis.findings.map { Diagnostic($0, in: document, encoding: positionEncoding) })
    }

    /// Clears a document's diagnostics in a client that takes pushed ones.
    func clearDiagnostics(for uri: DocumentURI) {
        guard !clientPullsDiagnostics else { return }
        connection.send(PublishDiagnosticsNotification(uri: uri, version: nil, diagnostics: []))
    }

    /// Asks a pulling client to pull again (settings or a related file changed).
    mutating func requestDiagnosticRefresh() {
        guard clientPullsDiagnostics, clientCapabilities.workspace?.diagnostics?.refreshSupport == true else { return }
        sendRequest(DiagnosticRefreshRequest()) { _, _ in }
    }
}
