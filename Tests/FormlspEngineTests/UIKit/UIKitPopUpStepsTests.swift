import FocusRules
import FormlspEngine
import Testing

/// Pop-ups one controller builds in code and shows one at a time (issue 22): the inputs of each
/// pop-up are a step of their own, never the next field of another pop-up's or of the page's.
@Suite struct UIKitPopUpStepsTests {
    private func messages(_ text: String) -> [String] {
        Engine().analyze(text, path: "AccountViewController.swift").findings.map { "\($0.rule.rawValue): \($0.message)" }
    }

    /// A "change password" card (current, then new password) and a "rename" card, each built while
    /// the screen loads and each put on screen by `presenting`; Return only drops the keyboard, the
    /// new password is labelled Next.
    static func twoCards(presenting: String, setUp: String = "") -> String {
        """
        import UIKit

        final class AccountViewController: UIViewController, UITextFieldDelegate {
            private let passwordCard = UIView()
            private let renameCard = UIView()
            private let currentPasswordField = UITextField()
            private let newPasswordField = UITextField()
            private let displayNameField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                buildPasswordCard()
                buildRenameCard()
                \(setUp)
            }

            private func buildPasswordCard() {
                currentPasswordField.delegate = self
                newPasswordField.delegate = self
                newPasswordField.returnKeyType = .next
                passwordCard.addSubview(currentPasswordField)
                passwordCard.addSubview(newPasswordField)
            }

            private func buildRenameCard() {
                displayNameField.delegate = self
                renameCard.addSubview(displayNameField)
            }

            \(presenting)

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return true
            }
        }

        """
    }

    private static let passwordCardDefects = [
        "missing-focus-transition: Return in `currentPasswordField` moves focus nowhere; the next field is `newPasswordField`",
        "submit-label-mismatch: `newPasswordField` shows `.next` but Return moves focus nowhere",
    ]

    private static let newPasswordStuck = "missing-focus-transition: Return in `newPasswordField` moves focus nowhere; the next field is `displayNameField`"

    @Test func cardsShownByTheirOwnActionsAreStepsOfTheirOwn() {
        let form = Self.twoCards(presenting: """
            @objc func changePasswordTapped() {
                    view.addSubview(passwordCard)
                }

                @objc func renameTapped() {
                    view.addSubview(renameCard)
                }
            """)
        // The card's own first field still leads nowhere while the new password follows it, and
        // the new password, last of its card, still promises a next field.
        #expect(messages(form) == Self.passwordCardDefects)
    }

    /// A card on screen from the start, or two shown by one method, is one form with the other.
    @Test(arguments: [
        // Both shown by one action.
        """
        @objc func editTapped() {
                view.addSubview(passwordCard)
                view.addSubview(renameCard)
            }
        """,
        // Both added while the screen is set up.
        """
        override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                view.addSubview(passwordCard)
                view.addSubview(renameCard)
            }
        """,
        // Shown by methods no action of the class is seen to run.
        """
        func showPasswordCard() {
                view.addSubview(passwordCard)
            }

            func showRenameCard() {
                view.addSubview(renameCard)
            }
        """,
    ])
    func cardsShownTogetherStayOneForm(presenting: String) {
        #expect(messages(Self.twoCards(presenting: presenting)).contains(Self.newPasswordStuck))
    }

    /// A card added at set-up and hidden there is shown by the action that unhides it.
    @Test func hiddenCardsShownByTheirOwnActionsAreStepsOfTheirOwn() {
        let setUp = """
            view.addSubview(passwordCard)
                    view.addSubview(renameCard)
                    passwordCard.isHidden = true
                    renameCard.alpha = 0
            """
        let presenting = """
            @objc func changePasswordTapped() {
                    renameCard.isHidden = true
                    passwordCard.isHidden = false
                }

                @objc func renameTapped() {
                    UIView.animate(withDuration: 0.25) {
                        self.renameCard.alpha = 1
                    }
                }
            """
        #expect(messages(Self.twoCards(presenting: presenting, setUp: setUp)) == Self.passwordCardDefects)
        // Hidden at set-up, then shown again by the set-up itself: both on screen from the start.
        let shownAgain = setUp + "\n        passwordCard.isHidden = false\n        renameCard.alpha = 1"
        #expect(messages(Self.twoCards(presenting: presenting, setUp: shownAgain)).contains(Self.newPasswordStuck))
    }

    /// A field of the page and the field of a confirmation pop-up shown later: no form of two.
    static func pageAndConfirmation(placing: String = "view.addSubview(usernameField)") -> String {
        """
        import UIKit

        final class UsernameViewController: UIViewController {
            private var confirmBox: UIView!
            private var usernameField: UITextField!
            private var passwordField: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
                usernameField = UITextField()
                \(placing)
                confirmBox = UIView()
                passwordField = UITextField()
                passwordField.isSecureTextEntry = true
                confirmBox.addSubview(passwordField)
                let saveButton = UIButton()
                saveButton.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
                view.addSubview(saveButton)
            }

            @objc func saveTapped() {
                askPassword()
            }

            private func askPassword() {
                view.addSubview(confirmBox)
            }

            private func place(_ input: UIView) {
                view.addSubview(input)
            }
        }

        """
    }

    @Test func aConfirmationPopUpIsNoPartOfThePageForm() {
        #expect(messages(Self.pageAndConfirmation()) == [])
        // The username is placed by a helper: where it sits is not read, so nothing is split.
        let placed = Self.pageAndConfirmation(placing: "place(usernameField)")
        #expect(messages(placed) == ["form-without-focus-routing: Return moves focus nowhere in this form (`usernameField`, `passwordField`); route it from each field to the next"])
    }

    /// One dialog property built anew by each step's method, which fills and shows it (a step to
    /// check the current password, then one to set the new one twice).
    static func rebuiltDialog(stepsRunBy actions: String) -> String {
        """
        import UIKit

        final class PasswordViewController: UIViewController, UITextFieldDelegate {
            private var dialog: UIView!
            private var currentField: UITextField!
            private var newField: UITextField!
            private var repeatField: UITextField!

            \(actions)

            func askCurrentPassword() {
                dialog?.removeFromSuperview()
                dialog = UIView()
                currentField = UITextField()
                currentField.delegate = self
                dialog.addSubview(currentField)
                view.addSubview(dialog)
            }

            func askNewPassword() {
                dialog.removeFromSuperview()
                dialog = UIView()
                newField = UITextField()
                newField.delegate = self
                newField.returnKeyType = .next
                dialog.addSubview(newField)
                repeatField = UITextField()
                repeatField.delegate = self
                dialog.addSubview(repeatField)
                view.addSubview(dialog)
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return true
            }
        }

        """
    }

    @Test func aDialogRebuiltPerStepHoldsOneStepAtATime() {
        let actions = """
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    askCurrentPassword()
                }

                @objc func continueTapped() {
                    askNewPassword()
                }
            """
        #expect(messages(Self.rebuiltDialog(stepsRunBy: actions)) == [
            "missing-focus-transition: Return in `newField` moves focus nowhere; the next field is `repeatField`",
        ])
        // Both steps built while the screen loads: both dialogs stay on screen, one form.
        let atLoad = """
            override func viewDidLoad() {
                    super.viewDidLoad()
                    askCurrentPassword()
                    askNewPassword()
                }
            """
        #expect(messages(Self.rebuiltDialog(stepsRunBy: atLoad)).contains(
            "missing-focus-transition: Return in `currentField` moves focus nowhere; the next field is `newField`"
        ))
    }
}
