import SourceText
import Testing
import TestSupport

@Suite struct LineTableTests {
    @Test func convertsAcrossEncodings() {
        // "😀" is 4 UTF-8 bytes, 2 UTF-16 units, 1 scalar; "é" is 2 / 1 / 1.
        let marked = MarkedText("let a = 1\nlet 😀é = 1️⃣x\n")
        let table = LineTable(marked.text)
        let offset = marked["1️⃣"]
        #expect(table.position(ofOffset: offset, in: .utf8) == LineColumn(line: 1, column: 13))
        #expect(table.position(ofOffset: offset, in: .utf16) == LineColumn(line: 1, column: 10))
        #expect(table.position(ofOffset: offset, in: .utf32) == LineColumn(line: 1, column: 9))
        for encoding in PositionEncoding.allCases {
            #expect(table.offset(of: table.position(ofOffset: offset, in: encoding), in: encoding) == offset)
        }
    }

    @Test func treatsCRLFAndLoneCRAsLineEnds() {
        let marked = MarkedText("a\r\nb\rc1️⃣\nd")
        let table = LineTable(marked.text)
        #expect(table.lineCount == 4)
        #expect(table.position(ofOffset: marked["1️⃣"], in: .utf16) == LineColumn(line: 2, column: 1))
        #expect(table.contentRange(ofLine: 0) == 0..<1)
    }

    @Test func clampsInsteadOfTrapping() {
        let table = LineTable("ab\ncd")
        #expect(table.offset(of: LineColumn(line: 9, column: 0), in: .utf16) == 5)
        #expect(table.offset(of: LineColumn(line: 0, column: 99), in: .utf16) == 2, "past the end of a line clamps to its end")
        #expect(table.offset(of: LineColumn(line: -1, column: -1), in: .utf16) == 0)
        #expect(table.position(ofOffset: 99, in: .utf16) == LineColumn(line: 1, column: 2))
    }

    @Test func columnInsideASurrogatePairSnapsToTheCharacterStart() {
        let table = LineTable("😀x")
        #expect(table.offset(of: LineColumn(line: 0, column: 1), in: .utf16) == 0)
        #expect(table.offset(of: LineColumn(line: 0, column: 2), in: .utf16) == 4)
    }

    @Test func invalidUTF8CountsOneUnitPerByte() {
        let table = LineTable(utf8: [0x61, 0xFF, 0xC3, 0x62])
        #expect(table.position(ofOffset: 4, in: .utf16) == LineColumn(line: 0, column: 4))
    }
}

@Suite struct LineTableCharacterSteppingTests {
    @Test func stepsOverWholeScalars() {
        let marked = MarkedText("a1️⃣😀2️⃣é3️⃣")
        let table = LineTable(marked.text)
        #expect(table.offset(afterCharacterAt: marked["1️⃣"]) == marked["2️⃣"])
        #expect(table.offset(beforeCharacterAt: marked["2️⃣"]) == marked["1️⃣"])
        #expect(table.offset(beforeCharacterAt: marked["3️⃣"]) == marked["2️⃣"])
        #expect(table.offset(afterCharacterAt: marked["3️⃣"]) == marked["3️⃣"], "the end of the text stays put")
        #expect(table.offset(beforeCharacterAt: 0) == 0)
    }

    @Test func invalidBytesStepOneAtATime() {
        let table = LineTable(utf8: [0x61, 0x80, 0x80, 0x62])
        #expect(table.offset(beforeCharacterAt: 3) == 2)
        #expect(table.offset(afterCharacterAt: 1) == 2)
    }
}
