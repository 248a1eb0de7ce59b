import FocusRules
import FormlspEngine
import Testing

@Suite struct PrefilterTests {
    @Test(arguments: Prefilter.words)
    func eachWordLetsAFileThrough(word: String) {
        #expect(Prefilter.mayConcernRules(Array("let a = 1\n// \(word)".utf8)))
        #expect(Prefilter.mayConcernRules(Array(word.utf8)))
    }

    /// The prefilter may only rule out what no rule can flag: every rule's own triggering examples
    /// must get through it.
    @Test func everyRulesTriggeringExamplesGetThrough() {
        let examples = RuleRegistry.rules.flatMap { rule in rule.examples.triggering.map { (rule.description.id, RuleExamples.plain($0)) } }
        #expect(!examples.isEmpty)
        for (id, example) in examples {
            #expect(Prefilter.mayConcernRules(Array(example.utf8)), "the prefilter hides \(id)'s example:\n\(example)")
        }
    }

    @Test func filesWithoutTheWordsAreRuledOut() {
        #expect(!Prefilter.mayConcernRules(Array("struct A { var focus = 1; func submit() {} }\nFocusStat".utf8)))
        #expect(!Prefilter.mayConcernRules([UInt8]()))
        #expect(!Prefilter.mayConcernRules([0xFF, 0xFE, 0x00, 0x66, 0x6F]))
    }

    /// The scan reads sixteen bytes at a time: a word must be found wherever it falls, across
    /// those blocks and at both ends of the file.
    @Test(arguments: Prefilter.words)
    func eachWordIsFoundAtEveryOffset(word: String) {
        for offset in 0...40 {
            let before = String(repeating: "a", count: offset)
            #expect(Prefilter.mayConcernRules(Array((before + word + " let b = 2").utf8)), "\(word) at \(offset)")
            #expect(Prefilter.mayConcernRules(Array((before + word).utf8)), "\(word) ending the file after \(offset)")
            #expect(!Prefilter.mayConcernRules(Array((before + word.dropLast()).utf8)), "\(word) cut short at \(offset)")
        }
    }

    @Test func anchorsInOtherWordsLetNothingThrough() {
        let anchorsOnly = "document submarine subModel ladSize urnKey odDevice oldCount htmlView " + String(repeating: "x", count: 33)
        #expect(!Prefilter.mayConcernRules(Array(anchorsOnly.utf8)))
    }

    @Test func aWordCutAtTheEndDoesNotCount() {
        #expect(!Prefilter.mayConcernRules(Array("x.focuse".utf8)))
        #expect(Prefilter.mayConcernRules(Array("x.focused".utf8)))
    }
}
