import JSON
import Testing

/// Settings from `.formlsp.json`, `initializationOptions`, `workspace/configuration` and
/// `didChangeConfiguration`, each re-checking open documents when it changes anything.
@Suite struct ConfigurationTests {
    static let pullsConfiguration: JSON = ["workspace": ["configuration": true]]

    @Test func initializationOptionsSetRuleSeverities() {
        let client = TestClient()
        client.initialize([:], params: ["initializationOptions": ["rules": ["fake-focus-bug": "error"]]])
        #expect(client.open("file:///form.swift", "focusBug")?["diagnostics"]?[0]?["severity"] == 1)
    }

    @Test func pullsTheFormlspSectionAfterInitializationAndRechecks() {
        let client = TestClient()
        client.initialize(Self.pullsConfiguration)
        let request = client.nextServerRequest("workspace/configuration")
        #expect(request?["params"] == ["items": [["section": "formlsp"]]])
        #expect(client.open("file:///form.swift", "focusBug")?["diagnostics"]?[0]?["severity"] == 2)
        client.respond(to: request, with: [["rules": ["fake-focus-bug": "info"]]])
        #expect(client.nextDiagnostics()?["diagnostics"]?[0]?["severity"] == 3)
    }

    @Test func didChangeConfigurationWithSettingsAppliesThem() {
        let client = TestClient()
        client.initialize()
        #expect(client.open("file:///form.swift", "focusBug")?["diagnostics"]?.arrayValue?.count == 1)
        client.sendNotification("workspace/didChangeConfiguration", ["settings": ["formlsp": ["rules": ["fake-focus-bug": "off"]]]])
        #expect(client.nextDiagnostics()?["diagnostics"] == [])
    }

    @Test func didChangeConfigurationWithoutSettingsPullsAgain() {
        let client = TestClient()
        client.initialize(Self.pullsConfiguration)
        client.respond(to: client.nextServerRequest("workspace/configuration"), with: [.null])
        client.open("file:///form.swift", "focusBug")
        client.sendNotification("workspace/didChangeConfiguration", ["settings": nil])
        client.respond(to: client.nextServerRequest("workspace/configuration"), with: [["rules": ["fake-focus-bug": "off"]]])
        #expect(client.nextDiagnostics()?["diagnostics"] == [])
    }

    @Test func aFolderFormlspJSONAppliesToItsFilesAndEditorSettingsWin() throws {
        let workspace = try TemporaryWorkspace([".formlsp.json": "{\n  // comments are fine\n  \"rules\": { \"fake-focus-bug\": \"error\" }\n}\n"])
        let client = TestClient()
        client.initialize([:], params: workspace.folders)
        #expect(client.open(workspace.uri("Form.swift"), "focusBug")?["diagnostics"]?[0]?["severity"] == 1)
        #expect(client.open("file:///elsewhere/Form.swift", "focusBug")?["diagnostics"]?[0]?["severity"] == 2)

        client.sendNotification("workspace/didChangeConfiguration", ["settings": ["formlsp": ["rules": ["fake-focus-bug": "info"]]]])
        let republished = [client.nextDiagnostics(), client.nextDiagnostics()]
        #expect(republished.map { $0?["diagnostics"]?[0]?["severity"] } == [3, 3])
    }

    @Test func filesTheFormlspJSONExcludesGetNoDiagnostics() throws {
        let workspace = try TemporaryWorkspace([".formlsp.json": "{ \"exclude\": [\"Generated/**\"] }"])
        let client = TestClient()
        client.initialize([:], params: workspace.folders)
        #expect(client.open(workspace.uri("Generated/Form.swift"), "focusBug")?["diagnostics"] == [])
        #expect(client.open(workspace.uri("Form.swift"), "focusBug")?["diagnostics"]?.arrayValue?.count == 1)
    }

    @Test func editorExcludeAndIncludeApplyWithinTheWorkspaceFolder() throws {
        let workspace = try TemporaryWorkspace([:])
        let client = TestClient()
        client.initialize([:], params: workspace.folders.merging(["initializationOptions": ["exclude": ["Generated/**"], "include": ["Sources/**", "Generated/**"]]]) { $1 })
        #expect(client.open(workspace.uri("Generated/Form.swift"), "focusBug")?["diagnostics"] == [])
        #expect(client.open(workspace.uri("Tests/Form.swift"), "focusBug")?["diagnostics"] == [])
        #expect(client.open(workspace.uri("Sources/Form.swift"), "focusBug")?["diagnostics"]?.arrayValue?.count == 1)
    }

