import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A handler whose effect cannot be told (it hands the field to a closure out of sight) never runs on a
/// field without a Return key, and no label shows on one: a form of phone pads alone, each behind
/// its own switch, routes nothing, even labelled Next, so no pad there is told it blocks the way on.
/// A move written for the pad, or a field with a Return key whose handler may route, or a Next label
/// in a form where some field has a Return key, still makes a chain the pad breaks.
@Suite struct UIKitKeypadOnlyChainTests {
    /// Contact options: `first` and `second` (outlets), both delegated to the controller, whose
    /// Return handler runs `handler`.
    static func contactOptions(secondKeyboard: String = ".phonePad", labels: String = "", handler: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class ReminderContactViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var 1️⃣callNumberField: UITextField!
                @IBOutlet weak var textNumberField: UITextField!
                @IBOutlet weak var callSwitch: UISwitch!
                @IBOutlet weak var textSwitch: UISwitch!
                var onReturn: ((UITextField) -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    callNumberField.keyboardType = .phonePad
                    textNumberField.keyboardType = \(secondKeyboard)
                    \(labels)
                    callNumberField.delegate = self
                    textNumberField.delegate = self
                    callNumberField.isEnabled = callSwitch.isOn
                    textNumberField.isEnabled = textSwitch.isOn
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    \(handler)
                    return true
                }
            }

            """)
    }

    private func keypadNotes(_ text: String) -> [Int] {
        Engine().analyze(text, path: "ReminderContactViewController.swift").findings.filter { $0.rule == "keypad-without-return" }.map(\.range.lowerBound)
    }

    @Test func padsAloneWithAHandlerOutOfSightRouteNothing() {
        #expect(keypadNotes(Self.contactOptions(handler: "onReturn?(textField)").text) == [])
    }

    @Test func padsAloneLabelledNextRouteNothing() {
        let labels = "callNumberField.returnKeyType = .next; textNumberField.returnKeyType = .next"
        #expect(keypadNotes(Self.contactOptions(labels: labels, handler: "textField.resignFirstResponder()").text) == [])
    }

    @Test func aNextLabelInAFormWithAReturnKeyKeepsTheNote() {
        let form = Self.contactOptions(secondKeyboard: ".default", labels: "callNumberField.returnKeyType = .next", handler: "textField.resignFirstResponder()")
        #expect(keypadNotes(form.text) == [form["1️⃣"]])
    }

    @Test(arguments: [
        (".default", "onReturn?(textField)"),
        (".phonePad", "if textField == callNumberField { textNumberField.becomeFirstResponder() }"),
    ])
    func aReturnKeyThatMayRouteOrAMoveWrittenForThePadKeepsTheNote(secondKeyboard: String, handler: String) {
        let form = Self.contactOptions(secondKeyboard: secondKeyboard, handler: handler)
        #expect(keypadNotes(form.text) == [form["1️⃣"]], "\(secondKeyboard) \(handler)")
    }
}
