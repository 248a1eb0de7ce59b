import Foundation
import JSON
import LanguageServer
import Testing
import TestSupport

/// The message loop never waits on slow work: what a request needs of the state is taken on the
/// loop, the rest runs in the background, and other requests are answered meanwhile.
@Suite struct MessageLoopTests {
    @Test func aSlowFixAllDoesNotDelayAHover() throws {
        let client = TestClient(analysisTiming: .background())
        client.initialize()
        let marked = MarkedText("struct Form {\n    1️⃣field(name>email)\n    field(email!)\n}\n// focusBug slowFix\n")
        client.sendNotification("textDocument/didOpen", ["textDocument": ["uri": "file:///Form.swift", "languageId": "swift", "version": 1, "text": .string(marked.text)]])
        #expect(client.nextDiagnostics()?["diagnostics"]?.arrayValue?.count == 1)

        let fixAll = client.sendRequest("textDocument/codeAction", [
            "textDocument": ["uri": "file:///Form.swift"], "range": lspRange(0..<0, in: marked.text),
            "context": ["diagnostics": [], "only": ["source.fixAll"]],
        ])
        let hover = client.sendRequest("textDocument/hover", [
            "textDocument": ["uri": "file:///Form.swift"], "position": lspPosition(ofOffset: marked["1️⃣"] + 2, in: marked.text),
        ])
        let first = try #require(client.nextMessage())
        #expect(first["id"] == hover, "the hover is answered while fix-all runs")
        #expect(first["result"]?["contents"] != nil)
        let second = try #require(client.nextMessage())
        #expect(second["id"] == fixAll)
        #expect(second["result"]?[0]?["kind"] == "source.fixAll.formlsp")
    }

    /// A hover sent while an older version is analysed, followed by an edit that moves the field
    /// down a line: answered on the newest version, at the field it was asked about.
    @Test func aRequestAnsweredOnALaterVersionHasItsPositionCarriedOver() throws {
        let client = TestClient(analysisTiming: .background())
        client.initialize()
        let uri = "file:///Form.swift"
        var text = "struct Form {\n    // notes\n    field(name>email)\n    field(email!)\n}\n"
        client.sendNotification("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]])
        _ = client.nextDiagnostics()
        func insert(_ inserted: String, after anchor: String, version: Int64) {
            let offset = text.utf8.count - text[text.range(of: anchor)!.upperBound...].utf8.count
            client.sendNotification("textDocument/didChange", [
                "textDocument": ["uri": .string(uri), "version": .integer(version)],
                "contentChanges": [["range": lspRange(offset..<offset, in: text), "text": .string(inserted)]],
            ])
            text.insert(contentsOf: inserted, at: text.range(of: anchor)!.upperBound)
        }
        insert(" slowAnalysis", after: "// notes", version: 2)  // its analysis takes 0.3 s
        Thread.sleep(forTimeInterval: 0.1)  // it has started
        insert("!", after: "slowAnalysis", version: 3)
        let asked = MarkedText(text.replacingOccurrences(of: "field(email!)", with: "field(1️⃣email!)"))
        let hover = client.sendRequest("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": lspPosition(ofOffset: asked["1️⃣"], in: text)])
        insert("\n    // more", after: "slowAnalysis!", version: 4)
        var response = try #require(client.nextMessage())
        while response["id"] != hover { response = try #require(client.nextMessage()) }
        let field = try #require(text.range(of: "field(email!)"))
        let expected = text.utf8.count - text[field.lowerBound...].utf8.count
        #expect(response["result"]?["range"] == lspRange(expected..<(expected + "field(email!)".utf8.count), in: text))
    }
}
