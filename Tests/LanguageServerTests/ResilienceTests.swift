import JSON
import Testing

/// An unexpected error inside one handler fails that request alone: it is answered with -32603 and
/// logged, and the server keeps serving every other document.
@Suite struct ResilienceTests {
    private let broken = "file:///Broken.swift"
    private let healthy = "file:///Healthy.swift"

    private func codeActions(_ client: TestClient, _ uri: String) -> JSON? {
        client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(uri)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
            "context": ["diagnostics": []],
        ])
    }

    /// The text of the next `window/logMessage` of type error, skipping anything else.
    private func nextErrorLog(_ client: TestClient) -> JSON? {
        while let message = client.nextMessage(includingLogs: true) {
            if message["method"] == "window/logMessage", message["params"]?["type"] == 1 { return message["params"]?["message"] }
        }
        return nil
    }

    @Test func aFailedAnalysisIsLoggedAndLeavesTheDocumentWithoutFindings() {
        let client = TestClient()
        client.initialize()
        client.sendNotification("textDocument/didOpen", ["textDocument": ["uri": .string(broken), "languageId": "swift", "version": 1, "text": "explode"]])
        #expect(nextErrorLog(client) == .string("could not analyse \(broken): the fake analyzer exploded"))
        #expect(client.nextDiagnostics()?["diagnostics"] == [])
        #expect(codeActions(client, broken)?["result"] == [])
    }

    @Test func aFailingRequestIsAnsweredWithInternalErrorAndLogged() throws {
        let client = TestClient()
        client.initialize()
        let published = client.open(broken, "focusBug explodeOnFix")
        #expect(published?["diagnostics"]?.arrayValue?.count == 1)

        client.sendRequest("textDocument/codeAction", [
            "textDocument": ["uri": .string(broken)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
            "context": ["diagnostics": []],
        ])
        #expect(nextErrorLog(client) == "textDocument/codeAction failed: the fake analyzer exploded")
        let response = try #require(client.nextMessage())
        #expect(response["error"]?["code"] == -32603)
        #expect(response["error"]?["message"] == "Internal error: textDocument/codeAction failed: the fake analyzer exploded")
    }

    @Test func otherDocumentsAreStillServed() throws {
        let client = TestClient()
        client.initialize()
        _ = client.open(broken, "focusBug explodeOnFix")
        #expect(codeActions(client, broken)?["error"]?["code"] == -32603)

        let published = client.open(healthy, "focusBug")
        #expect(published?["uri"] == .string(healthy))
        #expect(published?["diagnostics"]?.arrayValue?.count == 1)
        #expect(codeActions(client, healthy)?["result"]?.arrayValue?.isEmpty == false)

        client.sendNotification("textDocument/didChange", ["textDocument": ["uri": .string(broken), "version": 2], "contentChanges": [["text": "focusBug, mended"]]])
        #expect(client.nextDiagnostics()?["uri"] == .string(broken), "the broken document recovers once its text no longer fails")
        #expect(codeActions(client, broken)?["result"]?.arrayValue != nil)
    }
}
