import LanguageServerProtocol
import SourceText

extension LineTable {
    package func lspPosition(ofOffset offset: Int, in encoding: PositionEncoding) -> Position {
        let position = position(ofOffset: offset, in: encoding)
        return Position(line: position.line, character: position.column)
    }

    package func lspRange(of range: Range<Int>, in encoding: PositionEncoding) -> LSPRange {
        LSPRange(start: lspPosition(ofOffset: range.lowerBound, in: encoding), end: lspPosition(ofOffset: range.upperBound, in: encoding))
    }
}
