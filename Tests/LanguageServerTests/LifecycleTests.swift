import JSON
import Testing

@Suite struct LifecycleTests {
    @Test func initializeAnnouncesCapabilitiesInUTF16ByDefault() throws {
        let client = TestClient()
        let result = try #require(client.initialize(["textDocument": ["codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix"]]]]]]))
        let capabilities = try #require(result["capabilities"])
        #expect(capabilities["positionEncoding"] == "utf-16")
        #expect(capabilities["textDocumentSync"] == ["openClose": true, "change": 2, "save": ["includeText": false]])
        #expect(capabilities["codeActionProvider"] == ["codeActionKinds": ["quickfix", "refactor.rewrite", "source.fixAll.formlsp"], "resolveProvider": false])
        #expect(result["serverInfo"] == ["name": "formlsp", "version": "test"])
    }

    @Test func negotiatesUTF8WhenTheClientOffersIt() {
        let client = TestClient()
        let result = client.initialize(["general": ["positionEncodings": ["utf-16", "utf-8"]]])
        #expect(result?["capabilities"]?["positionEncoding"] == "utf-8")
    }

    @Test func staysWithUTF16WhenOnlyOthersAreOffered() {
        let client = TestClient()
        let result = client.initialize(["general": ["positionEncodings": ["utf-32"]]])
        #expect(result?["capabilities"]?["positionEncoding"] == "utf-16")
    }

    @Test func offersPlainCodeActionSupportToClientsWithoutLiterals() {
        let client = TestClient()
        #expect(client.initialize()?["capabilities"]?["codeActionProvider"] == true)
    }

    @Test func exitAfterShutdownEndsWithZero() {
        let client = TestClient()
        client.initialize()
        #expect(client.request("shutdown")?["result"] == .null)
        client.sendNotification("exit")
        #expect(client.waitForExit() == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() {
        let client = TestClient()
        client.initialize()
        client.sendNotification("exit")
        #expect(client.waitForExit() == 1)
    }

    @Test func exitBeforeInitializeEndsWithOne() {
        let client = TestClient()
        client.sendNotification("exit")
        #expect(client.waitForExit() == 1)
    }

    @Test func endOfInputWithoutShutdownEndsWithOne() {
        let client = TestClient()
        client.initialize()
        client.closeInput()
        #expect(client.waitForExit() == 1)
    }

    @Test func endOfInputAfterShutdownEndsWithZero() {
        let client = TestClient()
        client.initialize()
        _ = client.request("shutdown")
        client.closeInput()
        #expect(client.waitForExit() == 0)
    }

    @Test func requestsBeforeInitializeAreRefused() {
        let client = TestClient()
        let response = client.request("shutdown")
        #expect(response?["error"]?["code"] == -32002)
        #expect(client.request("textDocument/codeAction", [:])?["error"]?["code"] == -32002)
    }

    @Test func notificationsBeforeInitializeAreDropped() {
        let client = TestClient()
        client.sendNotification("textDocument/didOpen", ["textDocument": ["uri": "file:///a.swift", "languageId": "swift", "version": 1, "text": "focusBug"]])
        client.initialize()
        let response = client.request("shutdown")
        #expect(response?["result"] == .null, "no diagnostics came for the dropped didOpen")
    }

    @Test func requestsAfterShutdownAreInvalid() {
        let client = TestClient()
        client.initialize()
        _ = client.request("shutdown")
        #expect(client.request("shutdown")?["error"]?["code"] == -32600)
        #expect(client.request("textDocument/codeAction", [:])?["error"]?["code"] == -32600)
    }

    @Test func aSecondInitializeIsInvalid() {
        let client = TestClient()
        client.initialize()
        #expect(client.request("initialize", ["capabilities": [:]])?["error"]?["code"] == -32600)
    }
}
