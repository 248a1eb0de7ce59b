import JSON
import LanguageServerProtocol
import Testing

@Suite struct MessageClassificationTests {
    private func classify(_ text: String) throws -> Result<Message, InvalidMessage> {
        let json = try JSON.parse(text)
        do {
            return .success(try Message(classifying: json))
        } catch {
            return .failure(error)
        }
    }

    @Test func classifiesRequestsNotificationsAndResponses() throws {
        #expect(try classify(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#) == .success(.request(id: .integer(1), method: "shutdown", params: nil)))
        #expect(try classify(#"{"jsonrpc":"2.0","method":"exit","params":{}}"#) == .success(.notification(method: "exit", params: .object([:]))))
        #expect(try classify(#"{"jsonrpc":"2.0","id":"a","result":null}"#) == .success(.response(id: .string("a"), result: .success(.null))))
        let error = ResponseError(code: .methodNotFound, message: "no")
        #expect(try classify(#"{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"no"}}"#) == .success(.response(id: .integer(2), result: .failure(error))))
    }

    @Test(arguments: ["[]", "[1,2]", "3", "\"text\"", "null", "true"])
    func rejectsNonObjectsWithoutAnID(_ text: String) throws {
        let result = try classify(text)
        guard case .failure(let invalid) = result else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(invalid.id == nil)
        #expect(invalid.error.code == .invalidRequest)
    }

    @Test func rejectsMalformedMessagesKeepingAReadableID() throws {
        #expect(try classify(#"{"id":7,"method":"x"}"#) == .failure(InvalidMessage(id: .integer(7), error: .invalidRequest("\"jsonrpc\" must be \"2.0\""))))
        #expect(try classify(#"{"jsonrpc":"2.0","id":7,"method":3}"#) == .failure(InvalidMessage(id: .integer(7), error: .invalidRequest("\"method\" must be a string"))))
        #expect(try classify(#"{"jsonrpc":"2.0","id":7}"#).failureID == .some(.integer(7)))
        #expect(try classify(#"{"jsonrpc":"2.0","id":true,"method":"x"}"#).failureID == .some(nil), "an unreadable id is answered with null")
        #expect(try classify(#"{"jsonrpc":"2.0","id":1.5,"method":"x"}"#).failureID == .some(nil))
    }

    /// Found by FuzzMessage: the server's own reply to an unreadable id did not classify, so an
    /// error response with `id: null` from a client was answered as an invalid request.
    @Test func acceptsAnErrorResponseWithANullID() throws {
        let reply = Message.response(id: nil, result: .failure(.parseError("bad")))
        #expect(try classify(reply.json.serialized()) == .success(reply))
        #expect(try classify(#"{"jsonrpc":"2.0","id":null,"method":"x"}"#).failureID == .some(nil), "a request still needs an id")
    }

    @Test func keepsLargeIntegerIDsExact() throws {
        let text = #"{"jsonrpc":"2.0","id":9007199254740993,"method":"shutdown"}"#
        guard case .success(.request(let id, _, _)) = try classify(text) else {
            Issue.record("not a request")
            return
        }
        #expect(id == .integer(9_007_199_254_740_993))
        let reply = Message.response(id: id, result: .success(.null)).json.serialized()
        #expect(reply.contains("\"id\":9007199254740993"))
    }

    @Test func roundTripsStringIDs() throws {
        let text = #"{"jsonrpc":"2.0","id":"req-😀-1","method":"shutdown"}"#
        guard case .success(.request(let id, _, _)) = try classify(text) else {
            Issue.record("not a request")
            return
        }
        let reply = try JSON.parse(Message.response(id: id, result: .success(.null)).json.serialized())
        #expect(reply["id"] == "req-😀-1")
    }

    @Test func writesNullForAnUnknownID() throws {
        let reply = Message.response(id: nil, result: .failure(.parseError("bad"))).json
        #expect(reply["id"] == .null)
        #expect(reply["error"]?["code"] == -32700)
        #expect(reply["result"] == nil)
    }
}

