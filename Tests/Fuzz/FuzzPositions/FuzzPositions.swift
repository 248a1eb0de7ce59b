import FuzzSupport
import SourceText

/// A text and a script of edits in LSP coordinates. `LineTable` converts positions in bytes; a
/// second, independent model here counts in Unicode scalars. After every edit both must hold the
/// same text, and every conversion must agree with the model, round-trip, and stay in bounds, also
/// for arbitrary (invalid UTF-8) bytes and out-of-range positions.
func checkPositions(_ bytes: [UInt8]) {
    var input = FuzzInput(bytes)
    let encoding = PositionEncoding.allCases[input.number(below: 3)]
    let raw = input.bytes(upTo: 0)
    checkConversions(LineTable(utf8: raw), encoding: encoding, input: &input)

    var text = ScalarText(String(decoding: raw, as: UTF8.self))
    var table = LineTable(utf8: text.utf8)
    while !input.isAtEnd {
        let start = LineColumn(line: input.number(below: table.lineCount + 2) - 1, column: input.number(below: 160))
        let end = LineColumn(line: input.number(below: table.lineCount + 2) - 1, column: input.number(below: 160))
        let insertion = String(decoding: input.bytes(count: input.number(below: 12)), as: UTF8.self)

        let lower = table.offset(of: start, in: encoding)
        let upper = table.offset(of: end, in: encoding)
        var edited = table.bytes
        edited.replaceSubrange(min(lower, upper)..<max(lower, upper), with: Array(insertion.utf8))
        table = LineTable(utf8: edited)

        text.replace(from: start, to: end, in: encoding, with: insertion)
        precondition(table.bytes == text.utf8, "the edit from \(start) to \(end) (\(encoding)) diverged from the model")
        precondition(table.lineCount == text.lineCount, "line count \(table.lineCount), model says \(text.lineCount)")
    }
    checkAgainstModel(table, text, encoding: encoding)
}

/// Bounds and round trips on any bytes.
private func checkConversions(_ table: LineTable, encoding: PositionEncoding, input: inout FuzzInput) {
    precondition(table.lineStarts.first == 0 && zip(table.lineStarts, table.lineStarts.dropFirst()).allSatisfy { $0 < $1 })
    precondition(table.lineStarts.last! <= table.bytes.count)
    for offset in stride(from: -1, through: table.bytes.count + 1, by: max(1, table.bytes.count / 512)) {
        let position = table.position(ofOffset: offset, in: encoding)
        precondition(position.line == table.line(containing: offset))
        let back = table.offset(of: position, in: encoding)
        precondition(back <= max(0, min(offset, table.bytes.count)), "offset \(offset) → \(position) → \(back)")
        precondition(table.position(ofOffset: back, in: encoding) == position, "\(position) does not survive a round trip")
        let after = table.offset(afterCharacterAt: offset)
        let before = table.offset(beforeCharacterAt: offset)
        precondition((0...table.bytes.count).contains(after) && (0...table.bytes.count).contains(before))
    }
    for _ in 0..<8 {
        let position = LineColumn(line: input.number(below: 512) - 256, column: input.number(below: 512) - 256)
        precondition((0...table.bytes.count).contains(table.offset(of: position, in: encoding)))
    }
}

/// Every scalar boundary converts as the model says, and back.
private func checkAgainstModel(_ table: LineTable, _ text: ScalarText, encoding: PositionEncoding) {
    var byteOffsets = [0]
    for scalar in text.scalars { byteOffsets.append(byteOffsets.last! + UTF8.width(scalar)) }
    let step = max(1, text.scalars.count / 512)
    for index in stride(from: 0, through: text.scalars.count, by: step) {
        let offset = byteOffsets[index]
        let expected = text.position(ofScalar: index, in: encoding)
        precondition(table.position(ofOffset: offset, in: encoding) == expected, "offset \(offset): model says \(expected)")
        if !text.isInsideLineBreak(index) {
            precondition(table.offset(of: expected, in: encoding) == offset, "\(expected) should be offset \(offset)")
        }
    }
}

/// The reference model: a text as Unicode scalars, lines and columns counted per scalar.
struct ScalarText {
    private(set) var scalars: [Unicode.Scalar]
    /// Scalar index of each line's start: after `\n`, `\r\n`, or a lone `\r`.
    private(set) var lineStarts: [Int] = [0]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        findLineStarts()
    }

    private mutating func findLineStarts() {
        lineStarts = [0]
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
                lineStarts.append(index + 1)
            }
        }
    }

    var utf8: [UInt8] {
        var string = String.UnicodeScalarView()
        string.append(contentsOf: scalars)
        return Array(String(string).utf8)
    }

    var lineCount: Int { lineStarts.count }

    func isInsideLineBreak(_ index: Int) -> Bool {
        index > 0 && index < scalars.count && scalars[index - 1] == "\r" && scalars[index] == "\n"
    }

    private func contentEnd(ofLine line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : scalars.count
        if end > lineStarts[line], scalars[end - 1] == "\n" { end -= 1 }
        if end > lineStarts[line], scalars[end - 1] == "\r" { end -= 1 }
        return end
    }

    private static func units(of scalar: Unicode.Scalar, in encoding: PositionEncoding) -> Int {
        switch encoding {
        case .utf8: return UTF8.width(scalar)
        case .utf16: return UTF16.width(scalar)
        case .utf32: return 1
        }
    }

    func scalarIndex(of position: LineColumn, in encoding: PositionEncoding) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineStarts.count { return scalars.count }
        var index = lineStarts[position.line]
        var remaining = position.column
        let end = contentEnd(ofLine: position.line)
        while index < end, remaining > 0, Self.units(of: scalars[index], in: encoding) <= remaining {
            remaining -= Self.units(of: scalars[index], in: encoding)
            index += 1
        }
        return index
    }

    func position(ofScalar index: Int, in encoding: PositionEncoding) -> LineColumn {
        var line = 0
        while line + 1 < lineStarts.count, lineStarts[line + 1] <= index { line += 1 }
        let start = lineStarts[line]
        let end = max(min(index, contentEnd(ofLine: line)), start)
        let column = scalars[start..<end].reduce(0) { $0 + Self.units(of: $1, in: encoding) }
        return LineColumn(line: line, column: column)
    }

    mutating func replace(from start: LineColumn, to end: LineColumn, in encoding: PositionEncoding, with text: String) {
        let lower = scalarIndex(of: start, in: encoding)
        let upper = scalarIndex(of: end, in: encoding)
        scalars.replaceSubrange(min(lower, upper)..<max(lower, upper), with: Array(text.unicodeScalars))
        findLineStarts()
    }
}

@main
enum FuzzTarget {
    static func main() { FuzzMain.run(checkPositions) }
}
