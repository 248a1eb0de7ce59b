import SourceText

/// A finding's range as people and tools count it: 1-based lines; columns 1-based both in UTF-8
/// bytes (compilers, Xcode, text output) and in UTF-16 code units (SARIF, GitHub). The end is
/// exclusive: the column just after the last character. Everything is derived from `LineTable`.
struct SourceSpan: Equatable {
    struct Position: Equatable {
        var line: Int
        var column: Int
        var utf16Column: Int
    }

    var start: Position
    var end: Position

    init(_ range: Range<Int>, in lines: LineTable) {
        start = Self.position(range.lowerBound, in: lines)
        end = Self.position(range.upperBound, in: lines)
    }

    private static func position(_ offset: Int, in lines: LineTable) -> Position {
        let bytes = lines.position(ofOffset: offset, in: .utf8)
        let units = lines.position(ofOffset: offset, in: .utf16)
        return Position(line: bytes.line + 1, column: bytes.column + 1, utf16Column: units.column + 1)
    }
}
