/// A zero-based line and character offset; `character` is counted in the negotiated
/// `PositionEncodingKind` (UTF-16 code units unless the client agreed to UTF-8).
package struct Position: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    package var description: String { "\(line):\(character)" }
}
