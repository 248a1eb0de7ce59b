import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A closure holding the controller weakly reads its fields as `self?.field` or `self!.field`:
/// those are the controller's properties as `self.field` is. A dialog that installs its confirm
/// handler in a closure reading every field together is a form, whose Return does nothing; the
/// same closure reading one field is no sign of one.
@Suite struct UIKitWeakSelfReadsTests {
    /// A dialog asking for a server's host and port, whose confirm closure runs `handler`.
    static func serverDialog(handler: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class ServerDialogViewController: UIViewController, UITextFieldDelegate {
                lazy var 1️⃣hostField: UITextField = {
                    let field = UITextField()
                    field.delegate = self
                    return field
                }()
                lazy var portField: UITextField = {
                    let field = UITextField()
                    field.delegate = self
                    return field
                }()
                let card = DialogCardView()

                func prepare(onConfirm: @escaping (String, String) -> Void) {
                    card.confirmAction = { [weak self] in
                        \(handler)
                    }
                }
            }

            """)
    }

    private func formNotes(_ text: String) -> [Int] {
        Engine().analyze(text, path: "ServerDialogViewController.swift").findings.filter { $0.rule == "form-without-focus-routing" }.map(\.range.lowerBound)
    }

    @Test(arguments: [
        "onConfirm(self?.hostField.text ?? \"\", self?.portField.text ?? \"\")",
        "onConfirm(self!.hostField.text!, self!.portField.text!)",
        "guard let host = self?.hostField.text, let port = self?.portField.text else { return }\n            onConfirm(host, port)",
    ])
    func aWeakClosureReadingEveryFieldMakesAForm(handler: String) {
        let dialog = Self.serverDialog(handler: handler)
        #expect(formNotes(dialog.text) == [dialog["1️⃣"]], "\(handler)")
    }

    @Test(arguments: [
        "onConfirm(self?.hostField.text ?? \"\", \"443\")",
        "self?.dismiss(animated: true)",
    ])
    func aWeakClosureReadingOneFieldMakesNone(handler: String) {
        #expect(formNotes(Self.serverDialog(handler: handler).text) == [], "\(handler)")
    }
}
