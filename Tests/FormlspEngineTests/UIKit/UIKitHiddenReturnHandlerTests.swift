import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A `textFieldShouldReturn(_:)` filed under another delegate protocol (`extension …:
/// UITextViewDelegate`) in a class that conforms to `UITextFieldDelegate` nowhere is not exposed
/// to Objective-C: UIKit never calls it. A form whose only Return code is such a handler that
/// resigns shows no routing intent, so no field is told it moves focus nowhere.
@Suite struct UIKitHiddenReturnHandlerTests {
    /// A sign-up controller whose Return handler sits in an extension declaring `conformance`.
    static func signUp(conformance: String, attribute: String = "") -> MarkedText {
        MarkedText("""
            class SignUpViewController: UIViewController {
                @IBOutlet weak var 1️⃣nameField: UITextField!
                @IBOutlet weak var emailField: UITextField!
                @IBOutlet weak var bioView: UITextView!

                @IBAction func signUpTapped(_ sender: UIButton) {
                    register(name: nameField.text, email: emailField.text)
                }

                func register(name: String?, email: String?) {}
            }

            extension SignUpViewController: \(conformance) {
                \(attribute)func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    return true
                }
            }
            """)
    }

    @Test func aHandlerFiledUnderTheTextViewDelegateIsNeverCalled() {
        let form = Self.signUp(conformance: "UITextViewDelegate")
        #expect(findings(in: form.text, rule: "missing-focus-transition").isEmpty)
    }

    /// Declared under the text field's protocol, or marked `@objc`, UIKit calls it: a handler that
    /// resigns in the middle of the form is a missing transition, as before.
    @Test(arguments: [("UITextFieldDelegate", ""), ("UITextViewDelegate", "@objc ")])
    func aHandlerUIKitCallsStillResignsMidForm(conformance: String, attribute: String) {
        let form = Self.signUp(conformance: conformance, attribute: attribute)
        let warnings = findings(in: form.text, rule: "missing-focus-transition")
        #expect(warnings.map(\.range.lowerBound) == [form["1️⃣"]], "\(warnings.map(\.message))")
    }
}
