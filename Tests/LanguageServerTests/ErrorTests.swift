import JSON
import Testing

@Suite struct ErrorTests {
    @Test func unparsableJSONGetsAParseErrorAndServingGoesOn() {
        let client = TestClient()
        client.sendBody(#"{"jsonrpc": "2.0", "id": 1, "method": "#)
        let error = client.nextMessage()
        #expect(error?["id"] == .null)
        #expect(error?["error"]?["code"] == -32700)
        #expect(client.initialize()?["capabilities"] != nil)
    }

    @Test(arguments: ["[1,2,3]", "42", "\"initialize\"", "null", "[]"])
    func nonObjectsAreInvalidRequestsWithANullID(_ body: String) {
        let client = TestClient()
        client.sendBody(body)
        let error = client.nextMessage()
        #expect(error?["id"] == .null)
        #expect(error?["error"]?["code"] == -32600)
        #expect(client.initialize()?["capabilities"] != nil)
    }

    @Test func aMessageWithoutJSONRPCVersionIsInvalidAndKeepsItsID() {
        let client = TestClient()
        client.sendBody(#"{"id": 4, "method": "initialize", "params": {"capabilities": {}}}"#)
        let error = client.nextMessage()
        #expect(error?["id"] == 4)
        #expect(error?["error"]?["code"] == -32600)
    }

    @Test func unknownRequestsAreNotFound() {
        let client = TestClient()
        client.initialize()
        let response = client.request("formlsp/noSuchThing", [:])
        #expect(response?["error"]?["code"] == -32601)
        #expect(response?["error"]?["message"] == "Method not found: formlsp/noSuchThing")
        #expect(client.request("$/noSuchThing")?["error"]?["code"] == -32601, "a $/ request still needs an answer")
    }

    @Test func unknownNotificationsAreIgnoredAndNotedOnlyWhenNotOptional() {
        let client = TestClient()
        client.initialize()
        client.sendNotification("$/setTrace", ["value": "off"])
        client.sendNotification("custom/somethingNew", [:])
        let id = client.sendRequest("shutdown")
        var logs: [String] = []
        while let message = client.nextMessage(includingLogs: true), message["id"] != id {
            #expect(message["method"] == "window/logMessage", "nothing but logs before the shutdown answer")
            logs.append(message["params"]?["message"]?.stringValue ?? "")
        }
        #expect(logs.contains { $0.contains("custom/somethingNew") })
        #expect(!logs.contains { $0.contains("$/setTrace") })
    }

    @Test func invalidParamsNameTheField() {
        let client = TestClient()
        let response = client.request("initialize", ["processId": nil])
        #expect(response?["error"]?["code"] == -32602)
        #expect(response?["error"]?["message"] == "Invalid params: missing \"capabilities\"")

        client.initialize()
        let codeAction = client.request("textDocument/codeAction", ["textDocument": ["uri": "file:///a.swift"], "range": ["start": ["line": 0, "character": "x"], "end": ["line": 0, "character": 0]], "context": ["diagnostics": []]])
        #expect(codeAction?["error"]?["code"] == -32602)
        #expect(codeAction?["error"]?["message"] == "Invalid params: \"range.start.character\": expected an integer, found a string")
    }

    @Test func echoesIDsExactly() {
        let client = TestClient()
        client.sendRequest("initialize", ["capabilities": [:]], id: .integer(9_007_199_254_740_993))
        #expect(client.nextMessage()?["id"] == .integer(9_007_199_254_740_993))
        client.sendRequest("shutdown", id: "a string id ✓")
        #expect(client.nextMessage()?["id"] == "a string id ✓")
    }

    @Test func oversizedBodiesAreRefusedAndServingGoesOn() {
        let client = TestClient()
        let declared = 64 * 1024 * 1024 + 1
        client.sendBytes(Array("Content-Length: \(declared)\r\n\r\n".utf8))
        let error = client.nextMessage()
        #expect(error?["id"] == .null)
        #expect(error?["error"]?["code"] == -32600)
        let chunk = [UInt8](repeating: 0x20, count: 1 << 20)
        for _ in 0..<64 { client.sendBytes(chunk) }
        client.sendBytes([0x20])
        #expect(client.initialize()?["capabilities"] != nil)
    }

    @Test func garbageBetweenMessagesIsSkipped() {
        let client = TestClient()
        client.sendBytes(Array("this is not a header\r\n\r\n".utf8))
        #expect(client.initialize()?["capabilities"] != nil)
    }
}
