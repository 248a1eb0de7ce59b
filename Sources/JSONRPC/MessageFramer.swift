/// Splits a byte stream into JSON-RPC message bodies by their `Content-Length` headers.
///
/// Pure and incremental: feed it chunks of any size (one byte at a time works) and it returns each
/// complete body once its last byte arrives. It is forgiving where clients differ (header names in
/// any case, a `Content-Type` header, `\n\n` as well as `\r\n\r\n` ending the header) and never
/// gives up on the stream: bytes that are not a header are skipped and reported, and a body larger
/// than `maximumBodyLength` is refused and skipped as it streams past, without being stored.
package struct MessageFramer: Sendable {
    /// 64 MiB: far above any real document, low enough that a bad header cannot exhaust memory.
    package static let defaultMaximumBodyLength = 64 << 20
    /// A header block longer than this without its blank line is garbage; only its tail is kept.
    static let maximumHeaderLength = 8 << 10

    /// What one fed chunk yields, in stream order: complete bodies, and the problems recovered from.
    package enum Output: Hashable, Sendable {
        case body([UInt8])
        case problem(FramingProblem)
    }

    private enum State: Sendable {
        case header
        case body(length: Int)
        case skippingBody(remaining: Int)
    }

    package let maximumBodyLength: Int
    private var state = State.header
    /// The header block read so far, or the body read so far.
    private var buffer: [UInt8] = []

    package init(maximumBodyLength: Int = defaultMaximumBodyLength) {
        self.maximumBodyLength = maximumBodyLength
    }

    /// Bytes held back waiting for the rest of a header or body (0 while skipping a refused body).
    package var bufferedByteCount: Int { buffer.count }

    /// Whether the stream stopped in the middle of a message, for a note at end of input.
    package var isInsideMessage: Bool {
        if case .header = state { return buffer.contains { !Self.isWhitespace($0) } }
        return true
    }

    package mutating func feed(_ chunk: some Collection<UInt8>) -> [Output] {
        var outputs: [Output] = []
        var rest = chunk[...]
        while !rest.isEmpty {
            switch state {
            case .header:
                let byte = rest.removeFirst()
                buffer.append(byte)
                if byte == 0x0A, let blockEnd = headerBlockEnd() {
                    outputs += readHeaderBlock(length: blockEnd)
                } else if buffer.count > Self.maximumHeaderLength {
                    outputs.append(.problem(trimRunawayHeader()))
                }
            case .body(let length):
                let wanted = length - buffer.count
                let taken = rest.prefix(wanted)
                buffer.append(contentsOf: taken)
                rest = rest.dropFirst(taken.count)
                if buffer.count == length {
                    outputs.append(.body(buffer))
                    buffer = []
                    state = .header
                }
            case .skippingBody(let remaining):
                let skipped = min(remaining, rest.count)
                rest = rest.dropFirst(skipped)
                state = remaining == skipped ? .header : .skippingBody(remaining: remaining - skipped)
            }
        }
        return outputs
    }

    /// The frame for one body: its `Content-Length` header, a blank line, the body.
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    // MARK: - Header parsing

    /// The length of the header block without its terminator, when `buffer` ends with one.
    private func headerBlockEnd() -> Int? {
        let count = buffer.count
        if count >= 4, buffer[count - 4] == 0x0D, buffer[count - 3] == 0x0A, buffer[count - 2] == 0x0D { return count - 4 }
        if count >= 2, buffer[count - 2] == 0x0A { return count - 2 }
        return nil
    }

    private mutating func readHeaderBlock(length: Int) -> [Output] {
        let block = buffer[..<length]
        buffer = []
        var outputs: [Output] = []
        var garbage = 0
        var sawHeader = false
        var contentLength: String?
        for var line in block.split(separator: 0x0A, omittingEmptySubsequences: false) {
            if line.last == 0x0D { line = line.dropLast() }
            if line.allSatisfy(Self.isWhitespace) { continue }
            if !Self.isHeaderLine(line), let start = Self.firstIndexOfContentLengthName(in: line) {
                garbage += start - line.startIndex
                line = line[start...]
            }
            guard let header = Self.splitHeader(line) else {
                garbage += line.count
                continue
            }
            sawHeader = true
            if header.name.lowercased() == "content-length", contentLength == nil { contentLength = header.value }
        }
        if garbage > 0 {
            outputs.append(.problem(.skippedGarbage(byteCount: garbage)))
        }
        guard sawHeader else { return outputs }
        guard let contentLength else {
            outputs.append(.problem(.missingContentLength))
            return outputs
        }
        guard let length = Self.parseLength(contentLength) else {
            outputs.append(.problem(.invalidContentLength(contentLength)))
            return outputs
        }
        if length > maximumBodyLength {
            outputs.append(.problem(.bodyTooLarge(declaredLength: length, limit: maximumBodyLength)))
            state = length == 0 ? .header : .skippingBody(remaining: length)
        } else if length == 0 {
            outputs.append(.body([]))
        } else {
            state = .body(length: length)
        }
        return outputs
    }

    /// A runaway header is garbage; keep only what may still begin a real header.
    private mutating func trimRunawayHeader() -> FramingProblem {
        let tail = max(buffer.count - 16, 0)
        var keepFrom = tail
        if let start = Self.lastIndexOfContentLengthName(in: buffer[...]), buffer.count - start < 256 {
            keepFrom = start
        }
        buffer.removeFirst(keepFrom)
        return .skippedGarbage(byteCount: keepFrom)
    }

    private static let contentLengthName = Array("content-length".utf8)

    private static func firstIndexOfContentLengthName(in line: ArraySlice<UInt8>) -> Int? {
        var index = line.startIndex
        while index + contentLengthName.count <= line.endIndex {
            if matchesContentLengthName(line, at: index) { return index }
            index += 1
        }
        return nil
    }

    private static func lastIndexOfContentLengthName(in bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.endIndex - contentLengthName.count
        while index >= bytes.startIndex {
            if matchesContentLengthName(bytes, at: index) { return index }
            index -= 1
        }
        return nil
    }

    private static func matchesContentLengthName(_ bytes: ArraySlice<UInt8>, at index: Int) -> Bool {
        for (offset, expected) in contentLengthName.enumerated() {
            var byte = bytes[index + offset]
            if byte >= 0x41, byte <= 0x5A { byte += 0x20 }
            if byte != expected { return false }
        }
        return true
    }

    private static func isHeaderLine(_ line: ArraySlice<UInt8>) -> Bool {
        splitHeader(line) != nil
    }

    /// `Name: value` with a token for a name (RFC 9110 `tchar`s), or nil.
    private static func splitHeader(_ line: ArraySlice<UInt8>) -> (name: String, value: String)? {
        guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex else { return nil }
        let name = line[..<colon]
        guard name.allSatisfy(isTokenCharacter) else { return nil }
        let value = line[(colon + 1)...].drop(while: isWhitespace).reversed().drop(while: isWhitespace).reversed()
        return (String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }

    private static func parseLength(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }

    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        default: return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }
}

/// Something wrong in the byte stream; the framer has already recovered from it.
package enum FramingProblem: Hashable, Sendable, CustomStringConvertible {
    /// Bytes that were not part of a header, skipped while looking for one.
    case skippedGarbage(byteCount: Int)
    /// A header block without `Content-Length`; there is no telling where its body ends.
    case missingContentLength
    case invalidContentLength(String)
    /// The body is refused and skipped unread.
    case bodyTooLarge(declaredLength: Int, limit: Int)

    package var description: String {
        switch self {
        case .skippedGarbage(let count):
            return "skipped \(count) byte\(count == 1 ? "" : "s") of input that is not a JSON-RPC header"
        case .missingContentLength:
            return "skipped a header without Content-Length"
        case .invalidContentLength(let value):
            return "skipped a header with an invalid Content-Length \"\(value)\""
        case .bodyTooLarge(let length, let limit):
            return "refused a message of \(length) bytes (Content-Length limit \(limit)); its body is skipped"
        }
    }
}
