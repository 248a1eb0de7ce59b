import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A text-field property that keeps the field of an alert (the field `addTextField` hands its
/// configuration closure, or one read back from the alert's `textFields`) lives in the alert, not
/// on the screen: it is no field after the screen's own, and the screen's last field stays last.
@Suite struct UIKitAlertFieldTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "SignIn.swift").findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    private func chainMembers(_ text: String) -> [String] {
        engine.analyze(text, path: "SignIn.swift").chains.flatMap(\.fields).map(\.target.name)
    }

    /// Mail and password, routed from the mail to the password, whose Return ends editing under the
    /// default key; `recoveryField` is kept for a password-reset prompt that `recovery` fills.
    static func signIn(recovery: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class SignInViewController: UIViewController, UITextFieldDelegate {
                private let mailField = UITextField()
                private let 1️⃣passwordField = UITextField()
                private var recoveryField: UITextField!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    mailField.delegate = self
                    passwordField.delegate = self
                    mailField.returnKeyType = .next
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == mailField {
                        passwordField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }

                @IBAction func forgotPasswordTapped(_ sender: UIButton) {
                    \(recovery)
                }

                func sendReset(to address: String?) {}
            }

            """)
    }

    static let promptMadeInClosure = """
        let prompt = UIAlertController(title: "Reset password", message: nil, preferredStyle: .alert)
                prompt.addTextField { field in
                    field.placeholder = "Mail"
                    self.recoveryField = field
                }
                prompt.addAction(UIAlertAction(title: "Send", style: .default) { _ in
                    self.sendReset(to: self.recoveryField.text)
                })
                present(prompt, animated: true)
        """

    static let promptMadeWithHandlerLabel = """
        let prompt = UIAlertController(title: "Reset password", message: nil, preferredStyle: .alert)
                prompt.addTextField(configurationHandler: { recoveryField = $0 })
                present(prompt, animated: true)
        """

    static let fieldReadBack = """
        let prompt = UIAlertController(title: "Reset password", message: nil, preferredStyle: .alert)
                prompt.addTextField()
                recoveryField = prompt.textFields?.first
                present(prompt, animated: true)
        """

    @Test(arguments: [promptMadeInClosure, promptMadeWithHandlerLabel, fieldReadBack])
    func anAlertsFieldIsNoFieldOfTheScreen(recovery: String) {
        let screen = Self.signIn(recovery: recovery)
        #expect(spots(screen.text) == [])
        #expect(chainMembers(screen.text) == ["mailField", "passwordField"])
    }

    /// Made by the class and shown on the screen, the same property is the field after the
    /// password, whose Return then stops short of it.
    @Test func aFieldTheClassMakesIsStillAField() {
        let screen = Self.signIn(recovery: """
            recoveryField = UITextField()
                    view.addSubview(recoveryField)
            """)
        #expect(spots(screen.text) == ["missing-focus-transition@\(screen["1️⃣"])"])
    }

    /// Given an alert's field in one place and a field of the screen in another, the property may
    /// be on screen: it stays a member.
    @Test func aPropertyAlsoGivenAScreenFieldStaysAMember() {
        let screen = Self.signIn(recovery: Self.promptMadeInClosure + """

                    recoveryField = UITextField()
            """)
        #expect(chainMembers(screen.text) == ["mailField", "passwordField", "recoveryField"])
    }
}
