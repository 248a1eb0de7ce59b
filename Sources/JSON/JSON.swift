import JSONBridge

/// A JSON value. Every byte of JSON formlsp reads or writes goes through jsoncpp
/// (see `JSON.parse` and `serialized`); this type is the only thing the rest of the code sees.
///
/// Integers are kept apart from reals so that request ids such as 2^53 + 1 round-trip exactly.
package enum JSON: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])
}

// MARK: - Accessors

extension JSON {
    package subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    package subscript(index: Int) -> JSON? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
    }

    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    package var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value as an integer when it is one exactly (a real with no fraction counts).
    package var integerValue: Int64? {
        switch self {
        case .integer(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 9.2e18: return Int64(value)
        default: return nil
        }
    }

    package var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    package var arrayValue: [JSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    package var objectValue: [String: JSON]? {
        if case .object(let value) = self { return value }
        return nil
    }
}

// MARK: - Literals

extension JSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    package init(nilLiteral: ()) { self = .null }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(integerLiteral value: Int64) { self = .integer(value) }
    package init(floatLiteral value: Double) { self = .double(value) }
    package init(stringLiteral value: String) { self = .string(value) }
    package init(arrayLiteral elements: JSON...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

// MARK: - Parsing and serialising through jsoncpp

/// Where and why a JSON text failed to parse.
package struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line and byte column, and 0-based byte offset, of the first error.
    package var line: Int
    package var column: Int
    package var offset: Int
    package var message: String

    package var description: String { "line \(line), column \(column): \(message)" }
}

extension JSON {
    /// Parses UTF-8 JSON strictly: one value, nothing after it but white space, no duplicate keys.
    /// `allowComments` admits `//` and `/* */` comments (configuration files). Strings with invalid
    /// UTF-8 are repaired with U+FFFD rather than rejected.
    package static func parse(_ bytes: some Collection<UInt8>, allowComments: Bool = false) throws(JSONParseError) -> JSON {
        try parse(bytes, allowComments: allowComments, recordingOffsets: false).value
    }

    /// Parses as `parse` does, and says where each value starts: the byte offsets jsoncpp records,
    /// by the value's path from the root (`["rules", "some-id"]`; `["exclude", "2"]` for the third
    /// element).
    package static func parseLocated(_ bytes: some Collection<UInt8>, allowComments: Bool = false) throws(JSONParseError)
        -> (value: JSON, offsets: [[String]: Int])
    {
        let parsed = try parse(bytes, allowComments: allowComments, recordingOffsets: true)
        return (parsed.value, parsed.offsets ?? [:])
    }

    private static func parse(_ bytes: some Collection<UInt8>, allowComments: Bool, recordingOffsets: Bool) throws(JSONParseError)
        -> (value: JSON, offsets: [[String]: Int]?)
    {
        var tape = fj_tape()
        var error = fj_error()
        let status: Int32 = bytes.withContiguousStorageIfAvailable { buffer in
            buffer.withMemoryRebound(to: CChar.self) { fj_parse($0.baseAddress, $0.count, allowComments ? 1 : 0, &tape, &error) }
        } ?? Array(bytes).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { fj_parse($0.baseAddress, $0.count, allowComments ? 1 : 0, &tape, &error) }
        }
        guard status == 0 else {
            let message = withUnsafeBytes(of: &error.message) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            throw JSONParseError(line: error.line, column: error.column, offset: error.offset, message: message)
        }
        defer { fj_tape_free(&tape) }
        var reader = TapeReader(nodes: UnsafeBufferPointer(start: tape.nodes, count: tape.node_count), strings: tape.strings)
        if recordingOffsets { reader.offsets = [:] }
        let value = reader.read()
        return (value, reader.offsets)
    }

    package static func parse(_ text: String, allowComments: Bool = false) throws(JSONParseError) -> JSON {
        try parse(Array(text.utf8), allowComments: allowComments)
    }

    /// The value as UTF-8 JSON text; `indent` > 0 pretty-prints. Object keys come out sorted,
    /// so the output is stable.
    package func serializedBytes(indent: Int = 0) -> [UInt8] {
        var writer = TapeWriter()
        writer.append(self)
        writer.strings.append(0)  // never hand C a null buffer
        var length = 0
        let buffer = writer.strings.withUnsafeBufferPointer { strings in
            writer.nodes.withUnsafeBufferPointer { nodes in
                strings.withMemoryRebound(to: CChar.self) {
                    fj_write(nodes.baseAddress, nodes.count, $0.baseAddress, Int32(indent), &length)
                }
            }
        }
        guard let buffer else { return Array("null".utf8) }
        defer { fj_buffer_free(buffer) }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }

    package func serialized(indent: Int = 0) -> String {
        String(decoding: serializedBytes(indent: indent), as: UTF8.self)
    }
}

