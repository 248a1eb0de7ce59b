import JSON
import Testing
import TestSupport

/// Lazy code action edits for clients that resolve them (`codeAction/resolve`).
@Suite struct CodeActionResolveTests {
    static let resolving: JSON = [
        "textDocument": ["codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix"]]], "resolveSupport": ["properties": ["edit"]]]],
    ]

    @Test func announcesResolveAndOffersActionsWithoutEdits() throws {
        let client = TestClient()
        let capabilities = client.initialize(Self.resolving)?["capabilities"]
        #expect(capabilities?["codeActionProvider"]?["resolveProvider"] == true)
        let marked = MarkedText("focus1️⃣Bug2️⃣")
        client.open("file:///form.swift", marked.text, version: 4)
        let range = lspRange(marked["1️⃣"]..<marked["2️⃣"], in: marked.text)
        let actions = try #require(client.request("textDocument/codeAction", [
            "textDocument": ["uri": "file:///form.swift"], "range": range, "context": ["diagnostics": [], "only": ["source.fixAll.formlsp"]],
        ])?["result"]?.arrayValue)
        let fixAll = try #require(actions.first)
        #expect(fixAll["edit"] == nil)
        #expect(fixAll["data"] == ["uri": "file:///form.swift", "version": 4, "fixAll": true])

        let resolved = try #require(client.request("codeAction/resolve", fixAll)?["result"])
        #expect(resolved["title"] == "Fix all formlsp problems")
        #expect(resolved["edit"] == ["changes": ["file:///form.swift": [["range": range, "newText": "Fixed"]]]])
    }

    @Test func refusesToResolveForAnOlderVersion() throws {
        let client = TestClient()
        client.initialize(Self.resolving)
        client.open("file:///form.swift", "focusBug Form", version: 1)
        let actions = try #require(client.request("textDocument/codeAction", [
            "textDocument": ["uri": "file:///form.swift"], "range": ["start": ["line": 0, "character": 10], "end": ["line": 0, "character": 10]],
            "context": ["diagnostics": [], "only": ["refactor.rewrite"]],
        ])?["result"]?.arrayValue)
        #expect(actions.first?["data"]?["refactoring"] == 0)
        client.sendNotification("textDocument/didChange", ["textDocument": ["uri": "file:///form.swift", "version": 2], "contentChanges": [["text": "Form"]]])
        #expect(client.nextDiagnostics()?["version"] == 2)
        #expect(client.request("codeAction/resolve", actions[0])?["error"]?["code"] == -32801)
    }
}