    @Test func theBaselineTheFormlspJSONNamesHidesTheFindingsItRecords() throws {
        let baseline = #"{"formlspBaseline": 1, "findings": [{"rule": "fake-focus-bug", "path": "../Old.swift", "message": "focusBug is a bug"}]}"#
        let workspace = try TemporaryWorkspace([".formlsp.json": #"{ "baseline": "ci/baseline.json" }"#, "ci/baseline.json": baseline])
        let client = TestClient()
        client.initialize([:], params: workspace.folders)
        #expect(client.open(workspace.uri("Old.swift"), "focusBug")?["diagnostics"] == [])
        // One entry hides one finding in the file it names: a second one, or one elsewhere, is new.
        #expect(client.open(workspace.uri("New.swift"), "focusBug")?["diagnostics"]?.arrayValue?.count == 1)
        client.sendNotification("textDocument/didChange", [
            "textDocument": ["uri": .string(workspace.uri("Old.swift")), "version": 2], "contentChanges": [["text": "focusBug focusBug"]],
        ])
        #expect(client.nextDiagnostics()?["diagnostics"]?.arrayValue?.count == 1)
    }

    @Test func eachWorkspaceFolderIsAskedForItsOwnSettings() throws {
        let app = try TemporaryWorkspace([:])
        let kit = try TemporaryWorkspace([:])
        let client = TestClient()
        let folders: JSON = [["uri": .string(app.root.absoluteString), "name": "app"], ["uri": .string(kit.root.absoluteString), "name": "kit"]]
        client.initialize(Self.pullsConfiguration, params: ["workspaceFolders": folders])
        let request = client.nextServerRequest("workspace/configuration")
        #expect(request?["params"] == ["items": [
            ["section": "formlsp"],
            ["scopeUri": .string(app.root.absoluteString), "section": "formlsp"],
            ["scopeUri": .string(kit.root.absoluteString), "section": "formlsp"],
        ]])
        client.respond(to: request, with: [["rules": ["fake-focus-bug": "info"]], ["rules": ["fake-focus-bug": "error"]], .null])
        #expect(client.open(app.uri("Form.swift"), "focusBug")?["diagnostics"]?[0]?["severity"] == 1)
        // A folder answered with null, and a file in no folder, take the window's settings.
        #expect(client.open(kit.uri("Form.swift"), "focusBug")?["diagnostics"]?[0]?["severity"] == 3)
        #expect(client.open("file:///elsewhere/Form.swift", "focusBug")?["diagnostics"]?[0]?["severity"] == 3)
    }

    @Test func pushedSettingsReplaceEachFoldersOwn() throws {
        let app = try TemporaryWorkspace([:])
        let client = TestClient()
        client.initialize(Self.pullsConfiguration, params: app.folders)
        client.respond(to: client.nextServerRequest("workspace/configuration"), with: [.null, ["rules": ["fake-focus-bug": "error"]]])
        #expect(client.open(app.uri("Form.swift"), "focusBug")?["diagnostics"]?[0]?["severity"] == 1)
        client.sendNotification("workspace/didChangeConfiguration", ["settings": ["formlsp": ["rules": ["fake-focus-bug": "info"]]]])
        #expect(client.nextDiagnostics()?["diagnostics"]?[0]?["severity"] == 3)
    }

    @Test func anAddedWorkspaceFolderIsAskedForItsSettings() throws {
        let app = try TemporaryWorkspace([:])
        let kit = try TemporaryWorkspace([:])
        let client = TestClient()
        client.initialize(Self.pullsConfiguration, params: app.folders)
        client.respond(to: client.nextServerRequest("workspace/configuration"), with: [.null, .null])
        client.sendNotification("workspace/didChangeWorkspaceFolders", ["event": ["added": [["uri": .string(kit.root.absoluteString), "name": "kit"]], "removed": []]])
        let request = client.nextServerRequest("workspace/configuration")
        #expect(request?["params"]?["items"]?[2] == ["scopeUri": .string(kit.root.absoluteString), "section": "formlsp"])
        client.respond(to: request, with: [.null, .null, ["rules": ["fake-focus-bug": "off"]]])
        #expect(client.open(kit.uri("Form.swift"), "focusBug")?["diagnostics"] == [])
        #expect(client.open(app.uri("Form.swift"), "focusBug")?["diagnostics"]?.arrayValue?.count == 1)
    }

    @Test func theEditorsSeverityHidesFindingsBelowIt() throws {
        // `.formlsp.json`'s `severity` is the checker's exit threshold: it hides nothing in the editor.
        let workspace = try TemporaryWorkspace([".formlsp.json": #"{ "severity": "error" }"#])
        let client = TestClient()
        client.initialize(Self.pullsConfiguration, params: workspace.folders)
        client.respond(to: client.nextServerRequest("workspace/configuration"), with: [.null, .null])
        #expect(client.open(workspace.uri("Form.swift"), "focusBug")?["diagnostics"]?.arrayValue?.count == 1)
        client.sendNotification("workspace/didChangeConfiguration", ["settings": nil])
        client.respond(to: client.nextServerRequest("workspace/configuration"), with: [.null, ["severity": "error"]])
        #expect(client.nextDiagnostics()?["diagnostics"] == [])
        // A rule raised to the threshold shows again.
        client.sendNotification("workspace/didChangeConfiguration", ["settings": nil])
        client.respond(to: client.nextServerRequest("workspace/configuration"), with: [.null, ["severity": "error", "rules": ["fake-focus-bug": "error"]]])
        #expect(client.nextDiagnostics()?["diagnostics"]?[0]?["severity"] == 1)
    }

    @Test func theEditorsBaselineIsRelativeToTheWorkspaceFolderAndWins() throws {
        let recorded = #"{"formlspBaseline": 1, "findings": [{"rule": "fake-focus-bug", "path": "../Old.swift", "message": "focusBug is a bug"}]}"#
        let workspace = try TemporaryWorkspace([
            ".formlsp.json": #"{ "baseline": "ci/empty.json" }"#,
            "ci/empty.json": #"{"formlspBaseline": 1, "findings": []}"#,
            "ci/baseline.json": recorded,
        ])
        let client = TestClient()
        client.initialize([:], params: workspace.folders.merging(["initializationOptions": ["baseline": "ci/baseline.json"]]) { $1 })
        #expect(client.open(workspace.uri("Old.swift"), "focusBug")?["diagnostics"] == [])
        #expect(client.open(workspace.uri("New.swift"), "focusBug")?["diagnostics"]?.arrayValue?.count == 1)
    }

    @Test func aBaselineSettingThatIsNotAPathIsReported() {
        let client = TestClient()
        client.sendRequest("initialize", ["processId": nil, "rootUri": nil, "capabilities": [:], "initializationOptions": ["baseline": 3, "severity": "loud"]])
        var logs: [String] = []
        while let message = client.nextMessage(includingLogs: true), message["method"] == "window/logMessage" {
            logs.append(message["params"]?["message"]?.stringValue ?? "")
        }
        #expect(logs == [
            "initializationOptions: \"baseline\" must be the path of a baseline file, not 3; ignored",
            "initializationOptions: \"severity\" must be one of info, warning, error, not \"loud\"; ignored",
        ])
    }

    @Test func anInvalidFormlspJSONIsReportedWithItsLine() throws {
        let workspace = try TemporaryWorkspace([".formlsp.json": "{\n  \"rules\": { \"fake-focus-bug\": \"loud\" }\n}\n"])
        let client = TestClient()
        client.initialize([:], params: workspace.folders)
        client.sendNotification("textDocument/didOpen", ["textDocument": ["uri": .string(workspace.uri("Form.swift")), "languageId": "swift", "version": 1, "text": "focusBug"]])
        var logs: [String] = []
        var message = client.nextMessage(includingLogs: true)
        while message?["method"] == "window/logMessage" {
            logs.append(message?["params"]?["message"]?.stringValue ?? "")
            message = client.nextMessage(includingLogs: true)
        }
        #expect(logs.contains { $0.hasSuffix(".formlsp.json:2: rule \"fake-focus-bug\" must be one of off, info, warning, error, not \"loud\"") }, "\(logs)")
        #expect(message?["params"]?["diagnostics"]?[0]?["severity"] == 2)
    }

    @Test func aChangedFormlspJSONOnDiskIsReloaded() throws {
        let workspace = try TemporaryWorkspace([:])
        let client = TestClient()
        client.initialize([:], params: workspace.folders)
        #expect(client.open(workspace.uri("Form.swift"), "focusBug")?["diagnostics"]?[0]?["severity"] == 2)
        try workspace.write(".formlsp.json", "{ \"rules\": { \"fake-focus-bug\": \"off\" } }")
        client.sendNotification("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(workspace.uri(".formlsp.json")), "type": 1]]])
        #expect(client.nextDiagnostics()?["diagnostics"] == [])
    }

    @Test func badSettingsAreReportedAndTheRestKept() {
        let client = TestClient()
        let options: JSON = ["rules": ["no-such-rule": "error", "fake-focus-bug": "loud"], "hover": "yes", "inlayHints": false]
        client.sendRequest("initialize", ["processId": nil, "rootUri": nil, "capabilities": [:], "initializationOptions": options])
        var logs: [String] = []
        while let message = client.nextMessage(includingLogs: true), message["method"] == "window/logMessage" {
            logs.append(message["params"]?["message"]?.stringValue ?? "")
        }
        #expect(logs == [
            "initializationOptions: \"hover\" must be true or false; ignored",
            "initializationOptions: rule \"fake-focus-bug\" must be one of off, info, warning, error, not \"loud\"; ignored",
            "initializationOptions: unknown rule \"no-such-rule\"; ignored",
        ])
        client.sendNotification("initialized", [:])
        client.open("file:///form.swift", "field(name.)")
        let everything: JSON = ["start": ["line": 0, "character": 0], "end": ["line": 1, "character": 0]]
        #expect(client.request("textDocument/inlayHint", ["textDocument": ["uri": "file:///form.swift"], "range": everything])?["result"] == [])
        #expect(client.request("textDocument/hover", ["textDocument": ["uri": "file:///form.swift"], "position": ["line": 0, "character": 1]])?["result"] != .null)
    }
}
