import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A text-field property that only points at the field being edited (given the field
/// `textFieldDidBeginEditing(_:)` is handed, `nil` when editing ends, read to scroll it into view)
/// is a reference to one of the form's fields, not a field after them: the form's last real
/// field stays its last, and what follows it is not asked for.
@Suite struct UIKitEditingTrackerTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "Transfer.swift").findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    /// A payee, then an amount typed on a decimal pad; `more` adds members.
    static func transfer(fields: String = "", more: String = "") -> MarkedText {
        MarkedText("""
            import UIKit

            final class TransferViewController: UIViewController, UITextFieldDelegate {
                private let payeeField = UITextField()
                private let 1️⃣amountField = UITextField()\(fields)
                private weak var focusedField: UITextField?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    payeeField.delegate = self
                    amountField.delegate = self
                    payeeField.returnKeyType = .next
                    amountField.keyboardType = .decimalPad
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == payeeField {
                        amountField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }

                func textFieldDidBeginEditing(_ textField: UITextField) {
                    focusedField = textField
                }

                func textFieldDidEndEditing(_ textField: UITextField) {
                    self.focusedField = nil
                }

                @objc func keyboardWillShow() {
                    guard let focusedField else { return }
                    view.scrollRectToVisible(focusedField.frame, animated: true)
                }
            \(more)
            }

            """)
    }

    /// The amount is the last field: its keypad has no Return key to miss.
    @Test func theFieldBeingEditedIsNoFieldAfterTheLast() {
        #expect(spots(Self.transfer().text).isEmpty)
    }

    /// A real field after the amount still leaves the keypad user stuck there.
    @Test func aRealFieldAfterTheKeypadIsStillAskedFor() {
        let form = Self.transfer(fields: "\n    private let memoField = UITextField()")
        #expect(spots(form.text) == ["keypad-without-return@\(form["1️⃣"])"])
    }

    /// Given one of the form's fields by name, a field of its own, or an alert's field (a closure's
    /// parameter, not a delegate method's), the property may be a field on screen: as before, it
    /// is a member after the amount.
    @Test(arguments: [
        "    func startOver() {\n        focusedField = payeeField\n    }",
        "    func addMemo() {\n        focusedField = UITextField()\n    }",
        "    func textFieldAskForMemo(_ textField: UITextField) {\n        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)\n"
            + "        alert.addTextField { textField in self.focusedField = textField }\n    }",
    ])
    func aPropertyGivenAnythingElseStaysAField(method: String) {
        let form = Self.transfer(more: method)
        #expect(spots(form.text) == ["keypad-without-return@\(form["1️⃣"])"])
    }
}
