/// LSP's `Range`: from `start` up to, not including, `end`. Named apart from `Swift.Range`, which
/// encodes differently.
public struct LSPRange: Hashable, Sendable, Codable, CustomStringConvertible {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    public var isEmpty: Bool { start == end }

    public var description: String { "\(start)-\(end)" }
}
