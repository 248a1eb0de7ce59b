import FocusRules
import FormlspEngine
import Foundation
import Testing
import TestSupport

/// Routing by tag: `textFieldShouldReturn(_:)` looks the next field up with
/// `viewWithTag(textField.tag + 1)`, and the class tags its fields in code. The field tagged one
/// more is where Return goes; a tag that no field (or more than one) carries may find any view.
@Suite struct UIKitTagRoutingTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "Address.swift").findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    /// `cityKey` is the Return key of the middle field; `lookup` finds the next field.
    static func address(cityKey: String, lookup: String = "view.viewWithTag(textField.tag + 1) as? UITextField") -> MarkedText {
        MarkedText("""
            final class AddressViewController: UIViewController, UITextFieldDelegate {
                private let streetField = UITextField()
                private let cityField = UITextField()
                private let postcodeField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for field in [streetField, cityField, postcodeField] {
                        field.delegate = self
                        view.addSubview(field)
                    }
                    streetField.tag = 1
                    cityField.tag = 2
                    postcodeField.tag = 3
                    streetField.returnKeyType = .next
                    1️⃣cityField.returnKeyType = .\(cityKey)
                    postcodeField.returnKeyType = .done
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if let next = \(lookup) {
                        next.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
    }

    @Test func aFieldThatMovesToTheNextTagLabelledDoneIsAMismatch() {
        let source = Self.address(cityKey: "done")
        #expect(spots(source.text) == ["submit-label-mismatch@\(source["1️⃣"])"])
    }

    @Test func aChainWalkedByTagAndLabelledNextIsRight() {
        #expect(spots(Self.address(cityKey: "next").text).isEmpty)
    }

    /// Looking the tag up through the field's superview, without a cast, is the same idiom.
    @Test func aLookupThroughTheSuperviewIsRead() {
        let source = Self.address(cityKey: "done", lookup: "textField.superview?.viewWithTag(textField.tag + 1)")
        #expect(spots(source.text) == ["submit-label-mismatch@\(source["1️⃣"])"])
    }

    /// Tags that are not literals may point anywhere: nothing is said.
    @Test func computedTagsAreUnknown() {
        let source = Self.address(cityKey: "done").text.replacingOccurrences(of: "cityField.tag = 2", with: "cityField.tag = nextTag()")
        #expect(spots(source).isEmpty)
    }
}
