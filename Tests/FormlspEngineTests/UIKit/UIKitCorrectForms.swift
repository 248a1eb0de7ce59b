import FocusRules
import FormlspEngine
import TestSupport
import Testing

/// Correct UIKit forms in every style formlsp understands: no rule may fire on any of them.
@Suite struct UIKitCorrectFormsTests {
    static let forms: [(name: String, source: String)] = [
        ("switch in a delegate extension", switchInExtension),
        ("if / else if with identity", identityChain),
        ("guard with early returns", guardChain),
        ("helper method", helperMethod),
        ("lazy configuration closures", lazyClosures),
        ("Then-style configuration", thenStyle),
        ("array of fields with index + 1", arrayIndex),
        ("viewWithTag", tagBased),
        ("NextTextFieldHandler protocol", protocolHelper),
        ("return keys set while editing", dynamicReturnKeys),
        ("delegate to another object", otherDelegate),
        ("target action on editingDidEndOnExit", targetAction),
        ("IQKeyboardReturnKeyHandler", returnKeyHandler),
        ("outlets without an interface file", outletsWithoutStoryboard),
        ("outlets declared out of screen order", outletsOutOfOrder),
        ("custom base controller", customBaseController),
        ("text view at the end", textViewAtTheEnd),
        ("number pad with accessory toolbar", numberPadWithToolbar),
        ("character filter allowing deletion", characterFilter),
        ("view that is not a delegate scope", notADelegateScope),
        ("every field labelled Done, Return resigns", doneEverywhere),
        ("masked entry that writes its own text", maskedEntry),
    ]

    @Test(arguments: forms.map(\.name))
    func correctFormReportsNothing(_ name: String) {
        let source = Self.forms.first { $0.name == name }!.source
        let reported = findings(in: source)
        #expect(reported.isEmpty, "\(name): \(reported.map { "\($0.rule): \($0.message)" })")
    }

    @Test(arguments: forms.map(\.name))
    func fixingACorrectFormChangesNothing(_ name: String) {
        let source = Self.forms.first { $0.name == name }!.source
        #expect(Engine().fixAll(source, path: "Form.swift", includeUnsafe: true).text == source)
    }

    static let switchInExtension = """
        import UIKit

        final class RegisterViewController: UIViewController {
            private let nameField = UITextField()
            private let emailField = UITextField()
            private let passwordField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                for field in [nameField, emailField, passwordField] {
                    field.delegate = self
                    field.returnKeyType = .next
                    view.addSubview(field)
                }
                passwordField.returnKeyType = .join
            }

            private func register() {}
        }

        extension RegisterViewController: UITextFieldDelegate {
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                switch textField {
                case nameField:
                    emailField.becomeFirstResponder()
                case emailField:
                    passwordField.becomeFirstResponder()
                case passwordField:
                    textField.resignFirstResponder()
                    register()
                default:
                    break
                }
                return true
            }
        }
        """

    static let identityChain = """
        class LoginViewController: UIViewController, UITextFieldDelegate {
            let userField = UITextField()
            let passField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                userField.delegate = self
                passField.delegate = self
                userField.returnKeyType = .next
                passField.returnKeyType = .go
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField === userField {
                    passField.becomeFirstResponder()
                } else if textField === passField {
                    view.endEditing(true)
                    signIn()
                }
                return false
            }

            func signIn() {}
        }
        """

    static let guardChain = """
        class AddressViewController: UIViewController, UITextFieldDelegate {
            let streetField = UITextField()
            let cityField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                [streetField, cityField].forEach { $0.delegate = self }
                streetField.returnKeyType = .next
                cityField.returnKeyType = .done
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                guard textField == streetField else {
                    textField.resignFirstResponder()
                    save()
                    return true
                }
                cityField.becomeFirstResponder()
                return true
            }

            func save() {}
        }
        """

    static let dynamicReturnKeys = """
        class QuickFormViewController: UIViewController, UITextFieldDelegate {
            let titleField = UITextField()
            let noteField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                titleField.delegate = self
                noteField.delegate = self
            }

            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
                textField.returnKeyType = noteField.text?.isEmpty == false ? .done : .next
                return true
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == titleField, noteField.text?.isEmpty != false {
                    noteField.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }
        }
        """

    static let otherDelegate = """
        class ProfileViewController: UIViewController, UITextFieldDelegate {
            let nameField = UITextField()
            let bioField = UITextField()
            let formHandler = FormHandler()

            override func viewDidLoad() {
                super.viewDidLoad()
                nameField.delegate = self
                bioField.delegate = formHandler
                nameField.returnKeyType = .next
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == nameField { bioField.becomeFirstResponder() }
                return true
            }
        }
        """

    static let targetAction = """
        class PinViewController: UIViewController, UITextFieldDelegate {
            let pinField = UITextField()
            let nameField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                nameField.delegate = self
                pinField.addTarget(self, action: #selector(pinEntered), for: .editingDidEndOnExit)
            }

            @objc private func pinEntered() { nameField.becomeFirstResponder() }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return true
            }
        }
        """

    static let returnKeyHandler = """
        class FeedbackViewController: UIViewController, UITextFieldDelegate {
            let nameField = UITextField()
            let emailField = UITextField()
            private var returnKeyHandler: IQKeyboardReturnKeyHandler?

            override func viewDidLoad() {
                super.viewDidLoad()
                returnKeyHandler = IQKeyboardReturnKeyHandler(controller: self)
                returnKeyHandler?.delegate = self
            }
        }
        """

