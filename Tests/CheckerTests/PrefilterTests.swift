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

    /// The scan reads thirty-two bytes at a time, then sixteen, then one: a word must be found
    /// wherever it falls, across those blocks and at both ends of the file.
    @Test(arguments: Prefilter.words)
    func eachWordIsFoundAtEveryOffset(word: String) {
        for offset in 0...80 {
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

    /// A form with no focus plumbing spells no focus word: two inputs named as text fields let its
    /// file through, called (SwiftUI, a design system's input) or held (UIKit properties).
    @Test func twoTextInputsLetAFormWithoutFocusWordsThrough() {
        let form = """
            struct ShippingAddress: View {
                @State private var street = ""
                @State private var city = ""

                var body: some View {
                    Form {
                        TextField("Street", text: $street)
                        TextField("City", text: $city)
                    }
                }
            }
            """
        #expect(Prefilter.mayConcernRules(Array(form.utf8)))
        #expect(Prefilter.mayConcernRules(Array("VStack { PillTextField(\"A\", text: $a); PillTextField(\"B\", text: $b) }".utf8)))
        let controller = """
            final class PaymentController: UIViewController {
                private let holder = UITextField()
                private let number: CardTextField
                lazy var note: UITextField = makeNote()
                let code = UITextField.init(frame: .zero)
            }
            """
        #expect(Prefilter.mayConcernRules(Array(controller.utf8)))
        for (number, line) in controller.split(separator: "\n").enumerated() where line.contains("TextField") {
            let twice = "\(line)\n\(line)\n"
            #expect(Prefilter.mayConcernRules(Array(twice.utf8)), "line \(number) held twice")
        }
    }

    /// One input cannot make a form, however often other names end like one: a style, a parameter's
    /// type, a cast, an array's element.
    @Test func oneTextInputWithoutFocusWordsMayBeRuledOut() {
        let search = """
            struct Finder: View {
                @State private var query = ""

                var body: some View {
                    TextField("Search", text: $query).textFieldStyle(RoundedBorderTextFieldStyle())
                }
            }
            """
        #expect(!Prefilter.mayConcernRules(Array(search.utf8)))
        let helpers = """
            func clear(_ field: UITextField) { (field.superview as? UITextField)?.text = nil }
            let shown: [UITextField] = []
            let extra: UITextFieldStyle? = nil
            """
        #expect(!Prefilter.mayConcernRules(Array(helpers.utf8)))
    }

    /// The second input is counted wherever it falls across the scan's blocks, and only where a
    /// type's name ends with it.
    @Test func theSecondInputIsFoundAtEveryOffset() {
        for offset in 0...80 {
            let gap = String(repeating: "a", count: offset) + " "
            #expect(Prefilter.mayConcernRules(Array("TextField(\(gap) TextField(".utf8)), "second input after \(offset)")
            #expect(Prefilter.mayConcernRules(Array("\(gap)TextField(x) TextField!".utf8)), "both inputs after \(offset)")
            #expect(!Prefilter.mayConcernRules(Array("\(gap)TextField( TextFields(".utf8)), "a longer name after \(offset)")
            #expect(!Prefilter.mayConcernRules(Array("\(gap)TextField( TextField".utf8)), "a name ending the file after \(offset)")
            #expect(!Prefilter.mayConcernRules(Array("\(gap)TextField( emailTextField = 1".utf8)), "a variable's name after \(offset)")
        }
    }
}
