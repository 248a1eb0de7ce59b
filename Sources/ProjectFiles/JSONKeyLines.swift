import SourceText

/// The 1-based line on which each member of a JSON text starts, by path (`["rules", "some-id"]`,
/// `["exclude", "2"]` for the third element). jsoncpp reports where a text fails to parse but not
/// where a well-formed value sits; configuration errors need that line to be useful.
/// Tolerates comments and never fails: on text it does not understand it just knows fewer lines.
/// It finds where members start; `LineTable` says which line that is.
struct JSONKeyLines {
    private var lines: [[String]: Int] = [:]

    func line(of path: [String]) -> Int? {
        var path = path
        while !path.isEmpty {
            if let line = lines[path] { return line }
            path.removeLast()
        }
        return nil
    }

    private enum Frame {
        case object(key: String?, expectingKey: Bool)
        case array(index: Int)
    }

    init(_ bytes: [UInt8]) {
        // Path → the byte offset where the member starts.
        var found: [[String]: Int] = [:]
        var stack: [Frame] = []
        var index = 0

        func currentPath() -> [String] {
            stack.compactMap { frame in
                switch frame {
                case .object(let key, _): return key
                case .array(let index): return String(index)
                }
            }
        }

        /// Notes where a value begins, so an array element can be named by its index.
        func valueStarts() {
            if case .array = stack.last, found[currentPath()] == nil { found[currentPath()] = index }
        }

        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index < bytes.count && !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index += 2
            case UInt8(ascii: "\""):
                let start = index
                var text: [UInt8] = []
                index += 1
                while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count { index += 1 }
                    text.append(bytes[index])
                    index += 1
                }
                index += 1
                if case .object(_, true) = stack.last {
                    stack[stack.count - 1] = .object(key: String(decoding: text, as: UTF8.self), expectingKey: false)
                    found[currentPath()] = start
                } else {
                    valueStarts()
                }
            case UInt8(ascii: "{"):
                valueStarts()
                stack.append(.object(key: nil, expectingKey: true))
                index += 1
            case UInt8(ascii: "["):
                valueStarts()
                stack.append(.array(index: 0))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                index += 1
            case UInt8(ascii: ","):
                switch stack.last {
                case .object?: stack[stack.count - 1] = .object(key: nil, expectingKey: true)
                case .array(let position)?: stack[stack.count - 1] = .array(index: position + 1)
                case nil: break
                }
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: ":"):
                index += 1
            default:
                valueStarts()
                while index < bytes.count && !Self.delimiters.contains(bytes[index]) { index += 1 }
            }
        }
        let table = LineTable(utf8: bytes)
        lines = found.mapValues { table.line(containing: $0) + 1 }
    }

    private static let delimiters: Set<UInt8> = Set(",]}:/\n\r\t \"".utf8)
}
