import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A design-system view wrapping one private text field and making itself that field's delegate
/// (`textField.delegate = self`, to track editing) without answering `textFieldShouldReturn(_:)`:
/// no other object can give the field a delegate, and its delegate answers nothing about Return,
/// so Return in it does nothing, as in a plain field with no delegate. A form of such wrappers
/// that nothing routes gets the form's note; a wrapper that answers Return, exposes its field or
/// hands it another delegate leaves Return unknown.
@Suite struct UIKitSelfDelegatingWrapperTests {
    /// A view drawing a pill around its field, whose delegate it is; `extra` goes into its body.
    static func pillField(field: String = "private let textField = UITextField()", delegate: String = "self", extra: String = "") -> String {
        """
        import UIKit

        final class PillTextField: UIView, UITextFieldDelegate {
            \(field)
            weak var owner: UITextFieldDelegate?
            var onFocus: (() -> Void)?

            init(placeholder: String) {
                super.init(frame: .zero)
                textField.placeholder = placeholder
                textField.delegate = \(delegate)
                layer.cornerRadius = 16
                addSubview(textField)
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            var text: String? { textField.text }

            func textFieldDidBeginEditing(_ textField: UITextField) {
                onFocus?()
            }
        \(extra)
        }

        """
    }

    /// A delivery form of two pill fields, sent by its button.
    static let deliveryForm = MarkedText("""
        import UIKit

        final class DeliveryViewController: UIViewController {
            private let 1️⃣recipientField = PillTextField(placeholder: "Recipient")
            private let addressField = PillTextField(placeholder: "Address")
            private let sendButton = UIButton()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(recipientField)
                view.addSubview(addressField)
                sendButton.addTarget(self, action: #selector(send), for: .touchUpInside)
            }

            @objc func send() {}
        }

        """)

    private let formPath = "/app/Delivery/DeliveryViewController.swift"

    private func spots(wrapper: String) -> [String] {
        var index = WorkspaceIndex()
        let form = Self.deliveryForm.text
        index.update(path: formPath, text: form, origin: .disk)
        index.update(path: "/app/DesignSystem/PillTextField.swift", text: wrapper, origin: .disk)
        let engine = Engine()
        let context = index.context(forPath: formPath, summary: engine.summary(of: form, path: formPath))
        return engine.findings(in: form, path: formPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test(arguments: ["private let textField = UITextField()", "fileprivate lazy var textField: UITextField = { UITextField() }()"])
    func aWrapperThatIsItsPrivateFieldsDelegateAndAnswersNoReturnLeavesTheFormUnrouted(field: String) {
        #expect(spots(wrapper: Self.pillField(field: field)) == ["form-without-focus-routing@\(Self.deliveryForm["1️⃣"])"])
    }

    /// The wrapper answers Return (handing it to a closure), exposes its field to the controller
    /// (which may give it another delegate), or makes another object the field's delegate: what
    /// Return does is not known here, so nothing is said.
    @Test(arguments: [
        Self.pillField(extra: """

                var onReturn: (() -> Void)?

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    onReturn?()
                    return true
                }
            """),
        Self.pillField(field: "let textField = UITextField()"),
        Self.pillField(field: "private(set) var textField = UITextField()"),
        Self.pillField(delegate: "owner"),
    ])
    func aWrapperThatMayAnswerReturnElsewhereLeavesTheFormAlone(wrapper: String) {
        #expect(spots(wrapper: wrapper) == [])
    }
}
