import JSON
import Testing
import TestSupport

/// Hover, inlay hints and `formlsp/focusChains`: the chain made visible. The fake analyzer reads
/// `field(a>b)` as a field moving to `b`, `field(a.)` as one that ends, `field(a!)` as a dead end.
@Suite struct ChainViewTests {
    static let form = MarkedText("struct Form {\n    1️⃣field(name>email)2️⃣label(next)\n    3️⃣field(email>phone)4️⃣\n    field(phone!)5️⃣\n    field(zip.)6️⃣\n}\n")

    private func openForm(_ client: TestClient, capabilities: JSON = [:], params: [String: JSON] = [:]) {
        client.initialize(capabilities, params: params)
        client.open("file:///Form.swift", Self.form.text)
    }

    @Test func hoverDrawsTheChainWithEachStep() throws {
        let client = TestClient()
        openForm(client)
        let marked = Self.form
        let hover = try #require(client.request("textDocument/hover", [
            "textDocument": ["uri": "file:///Form.swift"], "position": lspPosition(ofOffset: marked["3️⃣"] + 3, in: marked.text),
        ])?["result"])
        #expect(hover["range"] == lspRange(marked["3️⃣"]..<marked["4️⃣"], in: marked.text))
        #expect(hover["contents"]?["kind"] == "markdown")
        #expect(hover["contents"]?["value"] == """
            **Focus chain `focus`** (SwiftUI)

            `name → email → phone ⚠ nowhere · zip ⏎ ends`

            | Field | Return key | Return does | Where |
            |---|---|---|---|
            | `name` | `.next` | → email | Form.swift:2 |
            | `email` | `.return` | → phone | Form.swift:3 |
            | `phone` | `.return` | ⚠ nowhere | Form.swift:4 |
            | `zip` | `.return` | ⏎ ends | Form.swift:5 |

            Declared at Form.swift:2
            """)
    }

    @Test func hoverIsSilentAwayFromFocusCodeAndWhenTurnedOff() {
        let client = TestClient()
        openForm(client)
        #expect(client.request("textDocument/hover", ["textDocument": ["uri": "file:///Form.swift"], "position": ["line": 0, "character": 2]])?["result"] == .null)

        let off = TestClient()
        openForm(off, params: ["initializationOptions": ["hover": false]])
        let onAField = lspPosition(ofOffset: Self.form["1️⃣"] + 1, in: Self.form.text)
        #expect(off.request("textDocument/hover", ["textDocument": ["uri": "file:///Form.swift"], "position": onAField])?["result"] == .null)
    }

    @Test func inlayHintsSayWhatReturnDoesAfterEachField() throws {
        let client = TestClient()
        openForm(client)
        let marked = Self.form
        let whole = lspRange(0..<marked.text.utf8.count, in: marked.text)
        let hints = try #require(client.request("textDocument/inlayHint", ["textDocument": ["uri": "file:///Form.swift"], "range": whole])?["result"]?.arrayValue)
        #expect(hints.map { $0["label"] } == ["→ email", "→ phone", "⚠ nowhere", "⏎ ends"])
        #expect(hints.map { $0["position"] } == ["2️⃣", "4️⃣", "5️⃣", "6️⃣"].map { lspPosition(ofOffset: marked[$0], in: marked.text) })
        #expect(hints[0]["paddingLeft"] == true)
        #expect(hints[0]["tooltip"] == nil)

        let resolved = try #require(client.request("inlayHint/resolve", hints[0])?["result"])
        #expect(resolved["label"] == "→ email")
        #expect(resolved["tooltip"]?["value"] == "Return in `name`: → email\n\nChain `focus`: `name → email → phone ⚠ nowhere · zip ⏎ ends`")
    }

    @Test func returnThatDoesNothingEndsTheLastFieldAndStrandsAnyOther() throws {
        let client = TestClient()
        client.initialize()
        let marked = MarkedText("field(name!)\nfield(email!)")
        client.open("file:///Form.swift", marked.text)
        let whole = lspRange(0..<marked.text.utf8.count, in: marked.text)
        let hints = client.request("textDocument/inlayHint", ["textDocument": ["uri": "file:///Form.swift"], "range": whole])?["result"]?.arrayValue
        #expect(hints?.map { $0["label"] } == ["⚠ nowhere", "⏎ ends"])
    }

    @Test func inlayHintsKeepToTheRequestedRangeAndCanBeTurnedOff() throws {
        let client = TestClient()
        openForm(client)
        let marked = Self.form
        let firstLines = lspRange(0..<marked["3️⃣"], in: marked.text)
        let hints = client.request("textDocument/inlayHint", ["textDocument": ["uri": "file:///Form.swift"], "range": firstLines])?["result"]?.arrayValue
        #expect(hints?.map { $0["label"] } == ["→ email"])

        let off = TestClient()
        openForm(off, params: ["initializationOptions": ["inlayHints": false]])
        #expect(off.request("textDocument/inlayHint", ["textDocument": ["uri": "file:///Form.swift"], "range": firstLines])?["result"] == [])
    }

    @Test func focusChainsDescribesEveryField() throws {
        let client = TestClient()
        openForm(client)
        let marked = Self.form
        let result = try #require(client.request("formlsp/focusChains", ["textDocument": ["uri": "file:///Form.swift"]])?["result"])
        #expect(result["uri"] == "file:///Form.swift")
        #expect(result["version"] == 1)
        #expect(result["schemaVersion"] == 2)
        let chain = try #require(result["chains"]?[0])
        #expect(chain["name"] == "focus")
        #expect(chain["framework"] == "swiftUI")
        #expect(chain["problems"] == [])
        #expect(chain["fields"]?.arrayValue?.map { $0["outcome"] } == ["moves", "moves", "nothing", "ends"])
        #expect(chain["fields"]?[0] == [
            "target": "name",
            "location": ["uri": "file:///Form.swift", "range": lspRange(marked["1️⃣"]..<marked["2️⃣"], in: marked.text)],
            "label": "next",
            "outcome": "moves",
            "step": "→ email",
            "transitions": [["target": "email", "isConditional": false, "location": ["uri": "file:///Form.swift", "range": lspRange(marked["1️⃣"]..<marked["2️⃣"], in: marked.text)]]],
            "handlers": [],
            "isConditional": false,
            "isDynamicGroup": false,
            "isDeadEnd": false,
            "problems": [],
        ])
    }

    @Test func focusChainsRefusesDocumentsThatAreNotOpen() {
        let client = TestClient()
        client.initialize()
        #expect(client.request("formlsp/focusChains", ["textDocument": ["uri": "file:///Nowhere.swift"]])?["error"]?["code"] == -32602)
    }
}
