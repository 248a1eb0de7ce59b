/// A zero-based line and character offset; `character` is counted in the negotiated
/// `PositionEncodingKind` (UTF-16 code units unless the client agreed to UTF-8).
public struct Position: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    public var description: String { "\(line):\(character)" }
}
