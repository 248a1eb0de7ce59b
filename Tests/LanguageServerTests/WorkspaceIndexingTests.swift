import Foundation
import JSON
import Testing
import TestSupport

/// Indexing the workspace folders, and chains and diagnostics that cross files.
@Suite struct WorkspaceIndexingTests {
    /// A file that can matter to chains elsewhere: it declares a form component.
    static let nameInput = "struct NameInput: View {\n    @Binding var text: String\n    var body: some View { TextField(\"Name\", text: $text) }\n}\n"

    @Test func reportsProgressWhileIndexingWhenTheClientShowsIt() throws {
        let workspace = try TemporaryWorkspace(["Form.swift": "struct Form { @FocusState var focus: Field? }", "NameInput.swift": Self.nameInput, "README.md": "no"])
        let client = TestClient()
        client.initialize(["window": ["workDoneProgress": true]], params: workspace.folders)
        let create = client.nextServerRequest("window/workDoneProgress/create")
        #expect(create?["params"]?["token"] == "formlsp/indexing")
        client.respond(to: create, with: .null)
        let begin = client.nextMessage()
        #expect(begin?["method"] == "$/progress")
        #expect(begin?["params"]?["token"] == "formlsp/indexing")
        #expect(begin?["params"]?["value"]?["kind"] == "begin")
        #expect(begin?["params"]?["value"]?["message"] == "0/2 files")
        var value = client.nextMessage()?["params"]?["value"]
        var reports: [JSON] = []
        while value?["kind"] == "report", let report = value {
            reports.append(report)
            value = client.nextMessage()?["params"]?["value"]
        }
        #expect(reports.last?["message"] == "2/2 files")
        #expect(reports.last?["percentage"] == 100)
        #expect(value?["kind"] == "end")
        #expect(value?["message"] == "2 of 2 files can take part in focus chains")
    }

    @Test func indexesQuietlyForClientsWithoutProgress() throws {
        let workspace = try TemporaryWorkspace(["Field.swift": Self.nameInput])
        let client = TestClient()
        client.initialize([:], params: workspace.folders)
        #expect(client.request("shutdown")?["result"] == .null)
    }

    @Test func aPipeNamedLikeASwiftFileDoesNotHoldUpIndexing() throws {
        let workspace = try TemporaryWorkspace(["Field.swift": Self.nameInput])
        #expect(mkfifo(workspace.root.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
        let client = TestClient()
        client.initialize(["window": ["workDoneProgress": true]], params: workspace.folders)
        let create = client.nextServerRequest("window/workDoneProgress/create")
        client.respond(to: create, with: .null)
        var value = client.nextMessage()?["params"]?["value"]
        while value?["kind"] == "begin" || value?["kind"] == "report" {
            value = client.nextMessage()?["params"]?["value"]
        }
        #expect(value?["message"] == "1 of 2 files can take part in focus chains")
    }

    @Test func anEditInOneFileRepublishesTheOpenFilesThatDependOnIt() throws {
        let workspace = try TemporaryWorkspace([:])
        let client = TestClient()
        client.initialize(["window": ["workDoneProgress": true]], params: workspace.folders)
        try waitForIndexing(client)
        let form = "struct SignUpForm {\n    var focus: Field?\n    // needs(email)\n}\n"
        let provider = "struct EmailInput {\n    var body: some View { TextField(\"Email\", text: $email) } // provides(email)\n}\n"
        #expect(client.open(workspace.uri("SignUpForm.swift"), form)?["diagnostics"]?.arrayValue?.count == 1)
        client.open(workspace.uri("Field.swift"), provider)
        let resolved = client.nextDiagnostics()
        #expect(resolved?["uri"] == .string(workspace.uri("SignUpForm.swift")))
        #expect(resolved?["diagnostics"] == [])

        client.sendNotification("textDocument/didChange", [
            "textDocument": ["uri": .string(workspace.uri("Field.swift")), "version": 2],
            "contentChanges": [["text": "enum Field {\n    case email\n}\n"]],
        ])
        #expect(client.nextDiagnostics()?["uri"] == .string(workspace.uri("Field.swift")))
        let broken = client.nextDiagnostics()
        #expect(broken?["uri"] == .string(workspace.uri("SignUpForm.swift")))
        #expect(broken?["diagnostics"]?[0]?["message"] == "email is provided nowhere")
    }

