import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A Return key labelled with an action (Go, Send, Join, Search, Route, Continue) on a field whose
/// Return moves on is no `submit-label-mismatch` on its own: apps label a sign-in form's fields Go
/// throughout, and the key still takes the user forward. Only Done, which says the form ends there,
/// disagrees with a move; Next on a field whose Return ends editing stays a mismatch.
@Suite struct ActionLabelMoveTests {
    /// A sign-in form whose user name field carries `label` and moves on to the password.
    static func signIn(label: String) -> MarkedText {
        MarkedText("""
            struct SignInForm: View {
                enum Field { case user, password }
                @FocusState private var focus: Field?
                @State private var user = ""
                @State private var password = ""

                var body: some View {
                    VStack {
                        TextField("User", text: $user)
                            .focused($focus, equals: .user)
                            1️⃣.submitLabel(.\(label))
                        SecureField("Password", text: $password)
                            .focused($focus, equals: .password)
                            .submitLabel(.go)
                    }
                    .onSubmit {
                        switch focus {
                        case .user: focus = .password
                        default: signIn()
                        }
                    }
                }

                func signIn() {}
            }
            """)
    }

    /// The same form in UIKit: the controller routes the user name to the password.
    static func signInController(returnKey: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class SignInViewController: UIViewController, UITextFieldDelegate {
                private let userField = UITextField()
                private let passwordField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    userField.delegate = self
                    passwordField.delegate = self
                    1️⃣userField.returnKeyType = .\(returnKey)
                    passwordField.returnKeyType = .go
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == userField {
                        passwordField.becomeFirstResponder()
                    } else {
                        signIn()
                    }
                    return true
                }

                func signIn() {}
            }
            """)
    }

    private func mismatches(_ text: String, path: String) -> [Int] {
        Engine().analyze(text, path: path).findings
            .filter { $0.rule.rawValue == "submit-label-mismatch" }
            .map(\.range.lowerBound)
    }

    @Test(arguments: ["go", "send", "join", "search", "route", "continue"])
    func anActionLabelOnAFieldThatMovesOnIsLeftAlone(label: String) {
        #expect(mismatches(Self.signIn(label: label).text, path: "SignInForm.swift").isEmpty, "\(label)")
        #expect(mismatches(Self.signInController(returnKey: label).text, path: "SignInViewController.swift").isEmpty, "\(label)")
    }

    @Test func doneOnAFieldThatMovesOnIsAMismatch() {
        let form = Self.signIn(label: "done")
        #expect(mismatches(form.text, path: "SignInForm.swift") == [form["1️⃣"]])
        let controller = Self.signInController(returnKey: "done")
        #expect(mismatches(controller.text, path: "SignInViewController.swift") == [controller["1️⃣"]])
    }
}
