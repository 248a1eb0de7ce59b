import FocusModel

/// A UIKit field that `textFieldShouldReturn(_:)` routes from, but whose delegate is never set.
package enum TextFieldDelegateUnset: Rule {
    package static let description = RuleDescription(
        id: "text-field-delegate-unset", defaultSeverity: .warning,
        summary: "A text field that textFieldShouldReturn(_:) routes from never gets a delegate.",
        whatItDoes: """
            Finds UIKit text fields that the class's `textFieldShouldReturn(_:)` handles by name (a \
            `case` or an `==` test) while nothing sets their `delegate`: no `field.delegate = self` in \
            code, and no delegate connection in the storyboard or xib that holds the outlet. Outlets \
            whose interface file cannot be found are not reported.
            """,
        whyIsThisBad: """
            Without a delegate, UIKit never calls `textFieldShouldReturn(_:)` for the field: the \
            routing written for it is dead code, and Return does nothing. The form looks finished in \
            code review and is stuck on the device.
            """,
        fix: """
            Add `field.delegate = self` to `viewDidLoad()` (safe: it makes the existing routing run). \
            The *Set delegates in viewDidLoad* code action does it for every such field at once.
            """,
        examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            final class ShippingViewController: UIViewController, UITextFieldDelegate {
                private let nameField = UITextField()
                private let ↓streetField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.delegate = self
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case nameField: streetField.becomeFirstResponder()
                    case streetField: textField.resignFirstResponder()
                    default: break
                    }
                    return true
                }
            }
            """,
        ],
        nonTriggering: [
            """
            final class ShippingViewController: UIViewController, UITextFieldDelegate {
                private let nameField = UITextField()
                private let streetField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [nameField, streetField].forEach { $0.delegate = self }
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case nameField: streetField.becomeFirstResponder()
                    case streetField: textField.resignFirstResponder()
                    default: break
                    }
                    return true
                }
            }
            """,
            """
            final class ShippingViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet private weak var nameField: UITextField!
                @IBOutlet private weak var streetField: UITextField!

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == nameField { streetField.becomeFirstResponder() }
                    return true
                }
            }
            """,
        ],
        corrections: [
            RuleExamples.Correction(
                """
                final class ShippingViewController: UIViewController, UITextFieldDelegate {
                    private let nameField = UITextField()
                    private let streetField = UITextField()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        nameField.delegate = self
                    }

                    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                        if textField == nameField { streetField.becomeFirstResponder() }
                        if textField == streetField { textField.resignFirstResponder() }
                        return true
                    }
                }
                """,
                """
                final class ShippingViewController: UIViewController, UITextFieldDelegate {
                    private let nameField = UITextField()
                    private let streetField = UITextField()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        nameField.delegate = self
                        streetField.delegate = self
                    }

                    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                        if textField == nameField { streetField.becomeFirstResponder() }
                        if textField == streetField { textField.resignFirstResponder() }
                        return true
                    }
                }
                """
            ),
        ]
    )

    package static func check(_ context: RuleContext) {
        for scope in context.model.uiKit.scopes {
            for field in scope.fields where field.delegate == .unset && field.isRoutedFrom {
                let where_ = field.isOutlet ? "in code or in its storyboard/xib" : "in code"
                context.report(
                    self, "`\(field.name)` never gets a delegate \(where_), so `textFieldShouldReturn(_:)` never runs for it",
                    at: field.declaration,
                    related: scope.shouldReturn.map { [RelatedLocation(range: $0, message: "routing for `\(field.name)` that never runs")] } ?? [],
                    fixes: context.uiKitFixes.delegateFix(for: [field], in: scope).map { [$0] } ?? []
                )
            }
        }
    }
}

extension UIKitFixBuilder {
    /// `field.delegate = self` for each field, in `viewDidLoad()` (or in each field's configuration
    /// closure); also the "Set delegates in viewDidLoad" refactoring.
    func delegateFix(for fields: [UIKitField], in scope: UIKitScope) -> Fix? {
        let names = fields.map { "`\($0.name)`" }.joined(separator: ", ")
        let edits = viewDidLoadEdit(fields.map { "\($0.name).delegate = self" }, in: scope)
        if !edits.isEmpty {
            return Fix(title: "Set the delegate of \(names) in `viewDidLoad()`", applicability: .safe, edits: edits, isPreferred: true)
        }
        let closureEdits = fields.compactMap { field in configurationClosureEdit(field.declaration) { "\($0).delegate = self" } }
        guard !closureEdits.isEmpty, closureEdits.count == fields.count else { return nil }
        return Fix(title: "Set the delegate of \(names) where it is configured", applicability: .safe, edits: closureEdits, isPreferred: true)
    }
}
