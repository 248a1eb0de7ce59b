@testable import FormlspEngine
import Testing

/// `WordScan` finds its anchors by nibble tables (`formlsp_pair_scan_next`) where the processor has
/// SSSE3, else by one compare per anchor: both must give the same answers on any bytes.
@Suite struct WordScanPairTablesTests {
    /// The prefilter's words and the project index's, whose anchors share first bytes (`tF`, `tC`,
    /// `tE`, `tV`) and fill both table sets (more than eight anchors).
    private static let words: [(word: String, anchorOffset: Int)] = zip(Prefilter.words, Prefilter.anchorOffsets).map { ($0, $1) }
        + [("TextField", 3), ("TextEditor", 3), ("UITextView", 5), ("@IBOutlet", 0), ("IQKeyboard", 0)]

    /// Text made of pieces of the words (their anchors, words cut short, whole words) among
    /// ordinary code and bytes above ASCII, so that every block boundary and the last bytes of a
    /// buffer hold some of them.
    private static func texts(count: Int) -> [[UInt8]] {
        var generator = SplitMix(seed: 23)
        let pieces = words.flatMap { word -> [String] in
            let bytes = Array(word.word.utf8)
            let anchor = String(decoding: bytes[word.anchorOffset..<word.anchorOffset + 2], as: UTF8.self)
            return [word.word, anchor, String(word.word.dropLast()), String(word.word.dropFirst())]
        } + ["let a = 1\n", "func f() {}", " ", "é", "\u{1F600}", "{", "x", "tS", "cu", "\t", "// c\n"]
        return (0..<count).map { _ in
            var text: [UInt8] = []
            let length = Int(generator.next() % 120)
            while text.count < length { text += Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8) }
            return text
        }
    }

    @Test func thePairTablesRunWhereTheProcessorHasSSSE3() {
        #if arch(x86_64)
        #expect(WordScan.pairScanRuns)
        #expect(WordScan(Self.words).usesPairScan)
        #endif
        #expect(!WordScan(Self.words, pairScan: false).usesPairScan)
        // Two anchors are tested as fast by compares; more than sixteen do not fit the tables.
        #expect(!WordScan([("class", 0), ("IQKeyboard", 0)]).usesPairScan)
        // Seventeen anchors: `QA`, `QB`, … `QQ`.
        let seventeen = (0..<17).map { (word: "Q" + String(UnicodeScalar(UInt8(ascii: "A") + UInt8($0))) + "z", anchorOffset: 0) }
        #expect(!WordScan(seventeen).usesPairScan)
        #expect(WordScan(Array(seventeen.prefix(16))).usesPairScan == WordScan.pairScanRuns)
    }

    @Test(arguments: [3, 8, 9, 16])
    func bothWaysFindTheSameWords(anchors: Int) {
        let words = Array(Self.words.prefix(anchors))
        let tables = WordScan(words), compares = WordScan(words, pairScan: false)
        for text in Self.texts(count: 3_000) {
            #expect(tables.holdsAnyWord(text) == compares.holdsAnyWord(text), "\(String(decoding: text, as: UTF8.self))")
            text.withUnsafeBufferPointer { buffer in
                for start in [0, 1, 15, 16, 17, 33, text.count - 2, text.count] where start >= 0 {
                    #expect(tables.firstWord(in: buffer, from: start) == compares.firstWord(in: buffer, from: start))
                }
            }
        }
    }

    /// A counted word lets a buffer through once it occurs `needed` times, however the occurrences
    /// are found.
    @Test func bothWaysCountTheSameWords() {
        let counting: [(word: String, anchorOffset: Int, isCounted: @Sendable (UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool)] = [
            ("TextField", 3, Prefilter.inputMention)
        ]
        let words = Array(Self.words.prefix(4))
        let tables = WordScan(words, counting: counting, needed: 2), compares = WordScan(words, counting: counting, needed: 2, pairScan: false)
        #expect(tables.usesPairScan == WordScan.pairScanRuns)
        var through = 0
        for text in Self.texts(count: 3_000) {
            let found = tables.holdsAnyWord(text)
            #expect(found == compares.holdsAnyWord(text), "\(String(decoding: text, as: UTF8.self))")
            if found { through += 1 }
        }
        #expect(through > 100)
    }
}

/// A small deterministic generator, so that a failure can be replayed.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
