import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A `textFieldShouldReturn(_:)` that walks an array of the class's fields in order: it finds the
/// field that is first responder, then focuses the one after it (skipping those switched off), and
/// resigns after the last. The array's order is the chain's.
@Suite struct UIKitArrayWalkRoutingTests {
    private let engine = Engine()

    static func form(keys: String = "", loop: String = skippingLoop) -> MarkedText {
        MarkedText("""
            import UIKit

            final class PaymentViewController: UIViewController, UITextFieldDelegate {
                private let 1️⃣holderField = UITextField()
                private let 2️⃣cardField = UITextField()
                private let expiryField = UITextField()
                private var inputs: [UITextField] { [holderField, cardField, expiryField] }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    inputs.forEach { $0.delegate = self }\(keys)
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    focusFollowingInput()
                    return true
                }

            \(loop)
            }

            """)
    }

    /// Remembers the first responder, then focuses the next enabled field.
    static let skippingLoop = """
            private func focusFollowingInput() {
                var current: UITextField?
                for input in inputs {
                    if current != nil && input.isEnabled {
                        input.becomeFirstResponder()
                        return
                    }
                    if input.isFirstResponder {
                        current = input
                    }
                }
                current?.resignFirstResponder()
            }
        """

    /// The position of the first responder, then the field after it.
    static let enumeratedLoop = """
            private func focusFollowingInput() {
                for (position, input) in inputs.enumerated() where input.isFirstResponder {
                    if position + 1 < inputs.count {
                        inputs[position + 1].becomeFirstResponder()
                    } else {
                        input.resignFirstResponder()
                    }
                }
            }
        """

    private func findings(_ text: String) -> [Finding] {
        engine.analyze(text, path: "PaymentViewController.swift").findings
    }

    @Test(arguments: [skippingLoop, enumeratedLoop])
    func fieldsThatMoveOnUnderTheDefaultKeyAreTold(loop: String) {
        let source = Self.form(loop: loop)
        let found = findings(source.text)
        #expect(found.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" } == [
            "missing-submit-label@\(source["1️⃣"])", "missing-submit-label@\(source["2️⃣"])",
        ])
        // The handler is the class's own: labelling the field is safe.
        #expect(found.allSatisfy { $0.fixes.count == 1 })
    }

    @Test(arguments: [skippingLoop, enumeratedLoop])
    func nextLabelsAlongTheArrayAreRight(loop: String) {
        let keys = """

                    holderField.returnKeyType = .next
                    cardField.returnKeyType = .next
                    expiryField.returnKeyType = .done
            """
        #expect(findings(Self.form(keys: keys, loop: loop).text).isEmpty)
    }

    /// The last field of the array resigns: Next there promises what Return does not do.
    @Test func nextOnTheLastFieldOfTheWalkIsAMismatch() {
        let keys = """

                    holderField.returnKeyType = .next
                    cardField.returnKeyType = .next
                    3️⃣expiryField.returnKeyType = .next
            """
        let source = Self.form(keys: keys)
        #expect(findings(source.text).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" } == ["submit-label-mismatch@\(source["3️⃣"])"])
    }

    /// A loop that stops early (`break`) is not run field by field: routing stays unknown.
    @Test func aLoopThatBreaksStaysUnknown() {
        let loop = Self.skippingLoop.replacingOccurrences(of: "current = input\n", with: "current = input\n                break\n")
        #expect(loop.contains("break"))
        #expect(findings(Self.form(loop: loop).text).isEmpty)
    }
}
