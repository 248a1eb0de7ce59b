import FocusRules
import FormlspEngine
import ProjectFiles
import TestSupport
import Testing

/// Configuration done elsewhere in the file: a factory, a helper given the field, an extension
/// method called on it. A call counts as the assignments the function makes, written at the call.
@Suite struct UIKitConfigurationTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "Form.swift").findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    /// Routing that walks name → email → phone and ends on the last field.
    private static let routing = """
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                switch textField {
                case nameField: emailField.becomeFirstResponder()
                case emailField: phoneField.becomeFirstResponder()
                default: textField.resignFirstResponder()
                }
                return true
            }
        """

    /// A factory labels every field Next; the last one keeps it, and Return there ends editing.
    @Test func theLastFieldInheritsNextFromItsFactory() throws {
        let source = MarkedText("""
            final class ContactViewController: UIViewController, UITextFieldDelegate {
                private var nameField: UITextField!
                private var emailField: UITextField!
                private var phoneField: UITextField!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField = makeField()
                    emailField = makeField()
                    phoneField = 1️⃣makeField()
                }

                private func makeField() -> UITextField {
                    let field = UITextField()
                    field.returnKeyType = .next
                    field.delegate = self
                    return field
                }

            \(Self.routing)
            }
            """)
        #expect(spots(source.text) == ["submit-label-mismatch@\(source["1️⃣"])"])
        let finding = try #require(engine.analyze(source.text, path: "Form.swift").findings.first)
        #expect(finding.message.contains("set inside `makeField`"))
        #expect(finding.fixes.isEmpty, "the label is written in the factory, shared by every field")
    }

    /// The same factory, and the last field set to Done after it: nothing to say.
    @Test func aLabelSetAfterTheFactoryWins() {
        let source = """
            final class ContactViewController: UIViewController, UITextFieldDelegate {
                private lazy var nameField = Self.makeField(delegate: self)
                private lazy var emailField = Self.makeField(delegate: self)
                private lazy var phoneField = Self.makeField(delegate: self)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    phoneField.returnKeyType = .done
                }

                private static func makeField(delegate: UITextFieldDelegate) -> UITextField {
                    let field = UITextField()
                    field.returnKeyType = .next
                    field.delegate = delegate
                    return field
                }

            \(Self.routing)
            }
            """
        #expect(spots(source).isEmpty)
    }

    /// A helper switching over a style labels each field; the style is a literal at each call.
    static func styledForm(lastStyle: String) -> String {
        """
        enum FieldStyle { case text, email, last }

        final class ContactViewController: UIViewController, UITextFieldDelegate {
            private let nameField = UITextField()
            private let emailField = UITextField()
            private let phoneField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                style(nameField, as: .text)
                style(emailField, as: .email)
                style(phoneField, as: .\(lastStyle))
            }

            private func style(_ field: UITextField, as style: FieldStyle) {
                field.delegate = self
                switch style {
                case .text, .email:
                    field.returnKeyType = .next
                case .last:
                    field.returnKeyType = .done
                }
            }

        \(routing)
        }
        """
    }

    @Test func aHelperSwitchingOnALiteralStyleLabelsEachField() {
        #expect(spots(Self.styledForm(lastStyle: "last")).isEmpty, "labels set by the helper are seen: no missing-submit-label")
        let mislabelled = MarkedText(Self.styledForm(lastStyle: "email").replacingOccurrences(of: "style(phoneField", with: "1️⃣style(phoneField"))
        #expect(spots(mislabelled.text) == ["submit-label-mismatch@\(mislabelled["1️⃣"])"])
    }

    /// A style that is not a literal at the call: the label is unknown, so nothing is said.
    @Test func aComputedStyleLeavesTheLabelUnknown() {
        let source = Self.styledForm(lastStyle: "email").replacingOccurrences(of: "style(phoneField, as: .email)", with: "style(phoneField, as: phoneStyle)")
        #expect(spots(source).isEmpty)
    }

    /// An extension method of `UITextField` configures the field it is called on.
    static func extensionForm(lastKey: String) -> String {
        """
        extension UITextField {
            func applyNextStyle() {
                returnKeyType = .next
                autocorrectionType = .no
            }

            func applyStyle(returnKey: UIReturnKeyType) {
                self.returnKeyType = returnKey
            }
        }

        final class ContactViewController: UIViewController, UITextFieldDelegate {
            private let nameField = UITextField()
            private let emailField = UITextField()
            private let phoneField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                [nameField, emailField, phoneField].forEach { $0.delegate = self }
                nameField.applyNextStyle()
                emailField.applyNextStyle()
                phoneField.applyStyle(returnKey: .\(lastKey))
            }

        \(routing)
        }
        """
    }

    @Test func anExtensionMethodConfiguresTheFieldItIsCalledOn() {
        #expect(spots(Self.extensionForm(lastKey: "done")).isEmpty)
        let source = MarkedText(Self.extensionForm(lastKey: "next").replacingOccurrences(of: "phoneField.applyStyle", with: "1️⃣phoneField.applyStyle"))
        #expect(spots(source.text) == ["submit-label-mismatch@\(source["1️⃣"])"])
    }

    /// A helper that sets the keyboard only leaves the label at its default: still missing.
    @Test func aHelperThatSetsNoLabelLeavesTheFieldUnlabelled() {
        let source = MarkedText("""
            final class ContactViewController: UIViewController, UITextFieldDelegate {
                private let 1️⃣nameField = UITextField()
                private let emailField = UITextField()
                private let phoneField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [nameField, emailField, phoneField].forEach { $0.delegate = self }
                    plain(nameField)
                    emailField.returnKeyType = .next
                }

                private func plain(_ field: UITextField) {
                    field.keyboardType = .default
                }

            \(Self.routing)
            }
            """)
        #expect(spots(source.text) == ["missing-submit-label@\(source["1️⃣"])"])
    }

    /// A helper also passed by reference (`forEach(style)`) may label any field: unknown.
    @Test func aHelperUsedAsAValueIsNotFollowed() {
        let source = """
            final class ContactViewController: UIViewController, UITextFieldDelegate {
                private let nameField = UITextField()
                private let emailField = UITextField()
                private let phoneField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [nameField, emailField, phoneField].forEach(style)
                    style(phoneField)
                }

                private func style(_ field: UITextField) {
                    field.delegate = self
                    field.returnKeyType = .next
                }

            \(Self.routing)
            }
            """
        #expect(spots(source).isEmpty)
    }

    /// A helper giving a field a picker for its keyboard makes it a member without a Return key:
    /// Return may skip it, and nothing is said about its own Return.
    @Test func aHelperGivingAnInputViewMakesAFieldWithoutAReturnKey() {
        let source = """
            final class ContactViewController: UIViewController, UITextFieldDelegate {
                private let nameField = UITextField()
                private let dateField = UITextField()
                private let emailField = UITextField()
                private let picker = UIDatePicker()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [nameField, dateField, emailField].forEach { $0.delegate = self }
                    usePicker(picker, for: dateField)
                    nameField.returnKeyType = .next
                    emailField.returnKeyType = .done
                }

                private func usePicker(_ picker: UIView, for field: UITextField) {
                    field.inputView = picker
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == nameField {
                        emailField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """
        #expect(spots(source).isEmpty)
        let withoutPicker = source.replacingOccurrences(of: "usePicker(picker, for: dateField)", with: "")
        #expect(spots(withoutPicker).contains { $0.hasPrefix("focus-chain-gap") || $0.hasPrefix("missing-focus-transition") })
    }
}
