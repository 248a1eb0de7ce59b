import Foundation
import JSON
import LanguageServer
import Testing

/// When documents are analysed in the background: at once, with no fixed delay; edits made while
/// an analysis runs wait for it and are analysed together; a request never waits long for a
/// document's first analysis.
@Suite struct AnalysisSchedulingTests {
    private static let form = "file:///form.swift"

    private func open(_ client: TestClient, _ text: String, uri: String = form) {
        client.sendNotification("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]])
    }

    private func change(_ client: TestClient, to text: String, version: Int) {
        client.sendNotification("textDocument/didChange", [
            "textDocument": ["uri": .string(Self.form), "version": .integer(Int64(version))], "contentChanges": [["text": .string(text)]],
        ])
    }

    /// The next message that is not a log, and the seconds it took to arrive.
    private func timedNextMessage(_ client: TestClient) -> (JSON?, TimeInterval) {
        let start = Date()
        let message = client.nextMessage()
        return (message, Date().timeIntervalSince(start))
    }

    @Test func anOpenedDocumentIsAnalysedAtOnce() {
        let client = TestClient(analysisTiming: .background())
        client.initialize()
        open(client, "focusBug")
        let (message, seconds) = timedNextMessage(client)
        #expect(message?["params"]?["diagnostics"]?.arrayValue?.count == 1)
        #expect(seconds < 2, "no delay but the analysis itself")
    }

    /// `debounceMilliseconds`, when a client sets it, still waits for edits to pause.
    @Test func aConfiguredDebounceDelaysTheAnalysis() {
        let client = TestClient(analysisTiming: .background())
        client.initialize(params: ["initializationOptions": ["debounceMilliseconds": 1_500]])
        open(client, "focusBug")
        let (message, seconds) = timedNextMessage(client)
        #expect(message?["method"] == "textDocument/publishDiagnostics")
        #expect(seconds >= 1.4)
    }

    /// Edits sent while an analysis runs are never analysed one by one: when it ends, the newest
    /// text is analysed, once.
    @Test func editsDuringAnAnalysisAreAnalysedTogether() throws {
        let analyzer = FakeAnalyzer()
        let client = TestClient(analyzer: analyzer, analysisTiming: .background())
        client.initialize(PullDiagnosticsTests.pulling)
        open(client, "a slowAnalysis")
        Thread.sleep(forTimeInterval: 0.1)  // it has started
        for (version, text) in [(2, "ab"), (3, "abc"), (4, "abcd focusBug")] {
            change(client, to: text, version: version)
        }
        let report = client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(Self.form)]])?["result"]
        #expect(report?["items"]?.arrayValue?.count == 1)
        #expect(analyzer.analyzedTexts == ["a slowAnalysis", "abcd focusBug"])
    }

    /// A request on a document whose first analysis takes long (megabytes of forms) is answered
    /// after `firstAnalysisPatience`, empty, and the log says why; the diagnostics follow.
    @Test func aRequestDuringALongFirstAnalysisIsAnsweredEmpty() throws {
        let client = TestClient(analysisTiming: .background())
        client.initialize()
        open(client, "struct Form {\n    field(name>email)\n}\n// stuckAnalysis\n")
        let hover = client.sendRequest("textDocument/hover", ["textDocument": ["uri": .string(Self.form)], "position": ["line": 1, "character": 6]])
        let start = Date()
        var logged: [String] = []
        var answer = try #require(client.nextMessage(includingLogs: true))
        while answer["method"] == "window/logMessage" {
            logged.append(answer["params"]?["message"]?.stringValue ?? "")
            answer = try #require(client.nextMessage(includingLogs: true))
        }
        #expect(answer["id"] == hover)
        #expect(answer["result"] == .null)
        #expect(Date().timeIntervalSince(start) < 2.5, "answered before the analysis ends")
        #expect(logged.contains { $0.contains("first analysis is still running") })
        #expect(client.nextDiagnostics()?["uri"] == .string(Self.form))
    }

    /// Once a document has an analysis, a request waits for the version it was sent for, however long.
    @Test func aRequestOnALaterVersionWaitsForItsAnalysis() throws {
        let client = TestClient(analysisTiming: .background())
        client.initialize()
        let text = "struct Form {\n    field(name>email)\n}\n"
        open(client, text)
        _ = client.nextDiagnostics()
        change(client, to: text + "// stuckAnalysis\n", version: 2)
        let hover = client.sendRequest("textDocument/hover", ["textDocument": ["uri": .string(Self.form)], "position": ["line": 1, "character": 6]])
        var answer = try #require(client.nextMessage())
        while answer["id"] != hover { answer = try #require(client.nextMessage()) }
        #expect(answer["result"]?["contents"] != nil, "answered from the analysis of version 2")
    }
}
