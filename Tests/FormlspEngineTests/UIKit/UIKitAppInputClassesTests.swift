import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Text fields of the app's own classes: a `UITextField` subclass made in code, whatever it is
/// called (`BorderedEntry(hint:)`), or a view that builds one field and exposes it
/// (`CaptionedTextField`, whose field the controller reaches as `block.textField`). When nothing in the
/// class, its ancestors or the wrapped field answers Return, such a field's Return does what a
/// plain field's does, so a form of them that nothing routes gets the form's note.
@Suite struct UIKitAppInputClassesTests {
    static let borderedEntry = """
        import UIKit

        class BorderedEntry: UITextField {
            init(hint: String?) {
                super.init(frame: .zero)
                placeholder = hint
                borderStyle = .roundedRect
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        """

    /// A view captioning the field `wrapped` declares.
    static func captionedEntry(_ wrapped: String) -> String {
        """
        import UIKit

        final class CaptionedTextField: UIView {
            private let caption = UILabel()
            \(wrapped)

            init(title: String) {
                super.init(frame: .zero)
                caption.text = title
                addSubview(caption)
                addSubview(textField)
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        """
    }

    /// A shipping form of two fields, each made by `make`, sent by `send()`.
    static func shippingForm(make: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class ShippingViewController: UIViewController {
                private let 1️⃣recipientField = \(make)
                private let streetField = \(make)
                private let shipButton = UIButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(recipientField)
                    view.addSubview(streetField)
                    shipButton.addTarget(self, action: #selector(send), for: .touchUpInside)
                }

                @objc func send() {}
            }

            """)
    }

    private let formPath = "/app/Shipping/ShippingViewController.swift"

    private func spots(_ form: String, _ others: [String: String]) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: formPath, text: form, origin: .disk)
        for (path, text) in others { index.update(path: path, text: text, origin: .disk) }
        let engine = Engine()
        let context = index.context(forPath: formPath, summary: engine.summary(of: form, path: formPath))
        return engine.findings(in: form, path: formPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test func aTextFieldSubclassMadeInCodeIsAField() {
        let form = Self.shippingForm(make: "BorderedEntry(hint: \"Name\")")
        #expect(spots(form.text, ["/app/Views/BorderedEntry.swift": Self.borderedEntry]) == ["form-without-focus-routing@\(form["1️⃣"])"])
    }

    @Test func aTextFieldSubclassDeclaredInTheSameFileIsAField() {
        let form = Self.shippingForm(make: "BorderedEntry(hint: nil)")
        let source = form.text + Self.borderedEntry.replacingOccurrences(of: "import UIKit\n", with: "")
        #expect(spots(source, [:]) == ["form-without-focus-routing@\(form["1️⃣"])"])
    }

    @Test(arguments: ["let textField = UITextField()", "let inputTextField = BorderedEntry(hint: nil)"])
    func aViewWrappingOneFieldIsAField(wrapped: String) {
        let form = Self.shippingForm(make: "CaptionedTextField(title: \"Name\")")
        let views = ["/app/Views/BorderedEntry.swift": Self.borderedEntry, "/app/Views/CaptionedTextField.swift": Self.captionedEntry(wrapped)]
        #expect(spots(form.text, views) == ["form-without-focus-routing@\(form["1️⃣"])"])
    }

    /// The wrappers are routed through the field each exposes: the form that routes gets nothing.
    @Test func wrappersRoutedThroughTheirFieldsGetNothing() {
        let routed = Self.shippingForm(make: "CaptionedTextField(title: \"Name\")").text
            .replacingOccurrences(of: "ShippingViewController: UIViewController {", with: "ShippingViewController: UIViewController, UITextFieldDelegate {")
            .replacingOccurrences(of: "        view.addSubview(recipientField)\n", with: """
                        recipientField.textField.delegate = self
                        streetField.textField.delegate = self
                        recipientField.textField.returnKeyType = .next
                        view.addSubview(recipientField)

                """)
            .replacingOccurrences(of: "    @objc func send() {}", with: """
                    @objc func send() {}

                    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                        if textField == recipientField.textField {
                            streetField.textField.becomeFirstResponder()
                        } else {
                            send()
                        }
                        return true
                    }
                """)
        #expect(routed.contains("streetField.textField.becomeFirstResponder()"))
        let views = ["/app/Views/BorderedEntry.swift": Self.borderedEntry, "/app/Views/CaptionedTextField.swift": Self.captionedEntry("let textField = UITextField()")]
        #expect(spots(routed, views) == [])
    }

    /// A field class handling Return itself (an action on `.editingDidEndOnExit`), a view wrapping a
    /// text view, and a class out of sight leave Return unknown: nothing is said.
    @Test(arguments: [
        Self.borderedEntry.replacingOccurrences(
            of: "        borderStyle = .roundedRect\n",
            with: "        borderStyle = .roundedRect\n        addTarget(self, action: #selector(leave), for: .editingDidEndOnExit)\n"
        ).replacingOccurrences(of: "    required init?", with: "    @objc func leave() { onLeave?() }\n    var onLeave: (() -> Void)?\n\n    required init?"),
        Self.borderedEntry.replacingOccurrences(of: "class BorderedEntry: UITextField {", with: "class BorderedEntry: UITextView {"),
        "",
    ])
    func aFieldClassThatMayAnswerReturnItselfGetsNothing(fieldClass: String) {
        let form = Self.shippingForm(make: "BorderedEntry(hint: \"Name\")")
        #expect(spots(form.text, fieldClass.isEmpty ? [:] : ["/app/Views/BorderedEntry.swift": fieldClass]) == [])
    }

    @Test func oneWrappedFieldIsNoForm() {
        let single = Self.shippingForm(make: "CaptionedTextField(title: \"Name\")").text
            .replacingOccurrences(of: "    private let streetField = CaptionedTextField(title: \"Name\")\n", with: "")
            .replacingOccurrences(of: "        view.addSubview(streetField)\n", with: "")
        #expect(!single.contains("streetField"))
        let views = ["/app/Views/BorderedEntry.swift": Self.borderedEntry, "/app/Views/CaptionedTextField.swift": Self.captionedEntry("let textField = UITextField()")]
        #expect(spots(single, views) == [])
    }

    /// A card view of its own (no controller) holding two fields of class `fieldClass` and a save
    /// button reading both.
    static func addressCard(fieldClass: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class AddressCardView: UIView {
                private let 1️⃣streetField = \(fieldClass)()
                private let cityField = \(fieldClass)()
                private let saveButton = UIButton()
                var onSave: ((String, String) -> Void)?

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(streetField)
                    addSubview(cityField)
                    saveButton.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }

                @objc func saveTapped() {
                    onSave?(streetField.text ?? "", cityField.text ?? "")
                }
            }

            """)
    }

    /// A field subclass that only insets its text.
    static let insetTextField = """
        import UIKit

        class InsetTextField: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect {
                bounds.insetBy(dx: 12, dy: 0)
            }
        }

        """

    /// In a view, a field subclass that leaves Return alone is a plain field, as it is in a
    /// controller: the card's unrouted fields get the form's note, as plain fields there do.
    @Test(arguments: ["UITextField", "InsetTextField"])
    func aTextFieldSubclassInAViewIsAPlainField(fieldClass: String) {
        let card = Self.addressCard(fieldClass: fieldClass)
        #expect(spots(card.text, ["/app/Views/InsetTextField.swift": Self.insetTextField]) == ["form-without-focus-routing@\(card["1️⃣"])"])
    }

    /// A subclass that answers Return itself (its own delegate) leaves the card's Return unknown.
    @Test func aSubclassAnsweringReturnItselfInAViewGetsNothing() {
        let selfDelegating = Self.insetTextField.replacingOccurrences(of: "class InsetTextField: UITextField {", with: """
            class InsetTextField: UITextField, UITextFieldDelegate {
                override func didMoveToWindow() {
                    super.didMoveToWindow()
                    delegate = self
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    onReturn?()
                    return true
                }

                var onReturn: (() -> Void)?

            """)
        let card = Self.addressCard(fieldClass: "InsetTextField")
        #expect(spots(card.text, ["/app/Views/InsetTextField.swift": selfDelegating]) == [])
    }
}
