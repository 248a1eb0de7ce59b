import FocusRules
import FormlspEngine
import Testing

/// Inputs a class shows and hides oppositely (`phoneField.isHidden = usesEmail`, `emailField.isHidden
/// = !usesEmail`): one is on screen at a time, so neither is the other's next field (issue 22 item 3).
@Suite struct UIKitHiddenAlternativesTests {
    private func messages(_ text: String) -> [String] {
        Engine().analyze(text, path: "SignIn.swift").findings.map { "\($0.rule.rawValue): \($0.message)" }
    }

    /// Sign-in by phone or by email; `modes` hides the fields per mode; Return in the phone field only
    /// drops the keyboard.
    static func signIn(modes: String) -> String {
        """
        import UIKit

        final class SignInViewController: UIViewController, UITextFieldDelegate {
            private let phoneField = UITextField()
            private let emailField = UITextField()
            private let passwordField = UITextField()
            private var usesEmail = false

            override func viewDidLoad() {
                super.viewDidLoad()
                for field in [phoneField, emailField, passwordField] {
                    field.delegate = self
                    view.addSubview(field)
                }
                emailField.returnKeyType = .next
                showMode()
            }

            @objc func switchMode() {
                usesEmail.toggle()
                showMode()
            }

            private func showMode() {
                \(modes)
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                switch textField {
                case emailField: passwordField.becomeFirstResponder()
                case phoneField: textField.resignFirstResponder()
                default: signIn()
                }
                return true
            }

            func signIn() {}
        }

        """
    }

    @Test func fieldsShownInOppositeModesAreNotEachOthersNextField() {
        // Only the phone is on screen in its mode: Return there may end editing.
        let phoneAlone = Self.signIn(modes: "phoneField.isHidden = usesEmail\n        emailField.isHidden = !usesEmail\n        passwordField.isHidden = !usesEmail")
        #expect(messages(phoneAlone) == [])
        // The password is on screen in both modes: it, not the email field, follows the phone.
        let passwordAlways = Self.signIn(modes: "phoneField.isHidden = usesEmail\n        emailField.isHidden = !usesEmail")
        #expect(messages(passwordAlways) == ["missing-focus-transition: Return in `phoneField` moves focus nowhere; the next field is `passwordField`"])
    }

    /// The same two modes written as the arms of an `if`, each hiding one field and showing the other.
    @Test func fieldsShownInOppositeArmsAreNotEachOthersNextField() {
        let arms = Self.signIn(modes: """
            if usesEmail {
                        phoneField.isHidden = true
                        emailField.isHidden = false
                    } else {
                        phoneField.isHidden = false
                        emailField.isHidden = true
                    }
            """)
        #expect(messages(arms) == ["missing-focus-transition: Return in `phoneField` moves focus nowhere; the next field is `passwordField`"])
    }

    /// Fields hidden alike, or hidden on conditions that differ, are on screen together.
    @Test(arguments: [
        "phoneField.isHidden = usesEmail\n        emailField.isHidden = usesEmail",
        "phoneField.isHidden = usesEmail\n        emailField.isHidden = !isSignedIn",
        "phoneField.isHidden = usesEmail\n        emailField.isHidden = false",
        "if usesEmail { phoneField.isHidden = true; emailField.isHidden = true } else { phoneField.isHidden = false; emailField.isHidden = false }",
        "if usesEmail { phoneField.isHidden = true } else { phoneField.isHidden = false }",
    ])
    func fieldsNotHiddenOppositelyStayInOneChain(modes: String) {
        let form = Self.signIn(modes: modes).replacingOccurrences(of: "    private var usesEmail = false\n", with: "    private var usesEmail = false\n    private var isSignedIn = false\n")
        #expect(messages(form) == ["missing-focus-transition: Return in `phoneField` moves focus nowhere; the next field is `emailField`"])
    }

    /// Sign-up as a person or as a company: each kind's fields sit in a stack of their own, and
    /// `modes` shows one stack and hides the other. The person's one field only drops the keyboard.
    static func accountKinds(modes: String, companyStack: String = "UIStackView(arrangedSubviews: [companyField, taxField])") -> String {
        """
        import UIKit

        final class AccountKindViewController: UIViewController, UITextFieldDelegate {
            private let nicknameField = UITextField()
            private let companyField = UITextField()
            private let taxField = UITextField()
            private let kindControl = UISegmentedControl(items: ["Person", "Company"])
            private lazy var personStack = UIStackView()
            private lazy var companyStack = \(companyStack)

            override func viewDidLoad() {
                super.viewDidLoad()
                personStack.addArrangedSubview(nicknameField)
                let page = UIStackView(arrangedSubviews: [kindControl, personStack, companyStack])
                view.addSubview(page)
                for field in [nicknameField, companyField, taxField] { field.delegate = self }
                companyField.returnKeyType = .next
                taxField.returnKeyType = .done
                showKind()
            }

            @objc func showKind() {
                \(modes)
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == companyField {
                    taxField.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }
        }

        """
    }

    /// Stacks shown in opposite kinds hold alternatives: the person's field is the last of its own.
    @Test(arguments: [
        "personStack.isHidden = kindControl.selectedSegmentIndex == 1\n        companyStack.isHidden = kindControl.selectedSegmentIndex != 1",
        "let isCompany = kindControl.selectedSegmentIndex == 1\n        personStack.isHidden = isCompany\n        companyStack.isHidden = !isCompany",
        "if kindControl.selectedSegmentIndex == 1 {\n            personStack.isHidden = true\n            companyStack.isHidden = false\n        } else {\n            personStack.isHidden = false\n            companyStack.isHidden = true\n        }",
    ])
    func stacksShownInOppositeModesHoldAlternatives(modes: String) {
        #expect(messages(Self.accountKinds(modes: modes)) == [])
        // The company's stack built by adding its fields one by one: the same.
        let added = Self.accountKinds(modes: modes + "\n        companyStack.addArrangedSubview(companyField)\n        companyStack.addArrangedSubview(taxField)", companyStack: "UIStackView()")
        #expect(messages(added) == [])
    }

