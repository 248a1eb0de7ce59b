/// A value of an old-style (OpenStep) property list, the format of an Xcode `project.pbxproj`:
/// `{ key = value; }`, `( a, b, )`, bare or quoted strings, `/* … */` and `//` comments.
enum OldStylePropertyList: Sendable, Equatable {
    case string(String)
    case array([OldStylePropertyList])
    case dictionary([String: OldStylePropertyList])

    /// The list in `text`, or nil when it is not one (a syntax error anywhere gives no value: a
    /// project half read would answer wrongly).
    static func parse(_ text: String) -> OldStylePropertyList? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            // An Xcode project starts with `// !$*UTF8*$!`, a comment like any other.
            guard let value = reader.value() else { return nil }
            reader.skipTrivia()
            return reader.position == bytes.count ? value : nil
        }
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [OldStylePropertyList]? {
        if case .array(let values) = self { return values }
        return nil
    }

    var dictionary: [String: OldStylePropertyList]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    subscript(key: String) -> OldStylePropertyList? {
        dictionary?[key]
    }
}

/// Reads one value at a time from the bytes of a list; nil at the first thing out of place.
private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func value() -> OldStylePropertyList? {
        skipTrivia()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"): return dictionary()
        case UInt8(ascii: "("): return array()
        default: return string().map(OldStylePropertyList.string)
        }
    }

    private mutating func dictionary() -> OldStylePropertyList? {
        position += 1
        var entries: [String: OldStylePropertyList] = [:]
        while true {
            skipTrivia()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .dictionary(entries)
            }
            guard let key = string(), expect("="), let value = value(), expect(";") else { return nil }
            entries[key] = value
        }
    }

    private mutating func array() -> OldStylePropertyList? {
        position += 1
        var values: [OldStylePropertyList] = []
        while true {
            skipTrivia()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return .array(values)
            }
            guard let value = value() else { return nil }
            values.append(value)
            skipTrivia()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] != UInt8(ascii: ")") {
                return nil
            }
        }
    }

    private mutating func expect(_ character: Unicode.Scalar) -> Bool {
        skipTrivia()
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// A quoted string with its escapes undone, or a bare one: every byte up to white space or
    /// punctuation of the format.
    private mutating func string() -> String? {
        skipTrivia()
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "\"") { return quoted() }
        let start = position
        while position < bytes.count, !Self.endsBareString(bytes[position]) { position += 1 }
        return position > start ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self) : nil
    }

    private mutating func quoted() -> String? {
        position += 1
        var text: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                default: text.append(escaped)
                }
            default:
                text.append(byte)
            }
        }
        return nil
    }

    mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                guard let end = commentEnd(from: position + 2) else {
                    position = bytes.count
                    return
                }
                position = end
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else {
                return
            }
        }
    }

    /// Just past the `*/` closing a block comment whose text starts at `start`.
    private func commentEnd(from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return nil
    }

    private static func endsBareString(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""):
            return true
        default:
            return false
        }
    }
}
