/// LSP's `Range`: from `start` up to, not including, `end`. Named apart from `Swift.Range`, which
/// encodes differently.
package struct LSPRange: Hashable, Sendable, Codable, CustomStringConvertible {
    package var start: Position
    package var end: Position

    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    package var isEmpty: Bool { start == end }

    package var description: String { "\(start)-\(end)" }
}