extension Result where Success == Message, Failure == InvalidMessage {
    /// The id of the rejection (`.some(nil)` for `id: null`), or nil if the message was accepted.
    fileprivate var failureID: RequestID?? {
        if case .failure(let invalid) = self { return .some(invalid.id) }
        return nil
    }
}

@Suite struct ParamsDecodingTests {
    @Test func namesTheMissingField() {
        let params: JSON = ["textDocument": ["uri": "file:///a.swift"], "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 1]]]
        #expect(throws: ResponseError.invalidParams("missing \"context\"")) { try CodeActionRequest.decode(params: params) }
    }

    @Test func namesTheMistypedFieldByItsPath() {
        let params: JSON = [
            "textDocument": ["uri": "file:///a.swift", "version": 2],
            "contentChanges": [["range": ["start": ["line": "zero", "character": 0], "end": ["line": 0, "character": 0]], "text": ""]],
        ]
        #expect(throws: ResponseError.invalidParams("\"contentChanges[0].range.start.line\": expected an integer, found a string")) {
            try DidChangeTextDocumentNotification.decode(params: params)
        }
    }

    @Test func readsAbsentParamsAsAnEmptyObject() throws {
        _ = try ShutdownRequest.decode(params: nil)
        _ = try ShutdownRequest.decode(params: .null)
        #expect(throws: ResponseError.invalidParams("missing \"capabilities\"")) { try InitializeRequest.decode(params: nil) }
    }

    @Test func rejectsParamsThatAreNotAnObject() {
        #expect(throws: ResponseError.invalidParams("\"params\": expected an object, found a number")) { try InitializeRequest.decode(params: 5) }
    }
}

@Suite struct ProtocolEncodingTests {
    @Test func omitsAbsentOptionalsAndKeysChangesByURI() throws {
        let uri = DocumentURI("file:///a.swift")
        let edit = WorkspaceEdit(changes: [uri: [TextEdit(range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 1)), newText: "x")]])
        let json = try JSONValueEncoder().encode(edit)
        #expect(json["documentChanges"] == nil)
        #expect(json["changes"]?["file:///a.swift"]?[0]?["newText"] == "x")
        #expect(try JSONValueDecoder().decode(WorkspaceEdit.self, from: json) == edit)
    }

    @Test func writesANullVersionForUnversionedDocumentEdits() throws {
        let json = try JSONValueEncoder().encode(OptionalVersionedTextDocumentIdentifier(uri: DocumentURI("file:///a.swift"), version: nil))
        #expect(json["version"] == .null)
    }

    @Test func decodesForeignDiagnostics() throws {
        let json = try JSON.parse(#"{"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":3}},"message":"m","code":42,"severity":9,"data":{"any":[1]}}"#)
        let diagnostic = try JSONValueDecoder().decode(Diagnostic.self, from: json)
        #expect(diagnostic.code == .number(42))
        #expect(diagnostic.severity == DiagnosticSeverity(rawValue: 9), "unknown severities are kept, not rejected")
    }

    @Test func matchesCodeActionKindsHierarchically() {
        #expect(CodeActionKind.sourceFixAllFormlsp.isCovered(by: .source))
        #expect(CodeActionKind.sourceFixAllFormlsp.isCovered(by: .sourceFixAll))
        #expect(!CodeActionKind.sourceFixAllFormlsp.isCovered(by: CodeActionKind(rawValue: "source.fix")))
        #expect(!CodeActionKind.quickFix.isCovered(by: .refactor))
    }

    @Test func readsFilePathsFromURIs() {
        #expect(DocumentURI("file:///tmp/My%20Form.swift").fileSystemPath == "/tmp/My Form.swift")
        #expect(DocumentURI("untitled:Untitled-1").fileSystemPath == nil)
    }
}
