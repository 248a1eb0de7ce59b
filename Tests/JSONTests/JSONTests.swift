import Testing
import TestSupport
@testable import JSON

@Suite struct JSONParsingTests {
    @Test func parsesEveryKind() throws {
        let value = try JSON.parse(#"{"a": [1, -2.5, true, false, null, "x\u00e9"], "b": {}}"#)
        #expect(value == ["a": [1, -2.5, true, false, nil, "xé"], "b": .object([:])])
    }

    /// Where each value starts, as jsoncpp records it: members by key, elements by index, past comments.
    @Test func recordsWhereEachValueStarts() throws {
        let marked = MarkedText("""
            // settings
            {
              "rules": 1️⃣{ "loud": 2️⃣"error" },
              /* kept out */ "exclude": 3️⃣["a", 4️⃣"b"]
            }
            """)
        let parsed = try JSON.parseLocated(Array(marked.text.utf8), allowComments: true)
        #expect(parsed.value["exclude"] == ["a", "b"])
        #expect(parsed.offsets[["rules"]] == marked["1️⃣"])
        #expect(parsed.offsets[["rules", "loud"]] == marked["2️⃣"])
        #expect(parsed.offsets[["exclude"]] == marked["3️⃣"])
        #expect(parsed.offsets[["exclude", "1"]] == marked["4️⃣"])
        #expect(parsed.offsets[["missing"]] == nil)
    }

    @Test func keepsLargeIntegerIdsExact() throws {
        let id: Int64 = 9_007_199_254_740_993  // 2^53 + 1: a Double would round it
        let value = try JSON.parse(#"{"id": 9007199254740993}"#)
        #expect(value["id"] == .integer(id))
        #expect(value.serialized() == #"{"id":9007199254740993}"#)
    }

    @Test(arguments: [("42", JSON.integer(42)), ("null", .null), ("\"x\"", .string("x")), ("true", .bool(true))])
    func parsesAnyValueAtTheRoot(text: String, expected: JSON) throws {
        #expect(try JSON.parse(text) == expected)
    }

    @Test func stringIdsStayStrings() throws {
        let value = try JSON.parse(#"{"id": "42"}"#)
        #expect(value["id"] == .string("42"))
    }

    @Test(arguments: [
        (#"{"a": 1} x"#, 1, 10),
        (#"{"a": 1,}"#, 1, 9),
        ("[1,\n 2,,]", 2, 4),
        ("", 1, 1),
        (#"{"a": 1, "a": 2}"#, 1, 10),
    ])
    func rejectsInvalidTextWithPosition(text: String, line: Int, column: Int) {
        #expect(throws: JSONParseError.self) { try JSON.parse(text) }
        do {
            _ = try JSON.parse(text)
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.column == column, "\(error)")
        }
    }

    @Test func commentsOnlyWhenAllowed() throws {
        let text = "{\n  // the rules\n  \"rules\": {} /* none */\n}"
        #expect(throws: JSONParseError.self) { try JSON.parse(text) }
        #expect(try JSON.parse(text, allowComments: true) == ["rules": .object([:])])
    }

    @Test func invalidUTF8IsRepairedNotFatal() throws {
        let bytes: [UInt8] = Array(#"{"s": ""#.utf8) + [0xFF, 0xC3] + Array(#""}"#.utf8)
        let value = try JSON.parse(bytes)
        #expect(value["s"]?.stringValue?.contains("\u{FFFD}") == true)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSON.parse(text) }
    }

    @Test func serialisesAstralAndControlCharacters() throws {
        let value: JSON = ["text": "😀 日本\n\"\u{0}"]
        let text = value.serialized()
        #expect(try JSON.parse(text) == value)
        #expect(text.contains("😀"))
    }

    @Test func serialisesSortedKeysForStableOutput() {
        let value: JSON = ["b": 1, "a": 2, "c": ["z": 1, "y": 2]]
        #expect(value.serialized() == #"{"a":2,"b":1,"c":{"y":2,"z":1}}"#)
    }
}

@Suite struct JSONCodingTests {
    struct Point: Codable, Equatable {
        var line: Int
        var label: String?
        var tags: [String]
        var nested: [Point]?
    }

    @Test func roundTripsCodableValues() throws {
        let point = Point(line: 3, label: nil, tags: ["a"], nested: [Point(line: 1, label: "x", tags: [], nested: nil)])
        let json = try JSONValueEncoder().encode(point)
        #expect(json["label"] == nil, "nil optionals are omitted")
        #expect(try JSONValueDecoder().decode(Point.self, from: json) == point)
    }

    @Test func decodingErrorsNameTheField() {
        #expect(throws: DecodingError.self) {
            try JSONValueDecoder().decode(Point.self, from: ["line": "three", "tags": []])
        }
    }

    enum Shape: Codable, Equatable {
        case circle(radius: Int)
        case square(side: Int)
    }

    @Test func roundTripsNestedContainers() throws {
        let shapes: [Shape] = [.circle(radius: 2), .square(side: 3)]
        let json = try JSONValueEncoder().encode(shapes)
        #expect(try JSONValueDecoder().decode([Shape].self, from: json) == shapes)
    }
}