private struct TapeReader {
    let nodes: UnsafeBufferPointer<fj_node>
    let strings: UnsafePointer<CChar>?
    var index = 0
    /// Where each value starts, by path, when asked for.
    var offsets: [[String]: Int]?
    private var path: [String] = []

    init(nodes: UnsafeBufferPointer<fj_node>, strings: UnsafePointer<CChar>?) {
        self.nodes = nodes
        self.strings = strings
    }

    mutating func read() -> JSON {
        let node = nodes[index]
        index += 1
        if offsets != nil { offsets?[path] = node.source_offset }
        switch fj_kind(rawValue: UInt32(node.kind)) {
        case FJ_FALSE: return .bool(false)
        case FJ_TRUE: return .bool(true)
        case FJ_INTEGER: return .integer(node.integer)
        case FJ_UNSIGNED: return .double(Double(UInt64(bitPattern: node.integer)))
        case FJ_REAL: return .double(node.real)
        case FJ_STRING, FJ_KEY: return .string(string(node))
        case FJ_ARRAY:
            var elements: [JSON] = []
            elements.reserveCapacity(Int(node.count))
            for position in 0..<Int(node.count) {
                if offsets != nil { path.append(String(position)) }
                elements.append(read())
                if offsets != nil { path.removeLast() }
            }
            return .array(elements)
        case FJ_OBJECT:
            var members: [String: JSON] = [:]
            members.reserveCapacity(Int(node.count))
            for _ in 0..<node.count {
                let key = string(nodes[index])
                index += 1
                if offsets != nil { path.append(key) }
                members[key] = read()
                if offsets != nil { path.removeLast() }
            }
            return .object(members)
        default: return .null
        }
    }

    func string(_ node: fj_node) -> String {
        guard let strings else { return "" }
        let bytes = UnsafeRawBufferPointer(start: strings + node.string_offset, count: node.string_length)
        return String(decoding: bytes, as: UTF8.self)
    }
}

private struct TapeWriter {
    var nodes: [fj_node] = []
    var strings: [UInt8] = []

    mutating func append(_ value: JSON) {
        switch value {
        case .null: push(FJ_NULL)
        case .bool(let flag): push(flag ? FJ_TRUE : FJ_FALSE)
        case .integer(let number): push(FJ_INTEGER, integer: number)
        case .double(let number): push(FJ_REAL, real: number)
        case .string(let text): pushString(FJ_STRING, text)
        case .array(let elements):
            push(FJ_ARRAY, count: elements.count)
            for element in elements { append(element) }
        case .object(let members):
            push(FJ_OBJECT, count: members.count)
            for (key, member) in members {
                pushString(FJ_KEY, key)
                append(member)
            }
        }
    }

    private mutating func push(_ kind: fj_kind, count: Int = 0, integer: Int64 = 0, real: Double = 0) {
        nodes.append(fj_node(kind: UInt8(kind.rawValue), count: UInt32(count), integer: integer, real: real, string_offset: 0, string_length: 0, source_offset: 0))
    }

    private mutating func pushString(_ kind: fj_kind, _ text: String) {
        let offset = strings.count
        strings.append(contentsOf: text.utf8)
        nodes.append(fj_node(kind: UInt8(kind.rawValue), count: 0, integer: 0, real: 0, string_offset: offset, string_length: strings.count - offset, source_offset: 0))
    }
}
