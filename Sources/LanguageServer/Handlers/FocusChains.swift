import LanguageServerProtocol

extension ServerState {
    /// `formlsp/focusChains`: every chain with a field or its declaration in the document.
    func focusChains(_ request: FocusChainsRequest) throws(ResponseError) -> FocusChainsResult {
        let uri = request.textDocument.uri
        guard let analyzed = analyzed[uri] else {
            throw .invalidParams("\(uri) is not open")
        }
        let (analysis, document) = (analyzed.analysis, analyzed.document)
        return FocusChainsResult(uri: uri, version: document.version, chains: analysis.chains.map { describe($0, in: analysis, of: document) })
    }
}
