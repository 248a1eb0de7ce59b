import JSON
import Testing
import TestSupport

@Suite struct DiagnosticsTests {
    @Test func publishesFindingsWithTheDocumentVersion() throws {
        let client = TestClient()
        client.initialize()
        let marked = MarkedText("let 😀 = 1️⃣focusBug2️⃣\n// 3️⃣anchor4️⃣")
        let published = try #require(client.open("file:///form.swift", marked.text, version: 7))
        #expect(published["uri"] == "file:///form.swift")
        #expect(published["version"] == 7)
        let diagnostic = try #require(published["diagnostics"]?[0])
        #expect(diagnostic["range"] == lspRange(marked["1️⃣"]..<marked["2️⃣"], in: marked.text))
        #expect(diagnostic["severity"] == 2)
        #expect(diagnostic["code"] == "fake-focus-bug")
        #expect(diagnostic["source"] == "formlsp")
        #expect(diagnostic["message"] == "focusBug is a bug")
        #expect(diagnostic["relatedInformation"] == [[
            "location": ["uri": "file:///form.swift", "range": lspRange(marked["3️⃣"]..<marked["4️⃣"], in: marked.text)],
            "message": "the anchor",
        ]])
    }

    @Test func countsColumnsInUTF8WhenNegotiated() throws {
        let client = TestClient()
        client.initialize(["general": ["positionEncodings": ["utf-8"]]])
        let marked = MarkedText("名前😀1️⃣focusBug2️⃣")
        let published = try #require(client.open("file:///form.swift", marked.text))
        #expect(published["diagnostics"]?[0]?["range"] == lspRange(marked["1️⃣"]..<marked["2️⃣"], in: marked.text, encoding: .utf8))
    }

    @Test func republishesAfterEachChange() {
        let client = TestClient()
        client.initialize()
        #expect(client.open("file:///form.swift", "focusBug")?["diagnostics"]?.arrayValue?.count == 1)
        client.sendNotification("textDocument/didChange", ["textDocument": ["uri": "file:///form.swift", "version": 2], "contentChanges": [["text": "fine"]]])
        let after = client.nextDiagnostics()
        #expect(after?["version"] == 2)
        #expect(after?["diagnostics"] == [])
    }

    @Test func closingClearsDiagnostics() {
        let client = TestClient()
        client.initialize()
        client.open("file:///form.swift", "focusBug")
        client.sendNotification("textDocument/didClose", ["textDocument": ["uri": "file:///form.swift"]])
        let cleared = client.nextDiagnostics()
        #expect(cleared?["uri"] == "file:///form.swift")
        #expect(cleared?["diagnostics"] == [])
    }

    @Test func savingIsAcceptedQuietly() {
        let client = TestClient()
        client.initialize()
        client.open("file:///form.swift", "fine")
        client.sendNotification("textDocument/didSave", ["textDocument": ["uri": "file:///form.swift"]])
        #expect(client.request("shutdown")?["result"] == .null)
    }
}