    static let outletsWithoutStoryboard = """
        class EditorViewController: UIViewController, UITextFieldDelegate {
            @IBOutlet private weak var headlineField: UITextField!
            @IBOutlet private weak var bylineField: UITextField!

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                switch textField {
                case headlineField: bylineField.becomeFirstResponder()
                default: textField.resignFirstResponder()
                }
                return true
            }
        }
        """

    static let outletsOutOfOrder = """
        class SignInViewController: UIViewController, UITextFieldDelegate {
            @IBOutlet weak var passwordField: UITextField!
            @IBOutlet weak var emailField: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
                emailField.delegate = self
                passwordField.delegate = self
                emailField.returnKeyType = .next
                passwordField.returnKeyType = .go
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == emailField {
                    passwordField.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }
        }
        """

    static let customBaseController = """
        class BillingViewController: FormViewController {
            let ibanField = UITextField()
            let bicField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                ibanField.delegate = self
                bicField.delegate = self
            }
        }
        """

    static let textViewAtTheEnd = """
        class ReviewViewController: UIViewController, UITextFieldDelegate {
            let titleField = UITextField()
            let bodyView = UITextView()

            override func viewDidLoad() {
                super.viewDidLoad()
                titleField.delegate = self
                titleField.returnKeyType = .next
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                bodyView.becomeFirstResponder()
                return false
            }
        }
        """

    static let numberPadWithToolbar = """
        class TipViewController: UIViewController, UITextFieldDelegate {
            let amountField = UITextField()
            let noteField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                amountField.keyboardType = .decimalPad
                amountField.inputAccessoryView = makeToolbar()
                noteField.delegate = self
                noteField.returnKeyType = .done
            }

            private func makeToolbar() -> UIToolbar { UIToolbar() }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return true
            }
        }
        """

    static let characterFilter = """
        class CodeViewController: UIViewController, UITextFieldDelegate {
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                if string.isEmpty { return true }
                guard string.rangeOfCharacter(from: CharacterSet.decimalDigits.inverted) == nil else { return false }
                let current = (textField.text ?? "") as NSString
                return current.replacingCharacters(in: range, with: string).count <= 6
            }
        }
        """

    /// Independent settings: each Return key says Done and Return ends editing, so nothing is
    /// meant to walk the fields.
    static let doneEverywhere = """
        final class ProxySettingsViewController: UIViewController, UITextFieldDelegate {
            let hostField = UITextField()
            let portField = UITextField()
            let userField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                hostField.delegate = self
                hostField.returnKeyType = .done
                portField.delegate = self
                portField.returnKeyType = .done
                userField.delegate = self
                userField.returnKeyType = .done
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return true
            }
        }
        """

    /// A PIN box keeps the digits itself and shows bullets: it applies every edit, deletions
    /// included, through a helper, and returns false so UIKit does not apply it twice.
    static let maskedEntry = """
        final class PinEntryView: UIView, UITextFieldDelegate {
            private var digits = ""

            func textField(_ box: UITextField, shouldChangeCharactersIn range: NSRange, replacementString typed: String) -> Bool {
                if !typed.isEmpty, digits.count >= 6 { return false }
                digits = (digits as NSString).replacingCharacters(in: range, with: typed)
                showBullets(in: box)
                return false
            }

            private func showBullets(in box: UITextField) {
                box.text = String(repeating: "•", count: digits.count)
            }
        }
        """

    static let notADelegateScope = """
        final class LoginHeaderView: UIView {
            let userField = UITextField()
            let passwordField = UITextField()
        }
        """
}

/// The classic UIKit mistakes, each reported where rules.md says.
@Suite struct UIKitBrokenFormsTests {
    @Test func resignOnlyRoutingLeavesTheFormMidway() {
        let marked = MarkedText("""
            class SignInViewController: UIViewController, UITextFieldDelegate {
                let 1️⃣emailField = UITextField()
                let passwordField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [emailField, passwordField].forEach { $0.delegate = self }
                    passwordField.returnKeyType = .done
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    return true
                }
            }
            """)
        let reported = findings(in: marked.text)
        #expect(reported.map(\.range.lowerBound) == [marked["1️⃣"]])
        #expect(reported.map(\.rule) == ["missing-focus-transition"])
        #expect(reported.first?.related.isEmpty == false, "points at textFieldShouldReturn")
    }

    @Test func aDoneKeyOnAFieldThatMovesOn() {
        let marked = MarkedText("""
            class SignInViewController: UIViewController, UITextFieldDelegate {
                private lazy var emailField: UITextField = {
                    let field = UITextField()
                    1️⃣field.returnKeyType = .done
                    field.delegate = self
                    return field
                }()
                private lazy var passwordField: UITextField = {
                    let field = UITextField()
                    field.returnKeyType = .go
                    field.delegate = self
                    return field
                }()

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == emailField { passwordField.becomeFirstResponder() }
                    else { textField.resignFirstResponder(); signIn() }
                    return true
                }

                func signIn() {}
            }
            """)
        let reported = findings(in: marked.text)
        #expect(reported.map(\.rule) == ["submit-label-mismatch"])
        #expect(reported.map(\.range.lowerBound) == [marked["1️⃣"]])
        #expect(reported.first?.message.contains("emailField") == true)
    }
}
