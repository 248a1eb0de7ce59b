import JSON
import Testing

/// The server's queue is suspended while the request waits, so the cancellation is certain to
/// arrive first: no timing involved.
@Suite struct CancellationTests {
    @Test func cancellingAPendingRequestAnswersItOnceWithRequestCancelled() {
        let client = TestClient()
        client.initialize()
        client.open("file:///form.swift", "focusBug")
        client.queue.suspend()
        let id = client.sendRequest("textDocument/codeAction", ["textDocument": ["uri": "file:///form.swift"], "range": lspRange(0..<0, in: ""), "context": ["diagnostics": []]])
        client.sendNotification("$/cancelRequest", ["id": id])
        let cancelled = client.nextMessage()
        #expect(cancelled?["id"] == id)
        #expect(cancelled?["error"]?["code"] == -32800)
        client.queue.resume()
        let shutdown = client.sendRequest("shutdown")
        #expect(client.nextMessage()?["id"] == shutdown, "the cancelled request is not answered a second time")
    }

    @Test func cancellingWithAStringIDWorks() {
        let client = TestClient()
        client.initialize()
        client.queue.suspend()
        client.sendRequest("shutdown", id: "req-1")
        client.sendNotification("$/cancelRequest", ["id": "req-1"])
        let cancelled = client.nextMessage()
        #expect(cancelled?["id"] == "req-1")
        #expect(cancelled?["error"]?["code"] == -32800)
        client.queue.resume()
        #expect(client.request("shutdown")?["result"] == .null, "the cancelled shutdown never ran")
    }

    @Test func cancellingAnAnsweredOrUnknownRequestDoesNothing() {
        let client = TestClient()
        client.initialize()
        let answered = client.request("shutdown")?["id"]
        client.sendNotification("$/cancelRequest", ["id": answered ?? 0])
        client.sendNotification("$/cancelRequest", ["id": 999])
        client.sendNotification("$/cancelRequest", ["id": true])
        #expect(client.request("shutdown")?["error"]?["code"] == -32600, "the next message is the next answer")
    }
}
