import JSON
import LanguageServer
import Testing

/// `textDocument/diagnostic` and `workspace/diagnostic` for clients that pull.
@Suite struct PullDiagnosticsTests {
    static let pulling: JSON = ["textDocument": ["diagnostic": ["dynamicRegistration": false]], "workspace": ["diagnostics": ["refreshSupport": true]]]

    private func diagnostics(_ client: TestClient, _ uri: String, previous: String? = nil) -> JSON? {
        var params: [String: JSON] = ["textDocument": ["uri": .string(uri)]]
        if let previous { params["previousResultId"] = .string(previous) }
        return client.request("textDocument/diagnostic", .object(params))?["result"]
    }

    @Test func announcesPullDiagnosticsOnlyToClientsThatPull() {
        let pushed = TestClient()
        #expect(pushed.initialize()?["capabilities"]?["diagnosticProvider"] == nil)
        let pulled = TestClient()
        #expect(pulled.initialize(Self.pulling)?["capabilities"]?["diagnosticProvider"] == ["identifier": "formlsp", "interFileDependencies": true, "workspaceDiagnostics": true])
    }

    /// A client that pulls but cannot be asked to pull again (Neovim 0.12) would keep stale
    /// diagnostics after a settings change: it is pushed to, as a client that does not pull.
    @Test func aClientThatCannotBeAskedToPullAgainIsPushedTo() {
        let client = TestClient()
        let capabilities = client.initialize(["textDocument": ["diagnostic": ["dynamicRegistration": false]]])?["capabilities"]
        #expect(capabilities?["diagnosticProvider"] == nil)
        client.sendNotification("textDocument/didOpen", ["textDocument": ["uri": "file:///form.swift", "languageId": "swift", "version": 1, "text": "focusBug"]])
        #expect(client.nextDiagnostics()?["diagnostics"]?.arrayValue?.count == 1)
    }

    @Test func answersUnchangedForTheCurrentResultIDAndNeverPushes() throws {
        let client = TestClient()
        client.initialize(Self.pulling)
        client.sendNotification("textDocument/didOpen", ["textDocument": ["uri": "file:///form.swift", "languageId": "swift", "version": 1, "text": "focusBug"]])
        let first = try #require(diagnostics(client, "file:///form.swift"))
        #expect(first["kind"] == "full")
        #expect(first["items"]?.arrayValue?.count == 1)
        let resultID = try #require(first["resultId"]?.stringValue)
        #expect(diagnostics(client, "file:///form.swift", previous: resultID) == ["kind": "unchanged", "resultId": .string(resultID)])

        client.sendNotification("textDocument/didChange", ["textDocument": ["uri": "file:///form.swift", "version": 2], "contentChanges": [["text": "fine"]]])
        let changed = try #require(diagnostics(client, "file:///form.swift", previous: resultID))
        #expect(changed["kind"] == "full")
        #expect(changed["items"] == [])
        #expect(changed["resultId"] != .string(resultID))
    }

    @Test func aDocumentThatIsNotOpenHasNoDiagnostics() {
        let client = TestClient()
        client.initialize(Self.pulling)
        #expect(diagnostics(client, "file:///closed.swift") == ["kind": "full", "resultId": "closed", "items": []])
    }

    @Test func reportsTheWorkspaceWithUnchangedEntries() throws {
        let client = TestClient()
        client.initialize(Self.pulling)
        for (uri, text) in [("file:///a.swift", "focusBug"), ("file:///b.swift", "fine")] {
            client.sendNotification("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]])
        }
        let first = try #require(client.request("workspace/diagnostic", ["previousResultIds": []])?["result"]?["items"]?.arrayValue)
        #expect(first.map { $0["uri"] } == ["file:///a.swift", "file:///b.swift"])
        #expect(first.map { $0["kind"] } == ["full", "full"])
        #expect(first[0]["version"] == 1)
        let aID = try #require(first[0]["resultId"])
        let second = try #require(client.request("workspace/diagnostic", ["previousResultIds": [["uri": "file:///a.swift", "value": aID]]])?["result"]?["items"]?.arrayValue)
        #expect(second.map { $0["kind"] } == ["unchanged", "full"])
        #expect(second[0]["resultId"] == aID)
    }

    @Test func asksThePullingClientToRefreshWhenADependencyChanges() throws {
        let client = TestClient()
        client.initialize(Self.pulling)
        client.sendNotification("textDocument/didOpen", ["textDocument": ["uri": "file:///Form.swift", "languageId": "swift", "version": 1, "text": "struct Form { var f: Field? } // needs(email)"]])
        client.sendNotification("textDocument/didOpen", ["textDocument": ["uri": "file:///Field.swift", "languageId": "swift", "version": 1, "text": "enum Field { case email } // provides(email)"]])
        client.respond(to: client.nextServerRequest("workspace/diagnostic/refresh"), with: .null)
        #expect(diagnostics(client, "file:///Form.swift")?["items"] == [])
    }

    /// With analysis in the background, a request right after an edit answers for the new text.
    @Test func aRequestOnAStaleVersionWaitsForTheCurrentAnalysis() throws {
        let client = TestClient(analysisTiming: .background())
        client.initialize(Self.pulling)
        client.sendNotification("textDocument/didOpen", ["textDocument": ["uri": "file:///form.swift", "languageId": "swift", "version": 1, "text": "fine"]])
        for version in 2...5 {
            client.sendNotification("textDocument/didChange", [
                "textDocument": ["uri": "file:///form.swift", "version": .integer(Int64(version))],
                "contentChanges": [["text": .string(String(repeating: "focusBug ", count: version))]],
            ])
        }
        let report = try #require(diagnostics(client, "file:///form.swift"))
        #expect(report["items"]?.arrayValue?.count == 5)
    }

    @Test func aWorkspaceReportWaitsForEveryOpenDocument() throws {
        let client = TestClient(analysisTiming: .background())
        client.initialize(Self.pulling)
        for (uri, text) in [("file:///a.swift", "focusBug"), ("file:///b.swift", "focusBug focusBug")] {
            client.sendNotification("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]])
        }
        let items = try #require(client.request("workspace/diagnostic", ["previousResultIds": []])?["result"]?["items"]?.arrayValue)
        #expect(items.map { $0["items"]?.arrayValue?.count } == [1, 2])
    }
}
