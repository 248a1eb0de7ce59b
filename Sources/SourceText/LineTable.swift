/// The unit a column is counted in. LSP negotiates this per client (`positionEncoding`);
/// the engine itself only ever speaks UTF-8 byte offsets.
package enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
}

/// A zero-based line and column, the column counted in some `PositionEncoding`.
package struct LineColumn: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: LineColumn, rhs: LineColumn) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    package var description: String { "\(line):\(column)" }
}

/// Converts between UTF-8 byte offsets and line/column positions: the one place in formlsp where
/// that happens. Lines end at `\n`, `\r\n` or a lone `\r`, as LSP says. Every conversion clamps
/// out-of-range input to the nearest valid position instead of trapping; a column that points into
/// the middle of a character or past a line's end snaps to the character's start or the line's end.
package struct LineTable: Sendable {
    package let bytes: [UInt8]
    /// Byte offset at which each line starts; always at least one entry.
    package let lineStarts: [Int]

    package init(_ text: String) {
        self.init(utf8: Array(text.utf8))
    }

    package init(utf8 bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    package var lineCount: Int { lineStarts.count }

    /// The byte range of `line`'s content, without its terminator.
    package func contentRange(ofLine line: Int) -> Range<Int> {
        let line = min(max(line, 0), lineStarts.count - 1)
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The line holding `offset` (clamped to the text).
    package func line(containing offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The position of a byte offset, its column counted in `encoding`.
    package func position(ofOffset offset: Int, in encoding: PositionEncoding) -> LineColumn {
        let offset = min(max(offset, 0), bytes.count)
        let line = line(containing: offset)
        let content = contentRange(ofLine: line)
        let end = min(offset, content.upperBound)
        var column = 0
        var index = content.lowerBound
        while index < end {
            let (length, units) = Self.scalar(at: index, in: bytes, encoding: encoding)
            if index + length > end { break }
            column += units
            index += length
        }
        return LineColumn(line: line, column: column)
    }

    /// The byte offset of a line/column position counted in `encoding`, clamped into the text.
    package func offset(of position: LineColumn, in encoding: PositionEncoding) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineStarts.count { return bytes.count }
        let content = contentRange(ofLine: position.line)
        var remaining = max(position.column, 0)
        var index = content.lowerBound
        while index < content.upperBound, remaining > 0 {
            let (length, units) = Self.scalar(at: index, in: bytes, encoding: encoding)
            if units > remaining { break }
            remaining -= units
            index += length
        }
        return index
    }

    /// Length in bytes of the scalar at `index` and how many `encoding` units it counts for.
    /// An invalid byte counts as one replacement character.
    @inline(__always)
    static func scalar(at index: Int, in bytes: [UInt8], encoding: PositionEncoding) -> (length: Int, units: Int) {
        let lead = bytes[index]
        var length = 1
        if lead >= 0xF0 { length = 4 } else if lead >= 0xE0 { length = 3 } else if lead >= 0xC0 { length = 2 }
        if length > 1 {
            if index + length > bytes.count { length = 1 }
            else {
                for next in 1..<length where bytes[index + next] & 0xC0 != 0x80 {
                    length = 1
                    break
                }
            }
        }
        switch encoding {
        case .utf8: return (length, length)
        case .utf16: return (length, length == 4 ? 2 : 1)
        case .utf32: return (length, 1)
        }
    }
}
