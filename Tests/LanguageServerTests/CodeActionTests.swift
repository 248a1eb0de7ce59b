import JSON
import Testing
import TestSupport

@Suite struct CodeActionTests {
    static let versionedEdits: JSON = ["workspace": ["workspaceEdit": ["documentChanges": true]]]

    /// Opens `marked` and returns the client, the published diagnostics and the text.
    private func open(_ marked: MarkedText, capabilities: JSON = versionedEdits) throws -> (TestClient, [JSON]) {
        let client = TestClient()
        client.initialize(capabilities)
        let published = try #require(client.open("file:///form.swift", marked.text, version: 3))
        return (client, published["diagnostics"]?.arrayValue ?? [])
    }

    private func codeActions(_ client: TestClient, range: JSON, diagnostics: [JSON], only: [JSON]? = nil) -> [JSON] {
        var context: [String: JSON] = ["diagnostics": .array(diagnostics)]
        if let only { context["only"] = .array(only) }
        let response = client.request("textDocument/codeAction", ["textDocument": ["uri": "file:///form.swift"], "range": range, "context": .object(context)])
        return response?["result"]?.arrayValue ?? []
    }

    @Test func offersEachFixOfOurDiagnosticAsAQuickFix() throws {
        let marked = MarkedText("let x = 1️⃣focusBug2️⃣")
        let (client, diagnostics) = try open(marked)
        let range = lspRange(marked["1️⃣"]..<marked["2️⃣"], in: marked.text)
        let actions = codeActions(client, range: range, diagnostics: diagnostics, only: ["quickfix"])
        #expect(actions.count == 2)
        let preferred = try #require(actions.first)
        #expect(preferred["title"] == "Rename to focusFixed")
        #expect(preferred["kind"] == "quickfix")
        #expect(preferred["isPreferred"] == true)
        #expect(preferred["diagnostics"] == .array(diagnostics))
        #expect(preferred["edit"] == ["documentChanges": [[
            "textDocument": ["uri": "file:///form.swift", "version": 3],
            "edits": [["range": range, "newText": "focusFixed"]],
        ]]])
        #expect(actions.last?["isPreferred"] == nil)
    }

    @Test func matchesDiagnosticsSentBackWithOtherColumnsByTheirData() throws {
        // Neovim before 0.11 returns diagnostics with byte columns: the range no longer matches
        // what was published after "😀", but the data does.
        let marked = MarkedText("let 😀 = 1️⃣focusBug2️⃣")
        let (client, diagnostics) = try open(marked)
        var returned = try #require(diagnostics.first?.objectValue)
        returned["range"] = lspRange(marked["1️⃣"]..<marked["2️⃣"], in: marked.text, encoding: .utf8)
        #expect(returned["range"] != diagnostics.first?["range"])
        let actions = codeActions(client, range: returned["range"]!, diagnostics: [.object(returned)], only: ["quickfix"])
        #expect(actions.first?["title"] == "Rename to focusFixed")

        returned["data"] = ["formlsp": "another-rule@0-1"]
        #expect(codeActions(client, range: returned["range"]!, diagnostics: [.object(returned)], only: ["quickfix"]).isEmpty)
    }

    @Test func usesPlainChangesForClientsWithoutDocumentChanges() throws {
        let marked = MarkedText("1️⃣focusBug2️⃣")
        let (client, diagnostics) = try open(marked, capabilities: [:])
        let range = lspRange(marked["1️⃣"]..<marked["2️⃣"], in: marked.text)
        let action = codeActions(client, range: range, diagnostics: diagnostics, only: ["quickfix"]).first
        #expect(action?["edit"] == ["changes": ["file:///form.swift": [["range": range, "newText": "focusFixed"]]]])
    }

    @Test func ignoresOtherServersDiagnostics() throws {
        let marked = MarkedText("1️⃣focusBug2️⃣")
        let (client, diagnostics) = try open(marked)
        var foreign = try #require(diagnostics.first?.objectValue)
        foreign["source"] = "sourcekit"
        let range = lspRange(marked["1️⃣"]..<marked["2️⃣"], in: marked.text)
        #expect(codeActions(client, range: range, diagnostics: [.object(foreign)], only: ["quickfix"]).isEmpty)
    }

    @Test func offersRefactoringsWhereTheRangeTouchesThem() throws {
        let marked = MarkedText("1️⃣Form2️⃣ { }\n3️⃣let other = 1")
        let (client, _) = try open(marked)
        let cursor = lspRange(marked["2️⃣"]..<marked["2️⃣"], in: marked.text)
        let actions = codeActions(client, range: cursor, diagnostics: [], only: ["refactor"])
        #expect(actions.compactMap { $0["title"] } == ["Insert focus routing"])
        #expect(actions.first?["kind"] == "refactor.rewrite")
        let elsewhere = lspRange(marked["3️⃣"]..<marked["3️⃣"], in: marked.text)
        #expect(codeActions(client, range: elsewhere, diagnostics: [], only: ["refactor"]).isEmpty)
    }

    @Test func fixAllAppliesEverySafeFixAsOneEdit() throws {
        // The edit covers only what changes: from after the shared "focus" to before " + 1".
        let marked = MarkedText("let a = focus1️⃣Bug\nlet 😀 = focusBug2️⃣ + 1")
        let (client, diagnostics) = try open(marked)
        let actions = codeActions(client, range: lspRange(0..<0, in: marked.text), diagnostics: diagnostics, only: ["source.fixAll"])
        #expect(actions.count == 1)
        let fixAll = try #require(actions.first)
        #expect(fixAll["kind"] == "source.fixAll.formlsp")
        #expect(fixAll["edit"]?["documentChanges"]?[0]?["edits"] == [[
            "range": lspRange(marked["1️⃣"]..<marked["2️⃣"], in: marked.text),
            "newText": "Fixed\nlet 😀 = focusFixed",
        ]])
    }

    @Test func offersEveryKindWithoutAFilter() throws {
        let marked = MarkedText("1️⃣Form focusBug2️⃣")
        let (client, diagnostics) = try open(marked)
        let actions = codeActions(client, range: lspRange(marked["1️⃣"]..<marked["2️⃣"], in: marked.text), diagnostics: diagnostics)
        #expect(actions.compactMap { $0["kind"] } == ["quickfix", "quickfix", "refactor.rewrite", "source.fixAll.formlsp"])
    }

    @Test func offersNoFixAllWhenNothingIsFixable() throws {
        let (client, _) = try open(MarkedText("let fine = 1"))
        #expect(codeActions(client, range: lspRange(0..<0, in: "let fine = 1"), diagnostics: [], only: ["source"]).isEmpty)
    }

    @Test func answersEmptyForDocumentsThatAreNotOpen() {
        let client = TestClient()
        client.initialize()
        let response = client.request("textDocument/codeAction", ["textDocument": ["uri": "file:///closed.swift"], "range": lspRange(0..<0, in: ""), "context": ["diagnostics": []]])
        #expect(response?["result"] == [])
    }
}
