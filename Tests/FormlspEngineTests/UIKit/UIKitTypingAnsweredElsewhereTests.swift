import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A controller's `UITextFieldDelegate` extension in another file that answers only whether a field
/// is typed into (`textFieldShouldBeginEditing(_:)`, the change handler) is read there: the fields
/// it lets the user type into are a chain as if the extension sat in the controller's file, and
/// with no `textFieldShouldReturn(_:)` anywhere, Return under a Next label does nothing. A field it
/// refuses by name is no member; a refusal it does not tie to named fields leaves every field unknown.
@Suite struct UIKitTypingAnsweredElsewhereTests {
    /// Three fields labelled Next, each delegating to the controller, which answers no Return.
    static let controller = MarkedText("""
        import UIKit

        final class ParcelViewController: UIViewController {
            @IBOutlet weak var 1️⃣senderField: UITextField!
            @IBOutlet weak var 2️⃣recipientField: UITextField!
            @IBOutlet weak var pickupField: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
                senderField.delegate = self
                recipientField.delegate = self
                pickupField.delegate = self
                senderField.returnKeyType = .next
                3️⃣recipientField.returnKeyType = .next
                4️⃣pickupField.returnKeyType = .next
            }

            func lookUpRecipients(matching text: String) {}
            func openPickupCalendar() {}
        }

        """)

    static func delegateExtension(_ methods: String) -> String {
        """
        import UIKit

        extension ParcelViewController: UITextFieldDelegate {
            \(methods)
        }

        """
    }

    private let controllerPath = "/app/Parcels/ParcelViewController.swift"
    private let extensionPath = "/app/Parcels/ParcelViewController+Fields.swift"

    private func spots(extensionMethods: String) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: extensionPath, text: Self.delegateExtension(extensionMethods), origin: .disk)
        let text = Self.controller.text
        index.update(path: controllerPath, text: text)
        let engine = Engine()
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: text, path: controllerPath))
        return engine.findings(in: text, path: controllerPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }.sorted()
    }

    private var everyFieldStuck: [String] {
        let marks = Self.controller
        return [
            "missing-focus-transition@\(marks["1️⃣"])", "missing-focus-transition@\(marks["2️⃣"])", "submit-label-mismatch@\(marks["4️⃣"])",
        ].sorted()
    }

    /// A live search as the recipient is typed, a limit on the sender's length, a field tracked as
    /// it begins: every field is typed into, and Return does nothing in any.
    @Test(arguments: [
        """
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            let updated = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
            if textField == recipientField {
                lookUpRecipients(matching: updated)
                return true
            }
            return updated.count <= 40
        }
        """,
        """
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            if textField == recipientField { lookUpRecipients(matching: "") }
            return true
        }
        """,
        """
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            if (textField.text ?? "").count + string.count > 40 { return false }
            return true
        }
        """,
    ])
    func fieldsTypedIntoWithReturnUnansweredAreReported(extensionMethods: String) {
        #expect(spots(extensionMethods: extensionMethods) == everyFieldStuck)
    }

    /// The pickup field opens a calendar instead of its keyboard: the recipient is the chain's last field.
    @Test func aFieldRefusedByNameIsNoMember() {
        let found = spots(extensionMethods: """
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
                if textField == pickupField {
                    openPickupCalendar()
                    return false
                }
                return true
            }
            """)
        #expect(found == ["missing-focus-transition@\(Self.controller["1️⃣"])", "submit-label-mismatch@\(Self.controller["3️⃣"])"].sorted())
    }

    /// Refusals not tied to named fields (a field locked by a flag, one refused unless it is the
    /// sender, every field but the recipient, one refused by a tag the other file does not give):
    /// whichever fields are typed into is not known, so nothing is said.
    @Test(arguments: [
        """
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            switch textField.tag {
            case 3: return false
            default: return true
            }
        }
        """,
        "func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { !isViewLoaded }",
        """
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            return presentedViewController == nil
        }
        """,
        """
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            guard textField == senderField else { return false }
            return true
        }
        """,
        """
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            if textField == recipientField { return true }
            return false
        }
        """,
    ])
    func refusalsOfUnnamedFieldsLeaveTheControllerQuiet(extensionMethods: String) {
        #expect(spots(extensionMethods: extensionMethods).isEmpty)
    }

    /// The extension answering Return itself is summarised as before: it routes, nothing is said.
    @Test func aReturnHandlerBesideTheTypingMethodsStillDecides() {
        let found = spots(extensionMethods: """
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                switch textField {
                case senderField: recipientField.becomeFirstResponder()
                case recipientField: pickupField.becomeFirstResponder()
                default: textField.resignFirstResponder()
                }
                return true
            }
            """)
        #expect(found == ["submit-label-mismatch@\(Self.controller["4️⃣"])"])
    }
}
