import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Boxes of a code typed one character each (a PIN, a one-time code), each moving focus on to the
/// next box by itself as its character is typed: a code entry, not a form whose Return is routed.
@Suite struct CodeBoxTests {
    /// A four-box PIN on `keyboard` (one with a Return key unless a test is about keypads). `advance(text, next)` is the `.onChange` body of each box
    /// but the last (empty: no `.onChange`), which watches `watched(text)`; `extra` is added to every
    /// box; `last` to the last one.
    static func pinBoxes(
        keyboard: String = "numbersAndPunctuation", extra: String = "", last: String = "", watched: (String) -> String = { $0 }, advance: (String, String) -> String
    ) -> MarkedText {
        let names = ["first", "second", "third", "fourth"]
        let boxes = names.indices.map { index in
            let name = names[index]
            let change = index < names.count - 1 ? advance("\(name)Digit", names[index + 1]) : ""
            return """
                        TextField("", text: $\(name)Digit)
                            \(index == 0 ? "1️⃣" : "").focused($box, equals: .\(name))
                            .keyboardType(.\(keyboard))
                            \(change.isEmpty ? "" : ".onChange(of: \(watched("\(name)Digit"))) { _ in \(change) }")
                            \(extra)
                            \(index == names.count - 1 ? last : "")
            """
        }
        return MarkedText("""
            struct NewPINCode: View {
                enum Box { case first, second, third, fourth }
                @FocusState private var box: Box?
                @State private var firstDigit = ""
                @State private var secondDigit = ""
                @State private var thirdDigit = ""
                @State private var fourthDigit = ""

                var body: some View {
                    HStack {
            \(boxes.joined(separator: "\n"))
                        Button("Save", action: savePIN)
                    }
                    .onAppear { box = .first }
                }

                func savePIN() {}
                func holdsOne(_ text: String) -> Bool { text.count == 1 }
            }
            """)
    }

    private func rules(_ form: MarkedText) -> [String] {
        findings(in: form.text).map(\.rule.rawValue)
    }

    @Test func boxesAdvancingOnTheirOneCharacterGetNothing() {
        #expect(rules(Self.pinBoxes { text, next in "if \(text).count == 1 { box = .\(next) }" }) == [])
        #expect(rules(Self.pinBoxes { text, next in "if !\(text).isEmpty { box = .\(next) } else { box = nil }" }) == [])
    }

    /// The test of one character may sit in a method of the view the `.onChange` calls.
    @Test func aTestOfOneCharacterInAMethodOfTheViewCounts() {
        #expect(rules(Self.pinBoxes { text, next in "if holdsOne(\(text)) { box = .\(next) }" }) == [])
    }

    /// A box asking for a one-time code may move on at any change: a modifier elsewhere keeps it to one character.
    @Test func oneTimeCodeBoxesAdvancingOnAnyChangeGetNothing() {
        #expect(rules(Self.pinBoxes(extra: ".textContentType(.oneTimeCode)") { _, next in "box = .\(next)" }) == [])
    }

    /// Boxes labelled Next on a number pad move on by themselves: no way on is missing.
    @Test func codeBoxesLabelledNextGetNoKeypadNote() {
        let form = Self.pinBoxes(keyboard: "numberPad", extra: ".submitLabel(.next)") { text, next in "if \(text).count == 1 { box = .\(next) }" }
        #expect(!rules(form).contains("keypad-without-return"))
    }

    // MARK: Still a form

    @Test func boxesThatDoNotAdvanceAreStillAForm() {
        let form = Self.pinBoxes { _, _ in "" }
        let found = findings(in: form.text)
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"])
        #expect(found.first?.range.lowerBound == form["1️⃣"])
    }

    /// No box has a Return key, so their Next labels show nowhere: no pad blocks a way on that Return walks.
    @Test func numberPadsLabelledNextThatDoNotAdvanceGetNoKeypadNote() {
        #expect(!rules(Self.pinBoxes(keyboard: "numberPad", extra: ".submitLabel(.next)") { _, _ in "" }).contains("keypad-without-return"))
    }

    /// Moving on once a longer text is complete (a card number's 16 digits) is no box of one character.
    @Test func advancingOnceALongerTextIsCompleteIsStillAForm() {
        #expect(rules(Self.pinBoxes { text, next in "if \(text).count == 16 { box = .\(next) }" }) == ["form-without-focus-routing"])
    }

    /// Without a one-time code or a test of one character, moving on at every change says nothing of the box.
    @Test func advancingAtAnyChangeOfAPlainFieldIsStillAForm() {
        #expect(rules(Self.pinBoxes { _, next in "box = .\(next)" }) == ["form-without-focus-routing"])
    }

    @Test func onlySomeBoxesAdvancingIsStillAForm() {
        let form = Self.pinBoxes { text, next in text == "firstDigit" ? "if \(text).count == 1 { box = .\(next) }" : "" }
        #expect(rules(form) == ["form-without-focus-routing"])
    }

    /// A change of another value moving focus is not the box advancing as it is typed.
    @Test func advancingOnAnotherValueIsStillAForm() {
        let form = Self.pinBoxes(watched: { _ in "unlockAttempts" }) { text, next in "if \(text).count == 1 { box = .\(next) }" }
        #expect(rules(form) == ["form-without-focus-routing"])
    }
}
