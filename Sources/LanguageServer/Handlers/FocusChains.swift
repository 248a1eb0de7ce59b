import LanguageServerProtocol

extension ServerState {
    /// `formlsp/focusChains`: every chain with a field or its declaration in the document.
    mutating func focusChains(_ request: FocusChainsRequest) throws(ResponseError) -> FocusChainsResult {
        let uri = request.textDocument.uri
        guard let analyzed = analyzed[uri], case let (analysis, document) = (analyzed.analysis, analyzed.document) else {
            throw .invalidParams("\(uri) is not open")
        }
        return FocusChainsResult(uri: uri, version: document.version, chains: analysis.chains.map { describe($0, in: analysis, of: document) })
    }
}
