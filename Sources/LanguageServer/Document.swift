import FormlspEngine
import LanguageServerProtocol
import SourceText

/// An open document: its text as the client has it, and the analysis of that text.
struct Document {
    let uri: DocumentURI
    private(set) var version: Int
    private(set) var text: String
    /// Always describes `text`.
    private(set) var lineTable: LineTable
    /// Of the current text; nil until analysed, reset by every change.
    private(set) var analysis: FileAnalysis?
    /// Names the diagnostics of `analysis` for pull diagnostics' `unchanged` reports.
    private(set) var resultID: String?
    /// Counts what invalidated the analysis (edits, settings, other files): a background result
    /// for an older epoch is stale.
    private(set) var epoch = 0

    init(_ item: TextDocumentItem) {
        uri = item.uri
        version = item.version
        text = item.text
        lineTable = LineTable(item.text)
    }

    /// The path the engine sees: the file's path, or the URI itself for unsaved documents.
    var path: String { uri.fileSystemPath ?? uri.stringValue }

    /// Applies changes in order, each to the text the previous one produced. Positions outside the
    /// text clamp to it; the returned notes say which did, for the log.
    mutating func apply(_ changes: [TextDocumentContentChangeEvent], version: Int, encoding: PositionEncoding) -> [String] {
        var notes: [String] = []
        var bytes = lineTable.bytes
        for change in changes {
            if let range = change.range {
                let (replaced, clamped) = lineTable.offsetRange(of: range, in: encoding)
                if clamped { notes.append("change range \(range) lies outside version \(self.version)'s text; clamped") }
                bytes.replaceSubrange(replaced, with: Array(change.text.utf8))
            } else {
                bytes = Array(change.text.utf8)
            }
            lineTable = LineTable(utf8: bytes)
        }
        text = String(decoding: bytes, as: UTF8.self)
        self.version = version
        invalidateAnalysis()
        return notes
    }

    /// Something the analysis depends on changed (settings, a related file).
    mutating func invalidateAnalysis() {
        analysis = nil
        epoch += 1
    }

    mutating func record(_ analysis: FileAnalysis, resultID: String) {
        self.analysis = analysis
        self.resultID = resultID
    }
}
