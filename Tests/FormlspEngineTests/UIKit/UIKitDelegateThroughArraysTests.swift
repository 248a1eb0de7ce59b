import FocusRules
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// A `delegate` or keyboard accessory set through an array (`list[row].delegate = self`, a loop
/// over an array property) is set on the fields only when the array can hold them: an array of
/// other objects says nothing about the fields; one whose elements cannot be told still may.
@Suite struct UIKitDelegateThroughArraysTests {
    private let engine = Engine()

    private func rules(_ text: String) -> [String] {
        engine.analyze(text, path: "Form.swift").findings.map(\.rule.rawValue)
    }

    /// A code-built sign-in form (a password field) with no Return handler; `members` adds to it.
    static func signInScreen(_ members: String) -> MarkedText {
        MarkedText("""
            final class DepotSignInViewController: UIViewController {
                var 1️⃣badgeField: UITextField!
                var pinField: UITextField!
                var printers = [NetService]()
                var switches: [UISwitch] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    badgeField = UITextField()
                    pinField = UITextField()
                    pinField.isSecureTextEntry = true
                    view.addSubview(badgeField)
                    view.addSubview(pinField)
                }

            \(members)
            }
            """)
    }

    /// The element of an array of printers or switches is no field: the form keeps its note.
    @Test(arguments: [
        "    func pick(_ row: Int) { printers[row].delegate = self }",
        "    func pick(_ row: Int) {\n        let printer = printers[row]\n        printer.delegate = self\n    }",
        "    func pick(_ row: Int) { self.switches[row].delegate = self }",
        "    func pick() { for printer in printers { printer.delegate = self } }",
    ])
    func aDelegateSetOnAnElementOfAnotherArrayLeavesTheFormNote(pick: String) {
        let form = Self.signInScreen(pick)
        let found = engine.analyze(form.text, path: "Form.swift").findings
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"])
        #expect(found.first?.range.lowerBound == form["1️⃣"])
    }

    /// An array whose elements cannot be told, or that holds the fields, may set any field's delegate.
    @Test(arguments: [
        "    var others = makeOthers()\n    func pick(_ row: Int) { others[row].delegate = self }",
        "    var fields: [UITextField] { [badgeField, pinField] }\n    func pick(_ row: Int) { fields[row].delegate = self }",
        "    func pick(_ list: [AnyObject], _ row: Int) { (list[row] as? UITextField)?.delegate = self }",
    ])
    func aDelegateSetOnAnElementThatMayBeAFieldSilencesTheForm(pick: String) {
        #expect(rules(Self.signInScreen(pick).text).isEmpty)
    }

    // MARK: Keyboard toolbars set in a loop

    /// Fields collected in `viewDidLoad`, each given a toolbar built in the loop: `action` is its button's.
    static func toolbarScreen(action: String) -> MarkedText {
        MarkedText("""
            final class CardViewController: UIViewController {
                var 1️⃣holderField: UITextField!
                var codeField: UITextField!
                var fields: [UITextField?]!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    holderField = UITextField()
                    codeField = UITextField()
                    codeField.isSecureTextEntry = true
                    fields = [holderField, codeField]
                    for field in fields {
                        let bar = UIToolbar()
                        bar.items = [UIBarButtonItem(title: "Done", style: .done, target: field, action: \(action))]
                        field?.inputAccessoryView = bar
                    }
                }
            }
            """)
    }

    /// A Done button that only resigns offers no way on: the form gets its note.
    @Test(arguments: ["#selector(field?.resignFirstResponder)", "#selector(UIView.endEditing(_:))"])
    func aToolbarThatOnlyDismissesLeavesTheFormNote(action: String) {
        let form = Self.toolbarScreen(action: action)
        let found = engine.analyze(form.text, path: "Form.swift").findings
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"])
        #expect(found.first?.range.lowerBound == form["1️⃣"])
    }

    /// A button calling the controller's own method may move focus on: the form is left alone.
    @Test func aToolbarWithAnActionOfItsOwnSilencesTheForm() {
        #expect(rules(Self.toolbarScreen(action: "#selector(nextField)").text).isEmpty)
    }
}
