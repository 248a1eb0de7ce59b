import FocusRules
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// A view of the app's own wrapping a text field (`CaptionedTextField` with its `textField`): what
/// the controller sets on the inner field (`input.textField.inputView`, `.keyboardType`) is set on
/// the wrapper, the chain's member.
@Suite struct UIKitWrappedFieldTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "Form.swift").findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    private func profileEditor(yearSetup: String) -> MarkedText {
        MarkedText("""
            final class CaptionedTextField: UIView {
                let textField = UITextField()
            }

            final class ProfileEditorViewController: UIViewController, UITextFieldDelegate {
                private let 1️⃣nameInput = CaptionedTextField()
                private let 2️⃣yearInput = CaptionedTextField()
                private let cityInput = CaptionedTextField()
                private let yearPicker = UIPickerView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [nameInput, yearInput, cityInput].forEach { $0.textField.delegate = self }
                    \(yearSetup)
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    return true
                }
            }
            """)
    }

    /// A keypad leaves the wrapped field no Return key.
    @Test func aKeypadSetOnTheWrappedFieldIsSetOnTheWrapper() {
        let form = profileEditor(yearSetup: "yearInput.textField.keyboardType = .numberPad")
        #expect(spots(form.text) == ["missing-focus-transition@\(form["1️⃣"])"])
    }

    /// A picker in place of the keyboard leaves the wrapped field no keyboard at all: where Return
    /// moves focus nowhere, the name's Return ends the typing before it (`UIKitPickerNextFieldTests`).
    @Test func aPickerSetOnTheWrappedFieldIsSetOnTheWrapper() {
        let form = profileEditor(yearSetup: "yearInput.textField.inputView = yearPicker")
        #expect(spots(form.text) == [])
    }

    @Test func aWrapperWithItsKeyboardGetsItsOwnFinding() {
        let form = profileEditor(yearSetup: "yearInput.textField.placeholder = \"Year\"")
        #expect(spots(form.text) == ["missing-focus-transition@\(form["1️⃣"])", "missing-focus-transition@\(form["2️⃣"])"])
    }
}

/// Fields a class builds in the two arms of one `if` (a key field in one login mode, email and
/// password in the other) are alternatives: never on screen together, never each other's next field.
@Suite struct UIKitAlternativeFieldsTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "Form.swift").findings.filter { $0.severity == .warning }.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    private func syncLogin(choice: String) -> MarkedText {
        MarkedText("""
            final class SyncLoginSection: NSObject, UITextFieldDelegate {
                private var 1️⃣tokenField: UITextField?
                private var userField: UITextField?
                private var passField: UITextField?
                var usesToken = false

                func cell(at indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    if \(choice) {
                        let token = UITextField()
                        token.delegate = self
                        tokenField = token
                    } else {
                        let user = UITextField()
                        user.delegate = self
                        userField = user
                        let pass = UITextField()
                        pass.isSecureTextEntry = true
                        pass.delegate = self
                        passField = pass
                    }
                    return cell
                }

                func reset() {
                    tokenField = nil
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case userField: passField?.becomeFirstResponder()
                    default: textField.resignFirstResponder()
                    }
                    return false
                }
            }
            """)
    }

    @Test func fieldsBuiltInTwoArmsOfOneIfAreAlternatives() {
        #expect(spots(syncLogin(choice: "usesToken").text).isEmpty)
    }

    /// Return in the token field focusing the user field, which only the other mode builds: the
    /// keyboard goes, focus goes nowhere.
    @Test func routingToAFieldOfTheOtherArmIsUnbound() {
        let form = syncLogin(choice: "usesToken")
        let routed = form.text.replacingOccurrences(
            of: "case userField: passField?.becomeFirstResponder()",
            with: "case tokenField: userField?.becomeFirstResponder()\n        case userField: passField?.becomeFirstResponder()")
        #expect(routed != form.text)
        let found = engine.analyze(routed, path: "Form.swift").findings.filter { $0.severity == .warning }
        #expect(found.map(\.rule.rawValue) == ["unbound-focus-target"])
        #expect(found.first?.message == "`userField` is built only in another arm of the `if` around `tokenField`: from there this moves focus nowhere and the keyboard disappears")
    }

    /// The address field is built whatever the mode; the suggestion field only by one arm.
    private func searchEngine(building: String = "if !usesSharedInstance {", moving: String = "suggestionField?.becomeFirstResponder()") -> MarkedText {
        MarkedText("""
            final class SearchEngineSection: NSObject, UITextFieldDelegate {
                private var addressField: UITextField?
                private var suggestionField: UITextField?
                var usesSharedInstance = false

                func cell(at indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    let address = UITextField()
                    address.delegate = self
                    addressField = address
                    \(building)
                        let suggestion = UITextField()
                        suggestion.delegate = self
                        suggestionField = suggestion
                    }
                    return cell
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == addressField {
                        1️⃣\(moving)
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
    }

    /// In the shared-instance mode the address field is alone: its Return tries a field never built.
    @Test func routingToAFieldBuiltInOnlyOneArmIsUnbound() {
        let form = searchEngine()
        let found = engine.analyze(form.text, path: "Form.swift").findings.filter { $0.severity == .warning }
        #expect(found.map { "\($0.rule)@\($0.range.lowerBound)" } == ["unbound-focus-target@\(form["1️⃣"])"])
        #expect(found.first?.message == "`suggestionField` is built only in one arm of an `if` that `addressField` is outside of: from its other arms this moves focus nowhere")
    }

    /// Built once and there ever after, built on every system the app runs on, or moved to only in
    /// the mode that builds it: always there when Return moves to it.
    @Test(arguments: [
        ("if suggestionField == nil {", "suggestionField?.becomeFirstResponder()"),
        ("if #available(iOS 15, *) {", "suggestionField?.becomeFirstResponder()"),
        ("if !usesSharedInstance {", "if !usesSharedInstance { suggestionField?.becomeFirstResponder() } else { textField.resignFirstResponder() }"),
    ])
    func aFieldThereWheneverReturnMovesToItIsBound(building: String, moving: String) {
        #expect(spots(searchEngine(building: building, moving: moving).text).isEmpty)
    }

    /// A choice by row builds each row's field in turn: all are on screen, the token field's Return
    /// stops before the user field.
    @Test func fieldsBuiltPerRowAreOneForm() {
        let form = syncLogin(choice: "indexPath.row == 0")
        #expect(spots(form.text) == ["missing-focus-transition@\(form["1️⃣"])"])
    }
}
