import FocusRules
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// A field whose Return is handled by its class's own `.editingDidEndOnExit` action: UIKit drops
/// the keyboard and runs the action. An action that is empty or only resigns moves focus nowhere,
/// one that does other work (signs in) ends the form there; either way a Next label is a promise
/// Return breaks. An action that may move focus (a `becomeFirstResponder()`, a closure, a method
/// out of sight) or a target other than the class leaves the field unjudged, as before.
@Suite struct UIKitExitActionTests {
    private let engine = Engine()

    private func found(_ text: String) -> [String] {
        engine.analyze(text, path: "AccountViewController.swift").findings.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    /// Handle, then password; the handle field is labelled Next and Return in it runs `returnPressed`,
    /// whose body is `action`.
    static func accountScreen(action: String, target: String = "self") -> MarkedText {
        MarkedText("""
            import UIKit

            final class AccountViewController: UIViewController {
                private let 1️⃣handleField = UITextField()
                private let passwordField = UITextField()
                var onReturn: (() -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    2️⃣handleField.returnKeyType = .next
                    handleField.addTarget(\(target), action: #selector(returnPressed), for: .editingDidEndOnExit)
                    passwordField.isSecureTextEntry = true
                    passwordField.returnKeyType = .done
                    view.addSubview(handleField)
                    view.addSubview(passwordField)
                }

                @objc private func returnPressed() {
                    \(action)
                }

                private func signIn() {
                    print("signing in")
                }

                private func clearError() {
                    title = nil
                }
            }
            """)
    }

    @Test(arguments: ["", "handleField.resignFirstResponder()", "view.endEditing(true)", "clearError()"])
    func anActionMovingNoFocusLeavesTheNextFieldStuck(action: String) {
        let screen = Self.accountScreen(action: action)
        let expected = action == "clearError()" ? "submit-label-mismatch@\(screen["2️⃣"])" : "missing-focus-transition@\(screen["1️⃣"])"
        #expect(found(screen.text) == [expected])
    }

    /// Return in the handle signs in: the Next key promises the password field and ends the form.
    @Test func anActionSigningInBreaksTheNextLabel() {
        let screen = Self.accountScreen(action: "signIn()")
        #expect(found(screen.text) == ["submit-label-mismatch@\(screen["2️⃣"])"])
    }

    @Test(arguments: [
        "passwordField.becomeFirstResponder()",
        "onReturn?()",
        "moveToNextField()",
        "self.delegate?.accountScreenDidReturn()",
        "IQKeyboardManager.shared.goNext()",
    ])
    func anActionThatMayMoveFocusIsNotJudged(action: String) {
        #expect(found(Self.accountScreen(action: action).text).isEmpty)
    }

    /// Another object's action may do anything.
    @Test func anotherTargetsActionIsNotJudged() {
        #expect(found(Self.accountScreen(action: "", target: "coordinator").text).isEmpty)
    }
}
