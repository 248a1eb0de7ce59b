import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A form laid out in a plain `UIView` that its controller shows, whose fields a factory of the
/// app's makes, installing in each a new delegate of the app's own (assigned, or handed to a setter
/// of the field's class): that delegate answers Return. One that has no `textFieldShouldReturn(_:)`
/// leaves Return doing nothing in every field, so the view's fields, submitted by its Save button,
/// are a form nothing routes. Anything that may answer otherwise (a handler in the delegate, a
/// delegate or a Return action given by the controller, a setter that keeps the object elsewhere,
/// an installation under a condition) keeps it quiet.
@Suite struct UIKitInstalledDelegateTests {
    /// The design system: a field class with a delegate setter, a delegate filtering characters
    /// (`answer` added to its body), and a factory installing one in each field it makes (`install`).
    static func designSystem(
        setter: String = "self.delegate = handler\n        keptHandler = handler", answer: String = "",
        install: String = "field.setKeptDelegate(handler)"
    ) -> String {
        """
        import UIKit

        final class RoundedTextField: UITextField {
            private var keptHandler: UITextFieldDelegate?

            func setKeptDelegate(_ handler: UITextFieldDelegate) {
                \(setter)
            }
        }

        final class DigitsOnlyFilter: NSObject, UITextFieldDelegate {
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                string.allSatisfy(\\.isNumber)
            }
            \(answer)
        }

        final class FieldMaker {
            func makeField(hint: String, secure: Bool = false) -> RoundedTextField {
                let field = RoundedTextField()
                field.placeholder = hint
                let handler = DigitsOnlyFilter()
                \(install)
                return field
            }
        }

        """
    }

    /// A view of a guest's details, three fields and a button titled `button`.
    static func guestView(button: String = "saveButton") -> MarkedText {
        MarkedText("""
            import UIKit

            final class GuestDetailsView: UIView {
                private let maker = FieldMaker()

                lazy var 1️⃣givenNameTextField: RoundedTextField = {
                    maker.makeField(hint: "Given name")
                }()

                lazy var familyNameTextField: RoundedTextField = {
                    let field = maker.makeField(hint: "Family name")
                    return field
                }()

                lazy var roomTextField: RoundedTextField = {
                    return maker.makeField(hint: "Room")
                }()

                let \(button) = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    [givenNameTextField, familyNameTextField, roomTextField, \(button)].forEach(addSubview)
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }

            """)
    }

    /// The controller showing the view, doing `wiring` to it.
    static func controller(wiring: String = "") -> String {
        """
        import UIKit

        final class GuestDetailsViewController: UIViewController {
            private let detailsView = GuestDetailsView()

            override func loadView() {
                view = detailsView
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                \(wiring)
            }

            @objc private func finish() {}
        }

        """
    }

    private let viewPath = "/app/Guests/GuestDetailsView.swift"

    private func spots(_ view: String, designSystem: String = designSystem(), controller: String = controller()) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: "/app/Design/RoundedTextField.swift", text: designSystem, origin: .disk)
        index.update(path: viewPath, text: view, origin: .disk)
        index.update(path: "/app/Guests/GuestDetailsViewController.swift", text: controller, origin: .disk)
        let engine = Engine()
        let context = index.context(forPath: viewPath, summary: engine.summary(of: view, path: viewPath))
        return engine.findings(in: view, path: viewPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    /// The delegate each field is made with filters characters and answers no Return: Return in
    /// the given name does nothing, and the view's Save button submits the three together.
    @Test(arguments: [
        "field.setKeptDelegate(handler)",
        "field.delegate = handler",
        "field.setKeptDelegate(DigitsOnlyFilter())",
    ])
    func fieldsWhoseInstalledDelegateAnswersNoReturnAreAFormNothingRoutes(install: String) {
        let view = Self.guestView()
        #expect(spots(view.text, designSystem: Self.designSystem(install: install)) == ["form-without-focus-routing@\(view["1️⃣"])"])
    }

    @Test func aRegisterButtonSubmitsToo() {
        let view = Self.guestView(button: "registerButton")
        #expect(spots(view.text) == ["form-without-focus-routing@\(view["1️⃣"])"])
    }

    /// A view with no button named for submitting may show fields edited apart: left alone.
    @Test func aViewWithoutACommitButtonIsLeftAlone() {
        #expect(spots(Self.guestView(button: "helpButton").text) == [])
    }

    /// The delegate answers Return: what it does is not read here.
    @Test func aDelegateWithAReturnHandlerIsLeftAlone() {
        let answer = """
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return true
            }
            """
        #expect(spots(Self.guestView().text, designSystem: Self.designSystem(answer: answer)) == [])
    }

    /// A setter that keeps the object without making it the delegate, or an installation under
    /// a condition: no delegate known to be installed.
    @Test(arguments: [
        (Self.designSystem(setter: "keptHandler = handler")),
        (Self.designSystem(install: "if !secure { field.setKeptDelegate(handler) }")),
        (Self.designSystem(install: "field.setKeptDelegate(handler)\n        field.delegate = nil")),
    ])
    func noDelegateKnownToBeInstalledIsLeftAlone(designSystem: String) {
        #expect(spots(Self.guestView().text, designSystem: designSystem) == [])
    }

    /// The controller gives the view's fields a delegate or a Return action of its own: their
    /// Return is answered there.
    @Test(arguments: [
        "detailsView.givenNameTextField.delegate = self",
        "detailsView.givenNameTextField.setKeptDelegate(DigitsOnlyFilter())",
        "detailsView.givenNameTextField.addTarget(self, action: #selector(finish), for: .editingDidEndOnExit)",
    ])
    func fieldsTheControllerWiresAreAnsweredThere(wiring: String) {
        #expect(spots(Self.guestView().text, controller: Self.controller(wiring: wiring)) == [])
    }

    /// Reading a field's text or following its edits from the controller takes nothing over.
    @Test func fieldsTheControllerOnlyReadsStayTheViews() {
        let view = Self.guestView()
        let wiring = "detailsView.givenNameTextField.addTarget(self, action: #selector(finish), for: .editingChanged)"
        #expect(spots(view.text, controller: Self.controller(wiring: wiring)) == ["form-without-focus-routing@\(view["1️⃣"])"])
    }
}
