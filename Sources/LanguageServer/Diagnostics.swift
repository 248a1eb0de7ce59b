import FormlspEngine
import LanguageServerProtocol

extension ServerState {
    /// The analysis of an open document's current text, computed once per version.
    mutating func analysis(of uri: DocumentURI) throws -> FileAnalysis? {
        guard var document = documents[uri] else { return nil }
        if let analysis = document.analysis { return analysis }
        let analysis = try analyzer.analyze(document.text, path: document.path)
        document.analysis = analysis
        documents[uri] = document
        return analysis
    }

    /// Analyses an open document and pushes its diagnostics, tagged with the analysed version.
    /// The one place diagnostics are produced: where debouncing or pull diagnostics would hook in.
    /// An analysis that fails is logged and publishes nothing: the client keeps the last diagnostics.
    mutating func publishDiagnostics(for uri: DocumentURI) {
        let analysis: FileAnalysis?
        do {
            analysis = try self.analysis(of: uri)
        } catch {
            log(.error, "could not analyse \(uri): \(error)")
            return
        }
        guard let analysis, let document = documents[uri] else { return }
        let diagnostics = analysis.findings.map { Diagnostic($0, in: document, encoding: positionEncoding) }
        connection.send(PublishDiagnosticsNotification(uri: uri, version: document.version, diagnostics: diagnostics))
    }

    /// Clears a document's diagnostics in the client.
    func clearDiagnostics(for uri: DocumentURI) {
        connection.send(PublishDiagnosticsNotification(uri: uri, version: nil, diagnostics: []))
    }
}
