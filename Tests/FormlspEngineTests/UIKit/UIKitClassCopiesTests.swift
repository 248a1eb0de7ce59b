import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A module declares a class once: another file declaring the same class again holds a copy of it
/// (an older version left in another folder, another target's), and neither that declaration nor
/// the extensions beside it are parts of the class analysed. An extension in a file that does not
/// declare the class is a part of it, and may decide Return out of sight.
@Suite struct UIKitClassCopiesTests {
    /// Both fields are the controller's delegates, and its handler only resigns: Return in the
    /// sender drops the keyboard while the recipient follows.
    static let controller = MarkedText("""
        import UIKit

        final class ParcelViewController: UIViewController, UITextFieldDelegate {
            let 1️⃣senderField = UITextField()
            let recipientField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                senderField.delegate = self
                recipientField.delegate = self
                view.addSubview(senderField)
                view.addSubview(recipientField)
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return true
            }
        }

        """)

    /// A delegate method deciding whether a field is typed into, in an extension of the class.
    static let editingGate = """
        extension ParcelViewController: UITextFieldDelegate {
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
                textField.text?.isEmpty == false
            }
        }
        """

    private let controllerPath = "/app/Parcels/ParcelViewController.swift"
    private let otherPath = "/app/Parcels/Old/ParcelViewController.swift"

    private func spots(otherFile: String) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: otherPath, text: otherFile, origin: .disk)
        let text = Self.controller.text
        index.update(path: controllerPath, text: text)
        let engine = Engine()
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: text, path: controllerPath))
        return engine.findings(in: text, path: controllerPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test(arguments: [
        // The older copy: a bare declaration, and beside it an extension deciding what is typed into.
        "import UIKit\n\nfinal class ParcelViewController: UIViewController {\n    let senderField = UITextField()\n}\n\n\(editingGate)\n",
        // The older copy answering Return itself, by routing.
        """
        import UIKit

        final class ParcelViewController: UIViewController, UITextFieldDelegate {
            let senderField = UITextField()
            let recipientField = UITextField()

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == senderField { recipientField.becomeFirstResponder() }
                return true
            }
        }

        """,
    ])
    func aCopyOfTheClassInAnotherFileIsNoPartOfIt(otherFile: String) {
        #expect(spots(otherFile: otherFile) == ["missing-focus-transition@\(Self.controller["1️⃣"])"])
    }

    @Test func anExtensionInAnotherFileMayDecideReturnOutOfSight() {
        #expect(spots(otherFile: "import UIKit\n\n\(Self.editingGate)\n").isEmpty)
    }
}
