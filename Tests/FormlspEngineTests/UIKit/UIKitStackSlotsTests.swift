import FocusRules
import FormlspEngine
import Testing

/// Fields a stack is given at run time (issue 22): `insertArrangedSubview(_:at:)` puts a field where
/// the index says, and a field swapped into a stack's slot for another (one taken out and the other
/// put in, the other way round in the other arm) is that field's alternative.
@Suite struct UIKitStackSlotsTests {
    private func messages(_ text: String) -> [String] {
        Engine().analyze(text, path: "Server.swift").findings.map { "\($0.rule.rawValue): \($0.message)" }
    }

    /// A server form: a token or a passcode in the stack's first slot, then the host; `method`
    /// changes the first slot. Return in the token or the passcode moves to the host.
    static func server(method: String) -> String {
        """
        import UIKit

        final class ServerViewController: UIViewController, UITextFieldDelegate {
            private let column = UIStackView()
            private let tokenField = UITextField()
            private let passcodeField = UITextField()
            private let hostField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(column)
                column.addArrangedSubview(tokenField)
                column.addArrangedSubview(hostField)
                for field in [tokenField, passcodeField, hostField] { field.delegate = self }
                tokenField.returnKeyType = .next
                passcodeField.returnKeyType = .next
            }

            \(method)

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == tokenField || textField == passcodeField {
                    hostField.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }
        }

        """
    }

    /// The passcode swapped in for the token and back: it takes the token's slot, before the host,
    /// and the host stays the last field.
    @Test(arguments: [
        """
        func useCredential(passcode: Bool) {
                if passcode {
                    column.removeArrangedSubview(tokenField)
                    tokenField.removeFromSuperview()
                    column.insertArrangedSubview(passcodeField, at: 0)
                } else {
                    column.removeArrangedSubview(passcodeField)
                    passcodeField.removeFromSuperview()
                    column.insertArrangedSubview(tokenField, at: 0)
                }
            }
        """,
        """
        func useCredential(passcode: Bool) {
                if passcode {
                    tokenField.removeFromSuperview()
                    column.insertArrangedSubview(passcodeField, at: 0)
                } else {
                    passcodeField.removeFromSuperview()
                    column.insertArrangedSubview(tokenField, at: 0)
                }
            }
        """,
    ])
    func aFieldSwappedIntoASlotIsAnAlternative(method: String) {
        #expect(messages(Self.server(method: method)) == [])
    }

    /// Put in at the top without taking the token out: the passcode is first and on screen with
    /// the token, which its Return passes over.
    @Test(arguments: [
        "func addPasscode() {\n        column.insertArrangedSubview(passcodeField, at: 0)\n    }",
        "func useCredential(passcode: Bool) {\n        if passcode {\n            column.insertArrangedSubview(passcodeField, at: 0)\n        } else {\n            column.insertArrangedSubview(tokenField, at: 0)\n        }\n    }",
    ])
    func aFieldInsertedAtTheTopComesFirst(method: String) {
        #expect(messages(Self.server(method: method))
            == ["focus-chain-gap: Return never reaches `tokenField`: `passcodeField` moves focus to `hostField`, skipping it"])
    }

    /// Added at the end, the passcode follows the host, whose Return only ends editing.
    @Test func aFieldAddedLastFollowsTheOthers() {
        #expect(messages(Self.server(method: "func addPasscode() {\n        column.addArrangedSubview(passcodeField)\n    }"))
            == ["missing-focus-transition: Return in `hostField` moves focus nowhere; the next field is `passcodeField`"])
    }
}
