import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Code written in Swift 1/2 spells the text delegate methods without `_`: a method's first
/// parameter took no argument label then, so `func textFieldShouldReturn(textField: UITextField)`
/// is the Return handler, and `shouldChangeCharactersInRange` the edit check. They are read as
/// the methods they are; a method of that name whose first parameter is no text field is not.
@Suite struct UIKitSwift2DelegateTests {
    private let engine = Engine()

    private func found(_ text: String) -> [String] {
        engine.analyze(text, path: "ShippingViewController.swift").findings.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    /// Recipient then street, both Next-labelled and delegated to the controller, whose Return
    /// handler is `handler`.
    static func shippingScreen(handler: String) -> MarkedText {
        MarkedText("""
            import UIKit

            class ShippingViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var 1️⃣recipientField: UITextField!
                @IBOutlet weak var streetField: UITextField!
                @IBOutlet weak var cityField: UITextField!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    recipientField.delegate = self
                    streetField.delegate = self
                    cityField.delegate = self
                    recipientField.returnKeyType = .next
                    streetField.returnKeyType = .next
                    cityField.returnKeyType = .done
                }

            \(handler)

                func placeOrder() {
                    println("ordering")
                }
            }
            """)
    }

    /// Every field moves on or submits: nothing to report, whatever the era's spelling.
    @Test(arguments: [
        "func textFieldShouldReturn(textField: UITextField) -> Bool {",
        "func textFieldShouldReturn(textField: UITextField!) -> Bool {",
        "func textFieldShouldReturn(_ textField: UITextField) -> Bool {",
    ])
    func anUnlabelledHandlerOfSwift2RoutesTheForm(signature: String) {
        let screen = Self.shippingScreen(handler: """
                \(signature)
                    if textField == recipientField {
                        streetField.becomeFirstResponder()
                    } else if textField == streetField {
                        cityField.becomeFirstResponder()
                    } else {
                        placeOrder()
                    }
                    return true
                }
            """)
        #expect(found(screen.text).isEmpty)
    }

    /// The Swift 2 handler is read, so one that only resigns strands the recipient field.
    @Test func anUnlabelledHandlerThatOnlyResignsIsReported() {
        let screen = Self.shippingScreen(handler: """
                func textFieldShouldReturn(textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    return true
                }
            """)
        #expect(found(screen.text).contains("missing-focus-transition@\(screen["1️⃣"])"))
    }

    /// A method that takes no text field is no delegate method in any Swift: the form has no
    /// handler, and its Next labels promise what Return does not do.
    @Test func aMethodOfThatNameTakingNoTextFieldIsNoHandler() {
        let routed = Self.shippingScreen(handler: """
                func textFieldShouldReturn(textField: UITextField) -> Bool {
                    if textField == recipientField { streetField.becomeFirstResponder() }
                    if textField == streetField { cityField.becomeFirstResponder() }
                    return true
                }
            """)
        let unrelated = Self.shippingScreen(handler: """
                func textFieldShouldReturn(field: String) -> Bool {
                    if field == "recipient" { streetField.becomeFirstResponder() }
                    if field == "street" { cityField.becomeFirstResponder() }
                    return true
                }
            """)
        #expect(found(routed.text).isEmpty)
        #expect(!found(unrelated.text).isEmpty)
    }

    /// `shouldChangeCharactersInRange` is Swift 2's label of the edit check.
    @Test(arguments: ["textField: UITextField, shouldChangeCharactersInRange", "_ textField: UITextField, shouldChangeCharactersIn"])
    func theSwift2EditCheckIsRunForADeletion(parameters: String) {
        let text = MarkedText("""
            import UIKit

            class CodeViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var codeField: UITextField!

                func textField(\(parameters) range: NSRange, replacementString string: String) -> Bool {
                    guard Int(string) != nil else { 1️⃣return false }
                    return true
                }
            }
            """)
        #expect(found(text.text) == ["deletion-blocked@\(text["1️⃣"])"])
    }
}
