import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A text field class of the app's own that sets its own Return key where every instance runs it
/// (`awakeFromNib()`, an initializer, or a setup method they call) gives that key to every field
/// of the class: to an outlet after the inspector's setting, to a field made in code through the
/// initializers that set it. The controller's own assignment, made later, wins. A key the class
/// also assigns elsewhere (a method called at any time) is not known.
@Suite struct UIKitFieldClassReturnKeyTests {
    static func fieldClass(setUp: String = "returnKeyType = .done", extra: String = "") -> String {
        """
        import UIKit

        class CapsuleTextField: UITextField {
            override func awakeFromNib() {
                super.awakeFromNib()
                style()
            }

            private func style() {
                \(setUp)
                layer.cornerRadius = 8
            }
        \(extra)
        }

        """
    }

    static let routing = """
                    if textField == originField {
                        destinationField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
            """

    static func controller(setup: String = "", handler: String = routing, outlets: Bool = true) -> MarkedText {
        MarkedText("""
            import UIKit

            final class TripViewController: UIViewController, UITextFieldDelegate {
            \(outlets ? """
                @IBOutlet weak var 1️⃣originField: CapsuleTextField!
                @IBOutlet weak var destinationField: CapsuleTextField!
            """ : """
                private let 1️⃣originField = CapsuleTextField()
                private let destinationField = CapsuleTextField()
            """)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    originField.delegate = self
                    destinationField.delegate = self\(setup)
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            \(handler)
                    return true
                }
            }

            """)
    }

    private let fieldPath = "/app/Views/CapsuleTextField.swift"
    private let controllerPath = "/app/Trips/TripViewController.swift"

    private func spots(_ controller: String, fieldClass: String = fieldClass()) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: fieldPath, text: fieldClass)
        index.update(path: controllerPath, text: controller)
        let engine = Engine()
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: controller, path: controllerPath))
        return engine.findings(in: controller, path: controllerPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    /// Done, set by the class on every field, on a field whose Return moves on.
    @Test(arguments: ["returnKeyType = .done", "self.returnKeyType = UIReturnKeyType.done"])
    func theClassKeyIsTheFieldsLabel(setUp: String) {
        let source = Self.controller()
        #expect(spots(source.text, fieldClass: Self.fieldClass(setUp: setUp)) == ["submit-label-mismatch@\(source["1️⃣"])"])
    }

    /// The controller labels its fields after the class did: its keys are the ones shown.
    @Test func theControllersOwnKeysWin() {
        let keys = "\n        originField.returnKeyType = .next\n        destinationField.returnKeyType = .done"
        #expect(spots(Self.controller(setup: keys).text).isEmpty)
    }

    /// Done on every field because the class says so was chosen for none of them: a handler
    /// that only resigns still drops the keyboard mid-form.
    @Test func aDoneTheClassGivesEveryFieldDoesNotExcuseADroppedKeyboard() {
        let source = Self.controller(handler: "        textField.resignFirstResponder()")
        #expect(spots(source.text) == ["missing-focus-transition@\(source["1️⃣"])"])
    }

    /// The controller labelling the first field Done itself says the form may end there.
    @Test func aDoneTheControllerChoosesIsAChosenEnd() {
        let source = Self.controller(setup: "\n        originField.returnKeyType = .done", handler: "        textField.resignFirstResponder()")
        #expect(spots(source.text).isEmpty)
    }

    /// A key the class may change at any time is not known: nothing is said of the label.
    @Test func aKeyTheClassAlsoSetsLaterIsUnknown() {
        let later = """

                func markEditing() {
                    returnKeyType = .next
                }
            """
        #expect(spots(Self.controller().text, fieldClass: Self.fieldClass(extra: later)).isEmpty)
    }

    /// A key set under a condition is not known either.
    @Test func aKeySetUnderAConditionIsUnknown() {
        #expect(spots(Self.controller().text, fieldClass: Self.fieldClass(setUp: "if isSecureTextEntry { returnKeyType = .done }")).isEmpty)
    }

    /// A key set only in `awakeFromNib()` never reaches a field made in code: its key is the default.
    @Test func aKeySetOnlyForDecodedFieldsLeavesFieldsMadeInCodeAlone() {
        let source = Self.controller(outlets: false)
        #expect(spots(source.text) == ["missing-submit-label@\(source["1️⃣"])"])
    }

    /// A key set in the initializers reaches fields made in code.
    @Test func aKeySetInTheInitializersReachesFieldsMadeInCode() {
        let madeInCode = """
            import UIKit

            class CapsuleTextField: UITextField {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    returnKeyType = .done
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }

            """
        let source = Self.controller(outlets: false)
        #expect(spots(source.text, fieldClass: madeInCode) == ["submit-label-mismatch@\(source["1️⃣"])"])
    }
}
