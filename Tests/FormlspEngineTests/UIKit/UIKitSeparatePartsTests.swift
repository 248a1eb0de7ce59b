import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// One screen may hold several forms that buttons of their own submit apart: a nickname saved by
/// its own button, then a password change, then an email. Return ending editing in the last
/// field of one part is right; the field after it belongs to another. Within a part the chain is
/// judged as before, and fields any one method touches together are one part.
@Suite struct UIKitSeparatePartsTests {
    /// Nickname, current and new password, email; the handler ends editing in every field.
    /// `actions` submits them.
    static func accountScreen(actions: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class AccountSettingsViewController: UIViewController, UITextFieldDelegate {
                private let 1️⃣nicknameField = UITextField()
                private let 2️⃣currentPasswordField = UITextField()
                private let 3️⃣newPasswordField = UITextField()
                private let emailField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for field in [nicknameField, currentPasswordField, newPasswordField, emailField] {
                        field.delegate = self
                        view.addSubview(field)
                    }
                    nicknameField.text = Account.current.nickname
                    emailField.text = Account.current.email
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    return true
                }

            \(actions)
            }

            enum Account {
                static var current = (nickname: "", email: "")
                static func rename(_ name: String?) {}
                static func changePassword(from old: String?, to new: String?) {}
                static func changeEmail(_ email: String?) {}
            }

            """)
    }

    static let buttonPerPart = """
            @IBAction func saveNicknameTapped(_ sender: UIButton) {
                Account.rename(nicknameField.text)
            }

            @IBAction func changePasswordTapped(_ sender: UIButton) {
                Account.changePassword(from: currentPasswordField.text, to: newPasswordField.text)
                currentPasswordField.text = ""
            }

            @IBAction func changeEmailTapped(_ sender: UIButton) {
                Account.changeEmail(emailField.text)
            }
        """

    private func spots(_ screen: MarkedText) -> [String] {
        Engine().analyze(screen.text, path: "/app/Settings/AccountSettingsViewController.swift").findings
            .map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    /// Each part has its button: only the current password, mid-part, drops the keyboard too early.
    @Test func theLastFieldOfAPartSubmittedApartIsNotStuck() {
        let screen = Self.accountScreen(actions: Self.buttonPerPart)
        #expect(spots(screen) == ["missing-focus-transition@\(screen["2️⃣"])"])
    }

    static let everyPartStuck = ["1️⃣", "2️⃣", "3️⃣"]

    /// One button saving every field makes one form: each field but the email is stuck.
    @Test func oneButtonSavingEveryFieldIsOneForm() {
        let screen = Self.accountScreen(actions: """
                @IBAction func saveTapped(_ sender: UIButton) {
                    Account.rename(nicknameField.text)
                    Account.changePassword(from: currentPasswordField.text, to: newPasswordField.text)
                    Account.changeEmail(emailField.text)
                }
            """)
        #expect(spots(screen) == Self.everyPartStuck.map { "missing-focus-transition@\(screen[$0])" })
    }

    /// A check reading fields of two parts together joins them into one form.
    @Test func aMethodTouchingTwoPartsJoinsThem() {
        let screen = Self.accountScreen(actions: Self.buttonPerPart + """

                var hasChanges: Bool {
                    nicknameField.text != Account.current.nickname || newPasswordField.text?.isEmpty == false
                        || emailField.text != Account.current.email
                }
            """)
        #expect(spots(screen) == Self.everyPartStuck.map { "missing-focus-transition@\(screen[$0])" })
    }

    /// Actions of the fields themselves (editing changed) are no buttons: they submit no part.
    @Test func actionsOfTheFieldsThemselvesSubmitNoPart() {
        let screen = Self.accountScreen(actions: """
                @IBAction func nicknameEdited(_ sender: UITextField) {
                    Account.rename(nicknameField.text)
                }

                @IBAction func passwordEdited(_ sender: UITextField) {
                    Account.changePassword(from: currentPasswordField.text, to: newPasswordField.text)
                }

                @IBAction func emailEdited(_ sender: UITextField) {
                    Account.changeEmail(emailField.text)
                }
            """)
        #expect(spots(screen) == Self.everyPartStuck.map { "missing-focus-transition@\(screen[$0])" })
    }
}
