import FormlspEngine
import LanguageServerProtocol
import ProtocolConversions

extension ServerState {
    /// `formlsp/focusChains`: every chain with a field or its declaration in the document.
    func focusChains(_ request: FocusChainsRequest) throws(ResponseError) -> FocusChainsResult {
        let uri = request.textDocument.uri
        guard let analyzed = analyzed[uri] else {
            throw .invalidParams("\(uri) is not open")
        }
        let (analysis, document) = (analyzed.analysis, analyzed.document)
        let diagrams = ChainDiagram.diagrams(of: analysis.chains, findings: analysis.findings, path: document.path, lines: document.lineTable)
        return FocusChainsResult(
            uri: uri, version: document.version,
            chains: diagrams.map { FocusChainDescription($0, uri: uri, encoding: positionEncoding) }
        )
    }
}