    /// Stacks hidden alike, or a field held by both stacks, are no choice: the person's field is followed.
    @Test(arguments: [
        ("personStack.isHidden = kindControl.selectedSegmentIndex == 1\n        companyStack.isHidden = kindControl.selectedSegmentIndex == 1", "UIStackView(arrangedSubviews: [companyField, taxField])"),
        ("personStack.isHidden = kindControl.selectedSegmentIndex == 1\n        companyStack.isHidden = kindControl.isHidden", "UIStackView(arrangedSubviews: [companyField, taxField])"),
        ("personStack.isHidden = kindControl.selectedSegmentIndex == 1\n        companyStack.isHidden = kindControl.selectedSegmentIndex != 1\n        personStack.addArrangedSubview(companyField)", "UIStackView(arrangedSubviews: [companyField, taxField])"),
    ])
    func stacksNotHiddenOppositelyHoldOneChain(modes: String, companyStack: String) {
        #expect(messages(Self.accountKinds(modes: modes, companyStack: companyStack))
            == ["missing-focus-transition: Return in `nicknameField` moves focus nowhere; the next field is `companyField`"])
    }

    /// The same opposite hiding, spelled other ways: operands swapped, a Boolean compared with a
    /// literal, parentheses, or the hiding done where the mode is set (a property observer).
    @Test(arguments: [
        "phoneField.isHidden = usesEmail == true\n        emailField.isHidden = usesEmail == false",
        "phoneField.isHidden = usesEmail\n        emailField.isHidden = usesEmail != true",
        "phoneField.isHidden = (usesEmail)\n        emailField.isHidden = !(usesEmail)",
        "phoneField.isHidden = self.usesEmail\n        emailField.isHidden = !usesEmail",
    ])
    func oppositeHidingSpelledOtherWays(modes: String) {
        #expect(messages(Self.signIn(modes: modes)) == ["missing-focus-transition: Return in `phoneField` moves focus nowhere; the next field is `passwordField`"])
    }

    @Test func oppositeHidingOnComparisonsWrittenEitherWayRound() {
        let form = Self.signIn(modes: "phoneField.isHidden = step == 1\n        emailField.isHidden = 1 != step")
            .replacingOccurrences(of: "    private var usesEmail = false\n", with: "    private var usesEmail = false\n    private var step = 0\n")
        #expect(messages(form) == ["missing-focus-transition: Return in `phoneField` moves focus nowhere; the next field is `passwordField`"])
        // Two different steps are no opposite: both fields may be on screen.
        let differentSteps = Self.signIn(modes: "phoneField.isHidden = step == 1\n        emailField.isHidden = step != 2")
            .replacingOccurrences(of: "    private var usesEmail = false\n", with: "    private var usesEmail = false\n    private var step = 0\n")
        #expect(messages(differentSteps) == ["missing-focus-transition: Return in `phoneField` moves focus nowhere; the next field is `emailField`"])
    }

    @Test func oppositeHidingInAPropertyObserver() {
        let form = Self.signIn(modes: "")
            .replacingOccurrences(
                of: "    private var usesEmail = false\n",
                with: "    private var usesEmail = false {\n        didSet {\n            phoneField.isHidden = usesEmail\n            emailField.isHidden = !usesEmail\n        }\n    }\n")
        #expect(messages(form) == ["missing-focus-transition: Return in `phoneField` moves focus nowhere; the next field is `passwordField`"])
    }

    /// A member number or a guest e-mail, one shown at a time, both followed by the card number:
    /// `modes` shows them; Return in either moves to the card.
    static func checkout(modes: String) -> String {
        """
        import UIKit

        final class CheckoutViewController: UIViewController, UITextFieldDelegate {
            @IBOutlet weak var memberField: UITextField!
            @IBOutlet weak var guestMailField: UITextField!
            @IBOutlet weak var cardField: UITextField!
            var isGuest = false

            override func viewDidLoad() {
                super.viewDidLoad()
                memberField.delegate = self
                guestMailField.delegate = self
                cardField.delegate = self
                memberField.returnKeyType = .next
                guestMailField.returnKeyType = .next
                cardField.returnKeyType = .done
                showCustomer()
            }

            private func showCustomer() {
                \(modes)
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == memberField || textField == guestMailField {
                    cardField.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }
        }

        """
    }

    /// Return in the member field passes over the guest's e-mail, which is never on screen with it.
    @Test(arguments: [
        "memberField.isHidden = isGuest\n        guestMailField.isHidden = !isGuest",
        "if isGuest {\n            memberField.isHidden = true\n            guestMailField.isHidden = false\n        } else {\n            memberField.isHidden = false\n            guestMailField.isHidden = true\n        }",
    ])
    func routingPastAnAlternativeSkipsNothing(modes: String) {
        #expect(messages(Self.checkout(modes: modes)) == [])
    }

    /// Both shown together: the member field's Return does pass over the guest's e-mail.
    @Test func routingPastAFieldShownAlongsideIsAGap() {
        #expect(messages(Self.checkout(modes: "memberField.isHidden = isGuest\n        guestMailField.isHidden = isGuest"))
            == ["focus-chain-gap: Return never reaches `guestMailField`: `memberField` moves focus to `cardField`, skipping it"])
    }
}
