/// `Codable` over `JSON`: protocol types are plain `Codable` structs, and these two coders move them
/// to and from `JSON` values without any other JSON library in between. This one writes them.
package struct JSONValueEncoder: Sendable {
    package init() {}

    package func encode(_ value: some Encodable) throws -> JSON {
        let encoder = ValueEncoder(codingPath: [])
        try value.encode(to: encoder)
        return encoder.storage.value
    }
}

/// Reads `Decodable` values from `JSON` (see `JSONValueEncoder`).
package struct JSONValueDecoder: Sendable {
    package init() {}

    package func decode<T: Decodable>(_ type: T.Type, from json: JSON) throws -> T {
        try T(from: ValueDecoder(json, codingPath: []))
    }
}

extension JSON: Codable {
    package init(from decoder: any Decoder) throws {
        if let decoder = decoder as? ValueDecoder {
            self = decoder.json
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let flag = try? container.decode(Bool.self) { self = .bool(flag) }
        else if let number = try? container.decode(Int64.self) { self = .integer(number) }
        else if let number = try? container.decode(Double.self) { self = .double(number) }
        else if let text = try? container.decode(String.self) { self = .string(text) }
        else if let elements = try? container.decode([JSON].self) { self = .array(elements) }
        else { self = .object(try container.decode([String: JSON].self)) }
    }

    package func encode(to encoder: any Encoder) throws {
        if let encoder = encoder as? ValueEncoder {
            encoder.storage.value = self
            return
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

// MARK: - Encoding

/// A mutable box so nested containers can write into their parent's slot.
private class Slot {
    var value: JSON = .null
    init(_ value: JSON = .null) { self.value = value }
}

private final class ValueEncoder: Encoder {
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any] = [:]
    let storage = Slot()

    init(codingPath: [any CodingKey]) { self.codingPath = codingPath }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = storage.value {} else { storage.value = .object([:]) }
        return KeyedEncodingContainer(KeyedEncoder<Key>(slot: storage, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = storage.value {} else { storage.value = .array([]) }
        return UnkeyedEncoder(slot: storage, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleEncoder(slot: storage, codingPath: codingPath)
    }

    static func box(_ value: some Encodable, codingPath: [any CodingKey]) throws -> JSON {
        switch value {
        case let json as JSON: return json
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .integer(Int64(number))
        case let number as Int64: return .integer(number)
        case let number as Int32: return .integer(Int64(number))
        case let number as UInt32: return .integer(Int64(number))
        case let number as Double: return .double(number)
        default:
            let encoder = ValueEncoder(codingPath: codingPath)
            try value.encode(to: encoder)
            return encoder.storage.value
        }
    }
}

private struct KeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    private func set(_ value: JSON, for key: Key) {
        guard case .object(var members) = slot.value else { return }
        slot.value = .null  // release the buffer so the mutation below does not copy it
        members[key.stringValue] = value
        slot.value = .object(members)
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try ValueEncoder.box(value, codingPath: codingPath + [key]), for: key)
    }
    // Optionals left nil are omitted, as LSP expects.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = LinkedSlot(parent: slot, place: .key(key.stringValue), initial: .object([:]))
        return KeyedEncodingContainer(KeyedEncoder<NestedKey>(slot: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = LinkedSlot(parent: slot, place: .key(key.stringValue), initial: .array([]))
        return UnkeyedEncoder(slot: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ValueEncoder(codingPath: codingPath + [key]) }
}

/// A slot linked into its parent container: every write to it shows in the parent at `place`.
private final class LinkedSlot: Slot {
    enum Place {
        case key(String)
        case index(Int)
    }

    let parent: Slot
    let place: Place
    init(parent: Slot, place: Place, initial: JSON) {
        self.parent = parent
        self.place = place
        super.init(initial)
        write()
    }
    override var value: JSON {
        didSet { write() }
    }
    private func write() {
        switch (parent.value, place) {
        case (.object(var members), .key(let key)):
            members[key] = self.value
            parent.value = .object(members)
        case (.array(var elements), .index(let index)) where elements.indices.contains(index):
            elements[index] = self.value
            parent.value = .array(elements)
        default:
            break
        }
    }
}

private struct UnkeyedEncoder: UnkeyedEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    var count: Int {
        if case .array(let elements) = slot.value { return elements.count }
        return 0
    }

    private func append(_ value: JSON) {
        guard case .array(var elements) = slot.value else { return }
        slot.value = .null
        elements.append(value)
        slot.value = .array(elements)
    }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try ValueEncoder.box(value, codingPath: codingPath))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        append(.object([:]))
        let nested = LinkedSlot(parent: slot, place: .index(count - 1), initial: .object([:]))
        return KeyedEncodingContainer(KeyedEncoder<NestedKey>(slot: nested, codingPath: codingPath))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        append(.array([]))
        let nested = LinkedSlot(parent: slot, place: .index(count - 1), initial: .array([]))
        return UnkeyedEncoder(slot: nested, codingPath: codingPath)
    }
    mutating func superEncoder() -> any Encoder { ValueEncoder(codingPath: codingPath) }
}

private struct SingleEncoder: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    mutating func encodeNil() throws { slot.value = .null }
    mutating func encode<T: Encodable>(_ value: T) throws {
        slot.value = try ValueEncoder.box(value, codingPath: codingPath)
    }
}

// MARK: - Decoding

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

private final class ValueDecoder: Decoder {
    let json: JSON
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any] = [:]

