import FormlspEngine
import Testing

@Suite struct PrefilterTests {
    @Test(arguments: Prefilter.words)
    func eachWordLetsAFileThrough(word: String) {
        #expect(Prefilter.mayMatter(Array("let a = 1\n// \(word)".utf8)))
        #expect(Prefilter.mayMatter(Array(word.utf8)))
    }

    @Test func filesWithoutTheWordsAreRuledOut() {
        #expect(!Prefilter.mayMatter(Array("struct A { var focus = 1; func submit() {} }\nFocusStat".utf8)))
        #expect(!Prefilter.mayMatter([UInt8]()))
        #expect(!Prefilter.mayMatter([0xFF, 0xFE, 0x00, 0x66, 0x6F]))
    }

    @Test func aWordCutAtTheEndDoesNotCount() {
        #expect(!Prefilter.mayMatter(Array("x.focuse".utf8)))
        #expect(Prefilter.mayMatter(Array("x.focused".utf8)))
    }
}
