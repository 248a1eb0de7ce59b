import JSON
import SourceText
import Testing
import TestSupport

/// Incremental sync: each case opens `original` (markers 1️⃣ and 2️⃣ bound the replaced range),
/// sends one ranged change in the negotiated encoding, and checks the text the server then
/// analyses.
@Suite struct DocumentSyncTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var original: String
        var newText: String
        var expected: String
        var encoding: PositionEncoding = .utf16
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "replace an emoji", original: "let a = 1️⃣😀2️⃣ + 1", newText: "🎉", expected: "let a = 🎉 + 1"),
        Case(name: "insert after an emoji", original: "😀😀1️⃣2️⃣x", newText: "y", expected: "😀😀yx"),
        Case(name: "edit after CJK", original: "let 名前 = \"1️⃣東京2️⃣\"", newText: "大阪", expected: "let 名前 = \"大阪\""),
        Case(name: "CRLF line ends", original: "a\r\nb\r\nc1️⃣d\r\n2️⃣e", newText: "X", expected: "a\r\nb\r\ncXe"),
        Case(name: "lone CR line ends", original: "a\rb\r1️⃣c2️⃣", newText: "Z", expected: "a\rb\rZ"),
        Case(name: "BOM counts as a character", original: "\u{FEFF}let 1️⃣x2️⃣ = 1", newText: "y", expected: "\u{FEFF}let y = 1"),
        Case(name: "edit spanning lines", original: "one1️⃣\ntwo\nthr2️⃣ee", newText: "-", expected: "one-ee"),
        Case(name: "UTF-8 columns", original: "let é😀 = 1️⃣x2️⃣", newText: "y", expected: "let é😀 = y", encoding: .utf8),
        Case(name: "UTF-8 columns in CJK", original: "名1️⃣前2️⃣", newText: "字", expected: "名字", encoding: .utf8),
    ]

    @Test(arguments: cases)
    func appliesARangedChange(_ testCase: Case) throws {
        let analyzer = FakeAnalyzer()
        let client = TestClient(analyzer: analyzer)
        client.initialize(testCase.encoding == .utf8 ? ["general": ["positionEncodings": ["utf-8"]]] : [:])
        let marked = MarkedText(testCase.original)
        client.open("file:///doc.swift", marked.text)
        let range = lspRange(marked["1️⃣"]..<marked["2️⃣"], in: marked.text, encoding: testCase.encoding)
        client.sendNotification("textDocument/didChange", [
            "textDocument": ["uri": "file:///doc.swift", "version": 2],
            "contentChanges": [["range": range, "text": .string(testCase.newText)]],
        ])
        let diagnostics = client.nextDiagnostics()
        #expect(diagnostics?["version"] == 2)
        #expect(analyzer.analyzedTexts.last == testCase.expected)
    }

    @Test func appliesSeveralChangesInOrder() {
        let analyzer = FakeAnalyzer()
        let client = TestClient(analyzer: analyzer)
        client.initialize()
        let marked = MarkedText("1️⃣ab😀2️⃣cd")
        client.open("file:///doc.swift", marked.text)
        let afterFirst = "Xab😀cd"
        let second = MarkedText("Xab😀1️⃣cd")
        client.sendNotification("textDocument/didChange", [
            "textDocument": ["uri": "file:///doc.swift", "version": 5],
            "contentChanges": [
                ["range": lspRange(marked["1️⃣"]..<marked["1️⃣"], in: marked.text), "text": "X"],
                ["range": lspRange(second["1️⃣"]..<second["1️⃣"], in: afterFirst), "text": "\r\n"],
            ],
        ])
        #expect(client.nextDiagnostics()?["version"] == 5)
        #expect(analyzer.analyzedTexts.last == "Xab😀\r\ncd")
    }

    @Test func replacesTheWholeTextWithoutARange() {
        let analyzer = FakeAnalyzer()
        let client = TestClient(analyzer: analyzer)
        client.initialize()
        client.open("file:///doc.swift", "old")
        client.sendNotification("textDocument/didChange", ["textDocument": ["uri": "file:///doc.swift", "version": 2], "contentChanges": [["text": "new 😀"]]])
        _ = client.nextDiagnostics()
        #expect(analyzer.analyzedTexts.last == "new 😀")
    }

    @Test func clampsEditsPastTheEndInsteadOfFailing() {
        let analyzer = FakeAnalyzer()
        let client = TestClient(analyzer: analyzer)
        client.initialize()
        client.open("file:///doc.swift", "ab\ncd")
        client.sendNotification("textDocument/didChange", [
            "textDocument": ["uri": "file:///doc.swift", "version": 2],
            "contentChanges": [
                ["range": ["start": ["line": 0, "character": 99], "end": ["line": 0, "character": 120]], "text": "!"],
                ["range": ["start": ["line": 40, "character": 0], "end": ["line": 41, "character": 3]], "text": "?"],
                ["range": ["start": ["line": -1, "character": -4], "end": ["line": 0, "character": 0]], "text": "<"],
            ],
        ])
        #expect(client.nextDiagnostics()?["version"] == 2)
        #expect(analyzer.analyzedTexts.last == "<ab!\ncd?")
    }

    @Test func ignoresChangesToDocumentsThatAreNotOpen() {
        let client = TestClient()
        client.initialize()
        client.sendNotification("textDocument/didChange", ["textDocument": ["uri": "file:///nope.swift", "version": 2], "contentChanges": [["text": "x"]]])
        #expect(client.request("shutdown")?["result"] == .null, "no diagnostics for a document that is not open")
    }
}
