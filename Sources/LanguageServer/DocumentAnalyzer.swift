import FormlspEngine

/// What the server needs from the engine: the seam where tests put a stand-in, and where a
/// workspace-aware analysis can later plug in. An error thrown here fails only the request that
/// needed the analysis (answered with -32603) or, for a notification, is logged; the server goes on
/// serving every other document.
public protocol DocumentAnalyzer: Sendable {
    func analyze(_ text: String, path: String) throws -> FileAnalysis
    /// `text` with every safe fix applied (what `source.fixAll.formlsp` offers).
    func applyingSafeFixes(to text: String, path: String) throws -> String
}

extension Engine: DocumentAnalyzer {
    public func applyingSafeFixes(to text: String, path: String) -> String {
        fixAll(text, path: path, includeUnsafe: false).text
    }
}
