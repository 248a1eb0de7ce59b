import JSON
import LanguageServer
import Testing
import TestSupport

/// The message loop never waits on slow work: what a request needs of the state is taken on the
/// loop, the rest runs in the background, and other requests are answered meanwhile.
@Suite struct MessageLoopTests {
    @Test func aSlowFixAllDoesNotDelayAHover() throws {
        let client = TestClient(analysisTiming: .debounced(.milliseconds(0)))
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
}