    init(_ json: JSON, codingPath: [any CodingKey]) {
        self.json = json
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = json else { throw mismatch("an object", json, codingPath) }
        return KeyedDecodingContainer(KeyedDecoder<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = json else { throw mismatch("an array", json, codingPath) }
        return UnkeyedDecoder(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleDecoder(json: json, codingPath: codingPath)
    }
}

private func mismatch(_ expected: String, _ found: JSON, _ path: [any CodingKey]) -> DecodingError {
    let kind: String
    switch found {
    case .null: kind = "null"
    case .bool: kind = "a boolean"
    case .integer, .double: kind = "a number"
    case .string: kind = "a string"
    case .array: kind = "an array"
    case .object: kind = "an object"
    }
    return .typeMismatch(Any.self, .init(codingPath: path, debugDescription: "expected \(expected), found \(kind)"))
}

private func unbox<T: Decodable>(_ type: T.Type, _ json: JSON, _ path: [any CodingKey]) throws -> T {
    switch type {
    case is JSON.Type: return json as! T
    case is String.Type:
        guard case .string(let text) = json else { throw mismatch("a string", json, path) }
        return text as! T
    case is Bool.Type:
        guard case .bool(let flag) = json else { throw mismatch("a boolean", json, path) }
        return flag as! T
    case is Int.Type:
        guard let number = json.integerValue, let value = Int(exactly: number) else { throw mismatch("an integer", json, path) }
        return value as! T
    case is Int64.Type:
        guard let number = json.integerValue else { throw mismatch("an integer", json, path) }
        return number as! T
    case is Int32.Type:
        guard let number = json.integerValue, let value = Int32(exactly: number) else { throw mismatch("a 32-bit integer", json, path) }
        return value as! T
    case is UInt32.Type:
        guard let number = json.integerValue, let value = UInt32(exactly: number) else { throw mismatch("an unsigned 32-bit integer", json, path) }
        return value as! T
    case is Double.Type:
        guard let number = json.doubleValue else { throw mismatch("a number", json, path) }
        return number as! T
    default:
        return try T(from: ValueDecoder(json, codingPath: path))
    }
}

private struct KeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSON]
    let codingPath: [any CodingKey]
    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func member(_ key: Key) throws -> JSON {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing \"\(key.stringValue)\""))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { (members[key.stringValue] ?? .null) == .null }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try unbox(type, try member(key), codingPath + [key])
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = members[key.stringValue], value != .null else { return nil }
        return try unbox(type, value, codingPath + [key])
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(try member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }
    func superDecoder() throws -> any Decoder { ValueDecoder(members["super"] ?? .null, codingPath: codingPath) }
    func superDecoder(forKey key: Key) throws -> any Decoder { ValueDecoder(members[key.stringValue] ?? .null, codingPath: codingPath + [key]) }
}

private struct UnkeyedDecoder: UnkeyedDecodingContainer {
    let elements: [JSON]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> JSON {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(JSON.self, .init(codingPath: codingPath, debugDescription: "array too short"))
        }
        defer { currentIndex += 1 }
        return elements[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        if !isAtEnd, elements[currentIndex] == .null {
            currentIndex += 1
            return true
        }
        return false
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let path = codingPath + [AnyKey(intValue: currentIndex)]
        return try unbox(type, try next(), path)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(try next(), codingPath: codingPath).container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(try next(), codingPath: codingPath).unkeyedContainer()
    }
    mutating func superDecoder() throws -> any Decoder { ValueDecoder(try next(), codingPath: codingPath) }
}

private struct SingleDecoder: SingleValueDecodingContainer {
    let json: JSON
    let codingPath: [any CodingKey]
    func decodeNil() -> Bool { json == .null }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unbox(type, json, codingPath) }
}
