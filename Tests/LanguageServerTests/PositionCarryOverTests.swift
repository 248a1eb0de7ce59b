@testable import LanguageServer
import LanguageServerProtocol
import SourceText
import Testing
import TestSupport

/// A request waits for an analysis of its version or a later one; when the user typed on, its
/// positions move with the edits made since, as the text did.
@Suite struct PositionCarryOverTests {
    /// Opens `original` at epoch 1 and applies each edit (the text between 1️⃣ and 2️⃣ of the
    /// marked text before it, replaced) as epochs 2, 3, …
    private func document(_ original: String, edits: [(marked: String, replacement: String)]) -> Document {
        var document = Document(TextDocumentItem(uri: DocumentURI("file:///form.swift"), languageId: "swift", version: 1, text: original), epoch: 1)
        for (index, edit) in edits.enumerated() {
            let marked = MarkedText(edit.marked)
            #expect(marked.text == document.text, "edit \(index) is marked on the text before it")
            let range = LineTable(marked.text).lspRange(of: marked["1️⃣"]..<marked["2️⃣"], in: .utf16)
            _ = document.apply([TextDocumentContentChangeEvent(range: range, text: edit.replacement)], version: index + 2, encoding: .utf16, epoch: index + 2)
        }
        return document
    }

    @Test func aPositionMovesWithTheEditsBeforeItAndStaysBeforeLaterOnes() throws {
        let original = MarkedText("let a = 1\nlet 3️⃣b = 2\n")
        let edited = document(original.text, edits: [
            (marked: "1️⃣2️⃣let a = 1\nlet b = 2\n", replacement: "// notes\n"),
            (marked: "// notes\nlet a = 1\nlet b = 2\n1️⃣2️⃣", replacement: "let c = 3\n"),
        ])
        let carried = try #require(edited.offset(original["3️⃣"], carriedFrom: 1, to: 3))
        #expect(edited.text.utf8.dropFirst(carried).starts(with: "b = 2".utf8))
        #expect(edited.offset(original["3️⃣"], carriedFrom: 1, to: 1) == original["3️⃣"], "no edits in between: the position stays")
    }

    @Test func aPositionInsideReplacedTextMovesToTheStartOfTheReplacement() {
        let original = MarkedText("let name = \"Ada 3️⃣Lovelace\"")
        let edited = document(original.text, edits: [(marked: "let name = 1️⃣\"Ada Lovelace\"2️⃣", replacement: "nil")])
        #expect(edited.offset(original["3️⃣"], carriedFrom: 1, to: 2) == MarkedText("let name = 1️⃣nil")["1️⃣"])
    }

    @Test func positionsOlderThanTheKeptEditsAreNotCarried() {
        var edits: [(marked: String, replacement: String)] = []
        var text = ""
        for _ in 0...Document.editHistoryLimit {
            edits.append((marked: text + "1️⃣2️⃣", replacement: "x"))
            text += "x"
        }
        let edited = document("", edits: edits)
        #expect(edited.offset(0, carriedFrom: 1, to: edited.epoch) == nil)
        #expect(edited.offset(0, carriedFrom: edited.epoch - 1, to: edited.epoch) == 0)
    }
}
