import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A text field class that makes itself its delegate and answers `textFieldShouldReturn(_:)`
/// decides Return in every controller showing it: a handler that only resigns leaves a Next
/// field stuck; one that moves on, or does work the controller may route through (a closure it
/// is handed), is not read; a class whose declaration is out of sight stays unknown.
@Suite struct UIKitSelfDelegatingFieldTests {
    static let controller = MarkedText("""
        import UIKit

        final class CheckInViewController: UIViewController {
            private let 1️⃣bookingField = PlainReturnTextField()
            private let surnameField = PlainReturnTextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                bookingField.returnKeyType = .next
                surnameField.returnKeyType = .done
                view.addSubview(bookingField)
                view.addSubview(surnameField)
            }

            @objc func checkIn() {
                lookUp(bookingField.text, surnameField.text)
            }

            func lookUp(_ booking: String?, _ surname: String?) {}
        }

        """)

    /// The field class, answering Return with `returnBody`.
    static func fieldClass(returnBody: String) -> String {
        """
        import UIKit

        final class PlainReturnTextField: UITextField, UITextFieldDelegate {
            var followingField: UITextField?
            var returnPressed: ((PlainReturnTextField) -> Void)?

            override init(frame: CGRect) {
                super.init(frame: frame)
                delegate = self
            }

            required init?(coder: NSCoder) {
                fatalError("made in code")
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                \(returnBody)
                return true
            }
        }

        """
    }

    private let controllerPath = "/app/CheckIn/CheckInViewController.swift"
    private let fieldPath = "/app/Components/PlainReturnTextField.swift"

    private func spots(controller: String = controller.text, field: String?) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: controllerPath, text: controller, origin: .disk)
        if let field { index.update(path: fieldPath, text: field, origin: .disk) }
        let engine = Engine()
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: controller, path: controllerPath))
        return engine.findings(in: controller, path: controllerPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test(arguments: ["textField.resignFirstResponder()", "resignFirstResponder()", "endEditing(true)"])
    func aFieldThatOnlyResignsLeavesTheNextLabelStuck(returnBody: String) {
        #expect(spots(field: Self.fieldClass(returnBody: returnBody)) == ["missing-focus-transition@\(Self.controller["1️⃣"])"])
    }

    @Test(arguments: [
        "followingField?.becomeFirstResponder()",
        "returnPressed?(self)",
        "if let next = followingField { next.becomeFirstResponder() } else { resignFirstResponder() }",
    ])
    func aFieldThatMovesOnOrCallsOutIsNotRead(returnBody: String) {
        #expect(spots(field: Self.fieldClass(returnBody: returnBody)).isEmpty)
    }

    @Test func aFieldClassMadeItsOwnDelegateOnlyWhenDecodedIsNotReadForFieldsMadeInCode() {
        let decodedOnly = Self.fieldClass(returnBody: "textField.resignFirstResponder()")
            .replacingOccurrences(of: "        delegate = self\n", with: "")
            .replacingOccurrences(of: "        fatalError(\"made in code\")", with: "        super.init(coder: coder)\n        delegate = self")
        #expect(spots(field: decodedOnly).isEmpty)
    }

    @Test func outletsOfTheClassAreNotRead() {
        let outlets = Self.controller.text.replacingOccurrences(of: "private let bookingField = PlainReturnTextField()", with: "@IBOutlet private var bookingField: PlainReturnTextField!")
            .replacingOccurrences(of: "private let surnameField = PlainReturnTextField()", with: "@IBOutlet private var surnameField: PlainReturnTextField!")
        #expect(spots(controller: outlets, field: Self.fieldClass(returnBody: "textField.resignFirstResponder()")).isEmpty)
    }

    @Test func aFieldClassOutOfSightIsUnknown() {
        #expect(spots(field: nil).isEmpty)
    }

    @Test func aFieldClassThatIsNotItsOwnDelegateIsNotRead() {
        let notDelegate = Self.fieldClass(returnBody: "textField.resignFirstResponder()").replacingOccurrences(of: "delegate = self", with: "borderStyle = .roundedRect")
        // Whether its handler runs depends on what is made its delegate elsewhere: unknown.
        #expect(spots(field: notDelegate).isEmpty)
    }

    @Test func theControllersOwnDelegateReplacesTheFieldsHandler() {
        let routed = Self.controller.text
            .replacingOccurrences(of: "final class CheckInViewController: UIViewController {", with: "final class CheckInViewController: UIViewController, UITextFieldDelegate {")
            .replacingOccurrences(of: "        view.addSubview(bookingField)\n", with: "        bookingField.delegate = self\n        surnameField.delegate = self\n        view.addSubview(bookingField)\n")
            .replacingOccurrences(of: "    func lookUp(", with: """
                    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                        if textField == bookingField { surnameField.becomeFirstResponder() } else { checkIn() }
                        return true
                    }

                    func lookUp(
                """)
        #expect(spots(controller: routed, field: Self.fieldClass(returnBody: "textField.resignFirstResponder()")).isEmpty)
    }
}