    @Test func watchedFileChangesOnDiskReachOpenDocuments() throws {
        let workspace = try TemporaryWorkspace(["Field.swift": "struct EmailInput {\n    var body: some View { TextField(\"Email\", text: $email) } // provides(email)\n}\n"])
        let client = TestClient()
        client.initialize(["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]], "window": ["workDoneProgress": true]], params: workspace.folders)
        let registration = client.nextServerRequest("client/registerCapability")
        #expect(registration?["params"]?["registrations"]?[0]?["method"] == "workspace/didChangeWatchedFiles")
        #expect(registration?["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]?[0]?["globPattern"] == "**/*.swift")
        client.respond(to: registration, with: .null)
        try waitForIndexing(client)
        let form = "struct SignUpForm {\n    var focus: Field?\n    // needs(email)\n}\n"
        #expect(client.open(workspace.uri("SignUpForm.swift"), form)?["diagnostics"] == [])

        try workspace.remove("Field.swift")
        client.sendNotification("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(workspace.uri("Field.swift")), "type": 3]]])
        let broken = client.nextDiagnostics()
        #expect(broken?["uri"] == .string(workspace.uri("SignUpForm.swift")))
        #expect(broken?["diagnostics"]?[0]?["message"] == "email is provided nowhere")
    }

    @Test func foldersAddedAndRemovedAreIndexedAndForgotten() throws {
        let first = try TemporaryWorkspace(["Field.swift": "struct EmailInput {\n    var body: some View { TextField(\"Email\", text: $email) } // provides(email)\n}\n"])
        let second = try TemporaryWorkspace(["Field.swift": "struct EmailInput {\n    var body: some View { TextField(\"Email\", text: $email) } // provides(email)\n}\n"])
        let client = TestClient()
        let capabilities = client.initialize(["window": ["workDoneProgress": true]], params: first.folders)?["capabilities"]
        #expect(capabilities?["workspace"] == ["workspaceFolders": ["supported": true, "changeNotifications": true]])
        try waitForIndexing(client)
        let form = "struct SignUpForm {\n    var focus: Field?\n    // needs(email)\n}\n"
        #expect(client.open(second.uri("SignUpForm.swift"), form)?["diagnostics"] == [])

        let folder = { (workspace: TemporaryWorkspace) -> JSON in ["uri": .string(workspace.root.absoluteString), "name": "app"] }
        client.sendNotification("workspace/didChangeWorkspaceFolders", ["event": ["added": [], "removed": [folder(first)]]])
        #expect(client.nextDiagnostics()?["diagnostics"]?[0]?["message"] == "email is provided nowhere")

        client.sendNotification("workspace/didChangeWorkspaceFolders", ["event": ["added": [folder(second)], "removed": []]])
        let create = client.nextServerRequest("window/workDoneProgress/create")
        #expect(create?["params"]?["token"] == "formlsp/indexing-2")
        client.respond(to: create, with: .null)
        var message = client.nextMessage()
        while message?["method"] == "$/progress" { message = client.nextMessage() }
        #expect(message?["method"] == "textDocument/publishDiagnostics")
        #expect(message?["params"]?["diagnostics"] == [])
    }

    @Test func aChangedStoryboardRechecksDocumentsWithOutlets() throws {
        let workspace = try TemporaryWorkspace([:])
        let client = TestClient()
        client.initialize([:], params: workspace.folders)
        client.open(workspace.uri("SignUpViewController.swift"), "@IBOutlet var name: UITextField! // focusBug", version: 3)
        client.open(workspace.uri("Plain.swift"), "focusBug")
        client.sendNotification("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(workspace.uri("Main.storyboard")), "type": 2]]])
        let republished = client.nextDiagnostics()
        #expect(republished?["uri"] == .string(workspace.uri("SignUpViewController.swift")))
        #expect(republished?["version"] == 3)
        #expect(client.request("shutdown")?["result"] == .null)
    }

    /// The project's code, as `ProjectWalk` states it and the checker's `ProjectCodeTests` hold: a
    /// generated file that git ignores and a fixture the configuration excludes are indexed, a
    /// vendored copy under `Pods` is not.
    @Test func theIndexHoldsIgnoredAndExcludedCodeButNotVendoredCopies() throws {
        let provider = { (name: String) in "struct Input {\n    var body: some View { TextField(\"\", text: $text) } // provides(\(name))\n}\n" }
        let workspace = try TemporaryWorkspace([
            ".git/HEAD": "", ".gitignore": "Generated/\n", ".formlsp.json": #"{"exclude": ["Fixtures"]}"#,
            "Generated/NameInput.swift": provider("name"), "Fixtures/PhoneInput.swift": provider("phone"),
            "Pods/Vendor/CodeInput.swift": provider("code"),
        ])
        let client = TestClient()
        client.initialize(["window": ["workDoneProgress": true]], params: workspace.folders)
        try waitForIndexing(client)
        let form = "struct SignUpForm {\n    var focus: Field?\n    // needs(name) needs(phone) needs(code)\n}\n"
        let diagnostics = client.open(workspace.uri("App/SignUpForm.swift"), form)?["diagnostics"]?.arrayValue
        #expect(diagnostics?.map { $0["message"] } == ["code is provided nowhere"])
    }

    /// A workspace folder inside a repository is indexed with the rest of its project, as the
    /// checker walks it (`ProjectWalk.folders(around:roots:)`); a folder with no project around it
    /// is indexed alone.
    @Test func aWorkspaceFolderInsideARepositorySeesTheRepositorysCode() throws {
        let provider = "struct Input {\n    var body: some View { TextField(\"\", text: $text) } // provides(name)\n}\n"
        let form = "struct SignUpForm {\n    var focus: Field?\n    // needs(name)\n}\n"
        let repository = try TemporaryWorkspace([".git/HEAD": "", "Shared/NameInput.swift": provider, "App/Placeholder.swift": ""])
        let client = TestClient()
        client.initialize(["window": ["workDoneProgress": true]], params: ["workspaceFolders": [["uri": .string(repository.uri("App")), "name": "app"]]])
        try waitForIndexing(client)
        #expect(client.open(repository.uri("App/SignUpForm.swift"), form)?["diagnostics"] == [])

        let plain = try TemporaryWorkspace(["Shared/NameInput.swift": provider, "App/Placeholder.swift": ""])
        let alone = TestClient()
        alone.initialize(["window": ["workDoneProgress": true]], params: ["workspaceFolders": [["uri": .string(plain.uri("App")), "name": "app"]]])
        try waitForIndexing(alone)
        let diagnostics = alone.open(plain.uri("App/SignUpForm.swift"), form)?["diagnostics"]?.arrayValue
        #expect(diagnostics?.map { $0["message"] } == ["name is provided nowhere"])
    }

    /// A document opened outside the workspace folders brings the project around it into the
    /// index, as the checker walks the project around a file it is given; a second document of
    /// that project does not index it again.
    @Test func aDocumentOutsideTheWorkspaceFoldersBringsItsProjectIn() throws {
        let provider = "struct Input {\n    var body: some View { TextField(\"\", text: $text) } // provides(name)\n}\n"
        let form = "struct SignUpForm {\n    var focus: Field?\n    // needs(name)\n}\n"
        let workspace = try TemporaryWorkspace(["Placeholder.swift": ""])
        let elsewhere = try TemporaryWorkspace([".git/HEAD": "", "Shared/NameInput.swift": provider])
        let client = TestClient()
        client.initialize(["window": ["workDoneProgress": true]], params: workspace.folders)
        try waitForIndexing(client)
        client.sendNotification("textDocument/didOpen", [
            "textDocument": ["uri": .string(elsewhere.uri("App/SignUpForm.swift")), "languageId": "swift", "version": 1, "text": .string(form)],
        ])
        // The first analysis and the request to show the project's indexing, in either order.
        var first: JSON?
        var create: JSON?
        while first == nil || create == nil, let message = client.nextMessage() {
            if message["method"] == "window/workDoneProgress/create" {
                create = message
                client.respond(to: message, with: .null)
            } else if message["method"] == "textDocument/publishDiagnostics" {
                first = message["params"]
            }
        }
        #expect(first?["diagnostics"]?[0]?["message"] == "name is provided nowhere")
        #expect(create?["params"]?["token"] == "formlsp/indexing-2")
        var message = client.nextMessage()
        while message?["method"] == "$/progress" { message = client.nextMessage() }
        #expect(message?["method"] == "textDocument/publishDiagnostics")
        #expect(message?["params"]?["diagnostics"] == [])
        #expect(client.open(elsewhere.uri("App/Other.swift"), "struct Other {}\n")?["diagnostics"] == [])
        #expect(client.request("shutdown")?["result"] == .null)
    }

    /// Accepts the progress the server asks to show and waits for its end.
    private func waitForIndexing(_ client: TestClient, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let create = client.nextServerRequest("window/workDoneProgress/create", sourceLocation: sourceLocation)
        client.respond(to: create, with: .null)
        while let message = client.nextMessage(sourceLocation: sourceLocation) {
            if message["params"]?["value"]?["kind"] == "end" { return }
        }
    }
}
