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
    var analysis: FileAnalysis?

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
        analysis = nil
        return notes
    }
}
