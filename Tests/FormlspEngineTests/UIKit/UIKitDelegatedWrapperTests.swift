import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A view of the app's own wrapping one text field, whose name does not say it is a field
/// (`CaptionedInputView`), held by a controller that makes itself that field's delegate
/// (`view.textField.delegate = self` where the property's view is made, or
/// `currentEmailView.textField.delegate = self` later): the controller answers the field's Return,
/// so the view is a field of its form. Without that, a view of the app's may hide its field or
/// stand for a button, and is left out.
@Suite struct UIKitDelegatedWrapperTests {
    /// A view putting a caption over the one field it keeps as `textField`.
    static let captionedInputView = """
        import UIKit

        final class CaptionedInputView: UIView {
            private let caption = UILabel()
            let textField = UITextField()

            var title = "" {
                didSet { caption.text = title }
            }

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(caption)
                addSubview(textField)
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        """

    /// A change-email screen of two captioned inputs whose views are made by closures holding
    /// `makeDelegate`, with `later` written in `viewDidLoad()` and `handler` as the Return handler.
    static func changeEmail(
        makeDelegate: String = "view.textField.delegate = self", later: String = "", handler: String = "textField.resignFirstResponder()",
        superclass: String = "UIViewController"
    ) -> MarkedText {
        MarkedText("""
            import UIKit

            final class ChangeEmailScreen: \(superclass), UITextFieldDelegate {
                lazy var 1️⃣currentEmailView: CaptionedInputView = {
                    let view = CaptionedInputView()
                    view.title = "Current email"
                    \(makeDelegate)
                    return view
                }()

                lazy var newEmailView: CaptionedInputView = {
                    let view = CaptionedInputView()
                    view.title = "New email"
                    \(makeDelegate)
                    return view
                }()

                private let confirmButton = UIButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(currentEmailView)
                    view.addSubview(newEmailView)
                    view.addSubview(confirmButton)
                    \(later)
                    confirmButton.addTarget(self, action: #selector(confirm), for: .touchUpInside)
                }

                @objc func confirm() {
                    changeEmail(from: currentEmailView.textField.text ?? "", to: newEmailView.textField.text ?? "")
                }

                func changeEmail(from old: String, to new: String) {}

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    \(handler)
                    return true
                }
            }

            """)
    }

    private let formPath = "/app/Account/ChangeEmailScreen.swift"

    private func spots(_ form: String, wrapper: String = Self.captionedInputView) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: formPath, text: form, origin: .disk)
        index.update(path: "/app/Components/CaptionedInputView.swift", text: wrapper, origin: .disk)
        let engine = Engine()
        let context = index.context(forPath: formPath, summary: engine.summary(of: form, path: formPath))
        return engine.findings(in: form, path: formPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    /// Delegated where each view is made, or afterwards through the property: Return in the
    /// current email only hides the keyboard while the new email waits below.
    @Test(arguments: [
        ("view.textField.delegate = self", ""),
        ("", "currentEmailView.textField.delegate = self\n        self.newEmailView.textField.delegate = self"),
    ])
    func aWrappedFieldTheControllerDelegatesIsAField(makeDelegate: String, later: String) {
        let form = Self.changeEmail(makeDelegate: makeDelegate, later: later)
        #expect(spots(form.text) == ["missing-focus-transition@\(form["1️⃣"])"])
    }

    /// Nobody delegates the wrapped fields: the views are not taken for fields, as before.
    @Test func wrappersNobodyDelegatesStayOutOfTheForm() {
        #expect(spots(Self.changeEmail(makeDelegate: "").text) == [])
    }

    /// The wrapped field is handed to another object: whose handler answers is not known.
    @Test func aWrappedFieldDelegatedToAnotherObjectIsNotTakenForOne() {
        let form = Self.changeEmail(makeDelegate: "view.textField.delegate = EmailFieldPolicy.shared")
        #expect(spots(form.text) == [])
    }

    /// The controller routes Return through the wrapped fields, labelled where each view is made:
    /// the form is fine, and the fields it routes from have their delegate.
    @Test(arguments: [
        ("view.textField.delegate = self\n        view.textField.returnKeyType = view.title == \"New email\" ? .done : .next", ""),
        ("", "currentEmailView.textField.delegate = self\n        newEmailView.textField.delegate = self\n        currentEmailView.textField.returnKeyType = .next"),
    ])
    func delegatedWrappersRoutedThroughTheirFieldsGetNothing(makeDelegate: String, later: String) {
        let handler = """
            if textField == currentEmailView.textField {
                        newEmailView.textField.becomeFirstResponder()
                    } else {
                        confirm()
                    }
            """
        #expect(spots(Self.changeEmail(makeDelegate: makeDelegate, later: later, handler: handler).text) == [])
    }

    /// A routed field the controller never delegates is still told so.
    @Test func aRoutedWrappedFieldLeftWithoutItsDelegateIsReported() {
        let handler = """
            if textField == currentEmailView.textField {
                        newEmailView.textField.becomeFirstResponder()
                    } else {
                        confirm()
                    }
            """
        let form = Self.changeEmail(makeDelegate: "", later: "newEmailView.textField.delegate = self\n        currentEmailView.textField.returnKeyType = .next", handler: handler)
        #expect(spots(form.text) == ["text-field-delegate-unset@\(form["1️⃣"])"])
    }

    /// A view (not a controller) delegating its wrappers: a view's fields are wired by the
    /// controller that shows it, and its wrappers may never be added; nothing is said.
    @Test func aViewDelegatingItsWrappersIsNotRead() {
        let card = Self.changeEmail(superclass: "UIView").text
            .replacingOccurrences(of: "    override func viewDidLoad() {\n        super.viewDidLoad()\n", with: "    func layOut() {\n")
        #expect(card.contains("func layOut()"))
        #expect(spots(card) == [])
    }

    /// A view that keeps two fields wraps none: it is not taken for one, delegated or not.
    @Test func aViewHoldingTwoFieldsIsNoWrapper() {
        let pair = Self.captionedInputView.replacingOccurrences(
            of: "    let textField = UITextField()\n", with: "    let textField = UITextField()\n    let confirmationTextField = UITextField()\n")
        #expect(pair.contains("confirmationTextField"))
        #expect(spots(Self.changeEmail().text, wrapper: pair) == [])
    }
}
