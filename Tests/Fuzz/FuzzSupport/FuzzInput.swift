/// Reads structured choices out of a fuzzer's bytes: small numbers, flags and byte runs, with
/// defaults once the bytes run out, so every input is valid and mutations change choices locally.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var isAtEnd: Bool { index >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `0..<bound` (0 when `bound` is 0).
    public mutating func number(below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        let value = Int(byte()) << 8 | Int(byte())
        return value % bound
    }

    /// The bytes up to the next `separator` (consumed, not returned), or to the end.
    public mutating func bytes(upTo separator: UInt8) -> [UInt8] {
        let start = index
        while index < bytes.count, bytes[index] != separator { index += 1 }
        defer { index = min(index + 1, bytes.count) }
        return Array(bytes[start..<min(index, bytes.count)])
    }

    /// Up to `count` bytes.
    public mutating func bytes(count: Int) -> [UInt8] {
        let start = min(index, bytes.count)
        let end = start + min(max(count, 0), bytes.count - start)
        defer { index = end }
        return Array(bytes[start..<end])
    }

    /// All the bytes not read yet.
    public mutating func rest() -> [UInt8] {
        bytes(count: bytes.count)
    }
}
