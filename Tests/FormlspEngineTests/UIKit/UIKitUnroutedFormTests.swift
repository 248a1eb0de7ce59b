import FocusRules
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// UIKit forms nothing routes: a controller taking a password (marked secure in code or in its
/// storyboard) is a sign-in or sign-up form even with no delegate and no submit method in sight,
/// so its fields, each of whose Return does nothing, get the form's note.
@Suite struct UIKitUnroutedFormTests {
    private let engine = Engine()

    private func findings(_ text: String) -> [Finding] {
        engine.analyze(text, path: "Form.swift").findings
    }

    /// Fields made in code with no delegate: Return does nothing in any of them. `secretSetup`
    /// configures the second field.
    static func bindingScreen(secretSetup: String) -> MarkedText {
        MarkedText("""
            final class CampusBindingViewController: UIViewController {
                var 1️⃣studentField: UITextField!
                var secretField: UITextField!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    studentField = UITextField()
                    secretField = UITextField()
                    \(secretSetup)
                    view.addSubview(studentField)
                    view.addSubview(secretField)
                }

                @objc func bind() {}
            }
            """)
    }

    @Test(arguments: ["secretField.isSecureTextEntry = true", "secretField.textContentType = .newPassword"])
    func aControllerTakingAPasswordWithNoDelegateGetsTheFormNote(secretSetup: String) {
        let form = Self.bindingScreen(secretSetup: secretSetup)
        let found = findings(form.text)
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"])
        #expect(found.first?.range.lowerBound == form["1️⃣"])
    }

    /// Nothing says the two fields are one form: the class is left alone, whatever the second
    /// field is called (declared, never shown, it may be no field at all).
    @Test(arguments: [("secretField", "secretField.placeholder = \"Room\""), ("passwordField", "")])
    func aClassWithNoPasswordNoDelegateAndNoSubmitIsLeftAlone(name: String, setup: String) {
        let source = Self.bindingScreen(secretSetup: setup).text.replacingOccurrences(of: "secretField", with: name)
        #expect(findings(source).isEmpty)
    }

    /// A view's fields are wired by the controller that shows it.
    @Test func aViewTakingAPasswordIsLeftToItsController() {
        let source = Self.bindingScreen(secretSetup: "secretField.isSecureTextEntry = true").text
            .replacingOccurrences(of: "CampusBindingViewController: UIViewController", with: "CampusBindingPanel: UIView")
            .replacingOccurrences(of: "override func viewDidLoad() {\n        super.viewDidLoad()", with: "func layout() {")
        #expect(source.contains("func layout() {"))
        #expect(findings(source).isEmpty)
    }
}
