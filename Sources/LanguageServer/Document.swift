import FormlspEngine
import LanguageServerProtocol
import SourceText

/// An open document: its text as the client has it, and the edits that led there.
struct Document: Sendable {
    let uri: DocumentURI
    private(set) var version: Int
    private(set) var text: String
    /// Always describes `text`.
    private(set) var lineTable: LineTable
    /// Names what the analysis depends on (the text, settings, other files). Epochs come from one
    /// counter of the server's, so they grow across documents, closes and reopens: an analysis is of
    /// a document's current state exactly when its epoch is the document's.
    private(set) var epoch: Int
    /// The epoch the document was opened at: analyses from before belong to an earlier opening.
    let openedAt: Int
    /// The latest edits, oldest first, to carry a position of an earlier epoch over to a later one.
    private(set) var edits: [Edit] = []
    /// Edits up to this epoch were dropped from `edits`: positions older than that cannot be carried.
    private(set) var editsForgottenThrough: Int

    /// One replacement in the text, in UTF-8 bytes of the text before it.
    struct Edit: Sendable {
        /// The epoch this edit produced.
        let epoch: Int
        let replaced: Range<Int>
        let insertedCount: Int
    }

    /// How many edits are kept: enough for the requests that can be waiting while an analysis runs.
    static let editHistoryLimit = 1_024

    init(_ item: TextDocumentItem, epoch: Int) {
        uri = item.uri
        version = item.version
        text = item.text
        lineTable = LineTable(item.text)
        self.epoch = epoch
        openedAt = epoch
        editsForgottenThrough = epoch
    }

    /// The path the engine sees: the file's path, or the URI itself for unsaved documents.
    var path: String { uri.fileSystemPath ?? uri.stringValue }

    /// Applies changes in order, each to the text the previous one produced, as `epoch`. Positions
    /// outside the text clamp to it; the returned notes say which did, for the log.
    mutating func apply(_ changes: [TextDocumentContentChangeEvent], version: Int, encoding: PositionEncoding, epoch: Int) -> [String] {
        var notes: [String] = []
        var bytes = lineTable.bytes
        for change in changes {
            let inserted = Array(change.text.utf8)
            let replaced: Range<Int>
            if let range = change.range {
                let (offsets, clamped) = lineTable.offsetRange(of: range, in: encoding)
                if clamped { notes.append("change range \(range) lies outside version \(self.version)'s text; clamped") }
                replaced = offsets
            } else {
                replaced = 0..<bytes.count
            }
            bytes.replaceSubrange(replaced, with: inserted)
            lineTable = LineTable(utf8: bytes)
            remember(Edit(epoch: epoch, replaced: replaced, insertedCount: inserted.count))
        }
        text = String(decoding: bytes, as: UTF8.self)
        self.version = version
        self.epoch = epoch
        return notes
    }

    /// Something else the analysis depends on changed (settings, a related file).
    mutating func invalidateAnalysis(epoch: Int) {
        self.epoch = epoch
    }

    /// Where a byte offset of this document at `epoch` lies after the edits since: moved by the
    /// edits before it, drawn to the start of an edit that replaced it. Nil when the edits of
    /// that time are forgotten.
    func offset(_ offset: Int, carriedFrom epoch: Int, to laterEpoch: Int) -> Int? {
        guard epoch >= editsForgottenThrough else { return nil }
        var offset = offset
        for edit in edits where edit.epoch > epoch && edit.epoch <= laterEpoch {
            if offset >= edit.replaced.upperBound {
                offset += edit.insertedCount - edit.replaced.count
            } else if offset > edit.replaced.lowerBound {
                offset = edit.replaced.lowerBound
            }
        }
        return offset
    }

    private mutating func remember(_ edit: Edit) {
        edits.append(edit)
        if edits.count > Self.editHistoryLimit {
            let dropped = edits.count - Self.editHistoryLimit / 2
            editsForgottenThrough = edits[dropped - 1].epoch
            edits.removeFirst(dropped)
        }
    }
}

/// A document as it was when analysed, with its analysis: what requests are answered from. While
/// an edit's analysis runs, it can be of an earlier version than the document's current one.
struct AnalyzedDocument: Sendable {
    let document: Document
    /// The settings it was analysed with.
    let settings: ServerSettings
    let analysis: FileAnalysis
    /// Names the diagnostics of `analysis` for pull diagnostics' `unchanged` reports.
    let resultID: String
}
