import Foundation
import FormlspEngine
import JSON
import LanguageServer
import Testing

/// Replays the recorded JSON-RPC sessions in `protocol/sessions/` (format in its README) against
/// the server, in process, byte for byte.
@Suite struct SessionReplayTests {
    static let sessionsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("protocol/sessions")

    static var sessionNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sessionsFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func theRequiredSessionsAreRecorded() {
        for required in ["lifecycle.json", "errors.json", "incremental-sync.json"] {
            #expect(Self.sessionNames.contains(required), "protocol/sessions/\(required) is missing")
        }
    }

    @Test(arguments: sessionNames)
    func replays(_ name: String) throws {
        let data = try Data(contentsOf: Self.sessionsFolder.appendingPathComponent(name))
        let session = try JSON.parse(Array(data))
        let steps = try #require(session["steps"]?.arrayValue, "\(name) has no steps")
        let analyzer: any Analyzer = session["analyzer"] == "echo-text" ? EchoTextAnalyzer() : Engine()
        let client = TestClient(analyzer: analyzer)
        for (index, step) in steps.enumerated() {
            let label = "\(name) step \(index + 1)"
            if let message = step["send"] {
                client.send(message)
            } else if let body = step["sendBody"]?.stringValue {
                client.sendBody(body)
            } else if let bytes = step["sendBytes"]?.stringValue {
                client.sendBytes(Array(bytes.utf8))
            } else if let expected = step["expect"] {
                let actual = try #require(client.nextMessage(), "\(label): no message")
                let mismatch = Self.mismatch(expected: expected, actual: actual, path: "")
                #expect(mismatch == nil, "\(label): \(mismatch ?? "")\n  expected \(expected.serialized())\n  received \(actual.serialized())")
            } else if step["closeInput"] == true {
                client.closeInput()
            } else if let code = step["expectExit"]?.integerValue {
                #expect(client.waitForExit().map(Int64.init) == code, "\(label): exit code")
            } else {
                Issue.record("\(label): unknown step \(step.serialized())")
            }
        }
    }

    /// Where `actual` differs from `expected`, or nil. The string "<any>" in `expected` matches any
    /// value that is present; everything else must be equal, with no extra object members.
    static func mismatch(expected: JSON, actual: JSON, path: String) -> String? {
        if expected == "<any>" { return nil }
        switch (expected, actual) {
        case (.object(let want), .object(let have)):
            for key in Set(want.keys).union(have.keys).sorted() {
                guard let wanted = want[key] else { return "unexpected \(path)/\(key)" }
                guard let had = have[key] else { return "missing \(path)/\(key)" }
                if let difference = mismatch(expected: wanted, actual: had, path: "\(path)/\(key)") { return difference }
            }
            return nil
        case (.array(let want), .array(let have)):
            guard want.count == have.count else { return "\(path): \(have.count) elements, expected \(want.count)" }
            for (index, (wanted, had)) in zip(want, have).enumerated() {
                if let difference = mismatch(expected: wanted, actual: had, path: "\(path)/\(index)") { return difference }
            }
            return nil
        default:
            return expected == actual || (expected.integerValue != nil && expected.integerValue == actual.integerValue) ? nil : "\(path) differs"
        }
    }
}
