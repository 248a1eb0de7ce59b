import FocusModel
import FocusRules
import FormlspEngine

/// What the server needs from the engine: the seam where tests put a stand-in. An error thrown
/// here fails only the request that needed the analysis (answered with -32603) or, for a
/// notification, is logged; the server goes on serving every other document.
package protocol DocumentAnalyzer: Sendable {
    /// The ids settings may name.
    var ruleIDs: Set<RuleID> { get }
    /// Analyses one file under its settings (its rules, and what they leave unreported) and what
    /// `context` says of the rest of the project.
    func analyze(_ text: String, path: String, settings: FileSettings, context: ProjectContext) throws -> FileAnalysis
    /// `text` with every safe fix applied (what `source.fixAll.formlsp` offers).
    func applyingSafeFixes(to text: String, path: String, settings: FileSettings) throws -> String
    /// What the file declares and mentions, for the workspace index.
    func summary(of text: String, path: String) -> FileSummary
    /// The summary of a file read from disk (indexing, watched files): no editor keeps it, so no
    /// parse of it is cached for a next version.
    func summary(ofFileOnDisk text: String, path: String) -> FileSummary
    /// The editor closed the document: what was kept to analyse its next version can go.
    func forget(path: String)
}

extension DocumentAnalyzer {
    package func summary(of text: String, path: String) -> FileSummary {
        FileSummary(of: text, path: path)
    }

    package func summary(ofFileOnDisk text: String, path: String) -> FileSummary {
        summary(of: text, path: path)
    }

    package func forget(path: String) {}
}

extension Engine: DocumentAnalyzer {
    package var ruleIDs: Set<RuleID> { Set(Self.rules.map(\.id)) }

    package func analyze(_ text: String, path: String, settings: FileSettings, context: ProjectContext) -> FileAnalysis {
        configured(settings).analyze(text, path: path, context: context)
    }

    package func applyingSafeFixes(to text: String, path: String, settings: FileSettings) -> String {
        configured(settings).fixAll(text, path: path, includeUnsafe: false).text
    }

    package func forget(path: String) {
        documentCache?.forget(path: path)
    }

    package func summary(ofFileOnDisk text: String, path: String) -> FileSummary {
        FileSummary(of: text, path: path)
    }
}
