import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Resigning on Return ends editing, which runs the delegate's `textFieldDidEndEditing(_:)` and
/// any `.editingDidEnd` target: one that moves focus there, or calls what cannot be read, leaves
/// what Return leads to unknown, and the form quiet. One that only stores the text, restyles a view or
/// calls a method of the class that does neither, changes nothing.
@Suite struct UIKitEndEditingFocusTests {
    /// A controller whose handler only resigns, with `members` added to it.
    static func controller(_ members: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class ContactViewController: UIViewController, UITextFieldDelegate {
                private let 1️⃣nameField = UITextField()
                private let emailField = UITextField()
                private var draft = ContactDraft()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.delegate = self
                    emailField.delegate = self
                    nameField.returnKeyType = .next
                    emailField.returnKeyType = .done
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    return true
                }

            \(members)
            }

            struct ContactDraft {
                var name = ""
                var email = ""
            }

            """)
    }

    private let controllerPath = "/app/Contact/ContactViewController.swift"

    private func spots(_ text: String, otherFiles: [String: String] = [:]) -> [String] {
        var index = WorkspaceIndex()
        for (path, other) in otherFiles { index.update(path: path, text: other, origin: .disk) }
        index.update(path: controllerPath, text: text, origin: .disk)
        let engine = Engine()
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: text, path: controllerPath))
        return engine.findings(in: text, path: controllerPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test(arguments: [
        """
            func textFieldDidEndEditing(_ textField: UITextField) {
                if textField == nameField { emailField.becomeFirstResponder() }
            }
        """,
        """
            func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
                guard reason == .committed else { return }
                if textField === nameField { emailField.becomeFirstResponder() }
            }
        """,
        """
            func textFieldDidEndEditing(_ textField: UITextField) {
                advance(after: textField)
            }

            private func advance(after textField: UITextField) {
                if textField == nameField { emailField.becomeFirstResponder() }
            }
        """,
        """
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                nameField.addTarget(self, action: #selector(nameEnded), for: .editingDidEnd)
            }

            @objc private func nameEnded() {
                emailField.becomeFirstResponder()
            }
        """,
    ])
    func focusMovedWhenEditingEndsLeavesReturnUnknown(members: String) {
        #expect(spots(Self.controller(members).text).isEmpty)
    }

    @Test func focusMovedByAnExtensionInAnotherFileLeavesReturnUnknown() {
        let delegateExtension = """
            import UIKit

            extension ContactViewController {
                func textFieldDidEndEditing(_ textField: UITextField) {
                    if textField == nameField { emailField.becomeFirstResponder() }
                }
            }

            """
        #expect(spots(Self.controller("").text, otherFiles: ["/app/Contact/ContactViewController+Editing.swift": delegateExtension]).isEmpty)
    }

    @Test(arguments: [
        "",
        """
            func textFieldDidEndEditing(_ textField: UITextField) {
                if textField == nameField {
                    draft.name = textField.text?.trimmingCharacters(in: .whitespaces) ?? ""
                } else {
                    draft.email = textField.text ?? ""
                }
            }
        """,
        """
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                nameField.addTarget(self, action: #selector(nameEnded), for: .editingDidEnd)
            }

            @objc private func nameEnded() {
                draft.name = nameField.text ?? ""
            }
        """,
        """
            func textFieldDidEndEditing(_ textField: UITextField) {
                (textField.superview as? FramedFieldView)?.showsSelection(false)
                draft.name = nameField.text ?? ""
                refreshSaveButton()
            }

            private func refreshSaveButton() {
                navigationItem.rightBarButtonItem?.isEnabled = !draft.name.isEmpty
            }
        """,
        """
            func textFieldDidEndEditing(_ textField: UITextField) {
                refreshNextButton(enabled: !(textField.text ?? "").isEmpty)
            }
        """,
    ])
    func editingEndsStoringTheTextLeavesTheNextFieldStuck(members: String) {
        let controller = Self.controller(members)
        #expect(spots(controller.text) == ["missing-focus-transition@\(controller["1️⃣"])"])
    }

    // MARK: A field that is its own delegate

    static let checkIn = MarkedText("""
        import UIKit

        final class CheckInViewController: UIViewController {
            private let 1️⃣bookingField = SavingTextField()
            private let surnameField = SavingTextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                bookingField.returnKeyType = .next
                surnameField.returnKeyType = .done
                view.addSubview(bookingField)
                view.addSubview(surnameField)
            }
        }

        """)

    /// The field class: it resigns on Return and runs `endBody` when editing ends.
    static func fieldClass(endBody: String) -> String {
        """
        import UIKit

        final class SavingTextField: UITextField, UITextFieldDelegate {
            var followingField: UITextField?
            var savedText = ""
            var onEnd: ((SavingTextField) -> Void)?

            override init(frame: CGRect) {
                super.init(frame: frame)
                delegate = self
            }

            required init?(coder: NSCoder) {
                fatalError("made in code")
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return true
            }

            func textFieldDidEndEditing(_ textField: UITextField) {
                \(endBody)
            }
        }

        """
    }

    @Test(arguments: ["followingField?.becomeFirstResponder()", "onEnd?(self)"])
    func aFieldMovingOnWhenEditingEndsIsUnknown(endBody: String) {
        #expect(spots(Self.checkIn.text, otherFiles: ["/app/Components/SavingTextField.swift": Self.fieldClass(endBody: endBody)]).isEmpty)
    }

    @Test func aFieldStoringItsTextWhenEditingEndsLeavesTheNextLabelStuck() {
        let field = Self.fieldClass(endBody: "savedText = textField.text ?? \"\"")
        #expect(spots(Self.checkIn.text, otherFiles: ["/app/Components/SavingTextField.swift": field]) == ["missing-focus-transition@\(Self.checkIn["1️⃣"])"])
    }
}
