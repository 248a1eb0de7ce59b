import FocusRules
import FormlspEngine
import Testing

/// A text field the controller makes read-only as it sets up (`isEnabled = false`,
/// `isUserInteractionEnabled = false`) shows a value: nobody types into it, so it is no member of
/// the chain and needs no way on (issue 22). A field switched off later, on a condition, or
/// switched back on or focused somewhere stays a member.
@Suite struct UIKitReadOnlyFieldsTests {
    private func messages(_ text: String) -> [String] {
        Engine().analyze(text, path: "Parcel.swift").findings.map { "\($0.rule.rawValue): \($0.message)" }
    }

    /// A parcel form: the tracking number is shown above the recipient and the street, which Return
    /// walks. `setUp` is written in `viewDidLoad()`; `members` among the class's members.
    static func parcel(setUp: String, members: String = "", trackingKey: String = "") -> String {
        """
        import UIKit

        final class ParcelViewController: UIViewController, UITextFieldDelegate {
            private let trackingField = UITextField()
            private let recipientField = UITextField()
            private let streetField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                \(setUp)
                \(trackingKey)
                for field in [trackingField, recipientField, streetField] {
                    field.delegate = self
                    view.addSubview(field)
                }
                recipientField.returnKeyType = .next
                streetField.returnKeyType = .done
            }
        \(members)
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == recipientField {
                    streetField.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }
        }

        """
    }

    private static let trackingStuck = "missing-focus-transition: Return in `trackingField` moves focus nowhere; the next field is `recipientField`"

    @Test(arguments: [
        "trackingField.isEnabled = false",
        "trackingField.isUserInteractionEnabled = false",
        "self.trackingField.isEnabled = false",
        "showTracking()",
    ])
    func fieldMadeReadOnlyAsTheScreenLoadsIsNoMember(setUp: String) {
        // The method that fills the field in is one of the set-up's, called from `viewDidLoad()`.
        let members = setUp != "showTracking()" ? "" : "\n    private func showTracking() {\n        trackingField.isEnabled = false\n        trackingField.text = \"RR123\"\n    }\n"
        #expect(messages(Self.parcel(setUp: setUp, members: members)) == [])
        // Labelled Next, it still takes no Return: the label is no promise to keep.
        #expect(messages(Self.parcel(setUp: setUp, members: members, trackingKey: "trackingField.returnKeyType = .next")) == [])
    }

    /// Made read-only by the closure that builds it.
    @Test func fieldBuiltReadOnlyIsNoMember() {
        let form = Self.parcel(setUp: "").replacingOccurrences(of: "    private let trackingField = UITextField()\n", with: """
                private let trackingField: UITextField = {
                    let field = UITextField()
                    field.isUserInteractionEnabled = false
                    return field
                }()

            """)
        #expect(messages(form) == [])
    }

    /// Switched off only on a condition, in an action, or switched on or focused elsewhere: typed into.
    @Test(arguments: [
        ("if isDelivered { trackingField.isEnabled = false }", ""),
        ("", "\n    @objc func lock() {\n        trackingField.isEnabled = false\n    }\n"),
        ("trackingField.isEnabled = false", "\n    @objc func edit() {\n        trackingField.isEnabled = true\n    }\n"),
        ("trackingField.isEnabled = false", "\n    @objc func edit() {\n        trackingField.isEnabled = isEditing\n    }\n"),
        ("trackingField.isEnabled = false", "\n    @objc func edit() {\n        trackingField.becomeFirstResponder()\n    }\n"),
        ("trackingField.isEnabled = isDelivered", ""),
        ("button.addAction(UIAction { _ in self.trackingField.isEnabled = false }, for: .touchUpInside)", ""),
        // After an early exit, or in a set-up method called on a condition: only when editing.
        ("guard isDelivered else { return }\n        trackingField.isEnabled = false", ""),
        ("showTracking()", "\n    private func showTracking() {\n        if !isDelivered {\n            return\n        }\n        trackingField.isEnabled = false\n    }\n"),
        ("if isDelivered { showTracking() }", "\n    private func showTracking() {\n        trackingField.isEnabled = false\n    }\n"),
    ])
    func fieldSwitchedOffOnlySometimesStaysAMember(setUp: String, members: String) {
        let form = Self.parcel(setUp: setUp, members: "    private var isDelivered = false\n    private let button = UIButton()\n" + members)
        #expect(messages(form) == [Self.trackingStuck])
    }
}
