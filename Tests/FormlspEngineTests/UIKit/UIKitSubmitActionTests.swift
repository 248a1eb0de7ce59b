import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A button of the class's own that sends the form in one go, whatever its title or method is
/// called: its action (an Rx tap bound through `withUnretained(self)`, a `#selector` target)
/// reads the fields' text together, calls a method that commits them (the view model's
/// `signUp()`), or calls a method of the class that reads them together. Its fields, whose
/// Return does nothing, are one form and get the form's note; a button that only navigates, and
/// fields each handled on their own, are no such sign.
@Suite struct UIKitSubmitActionTests {
    /// A feedback form whose send button runs `action` (inside `bind { owner, _ in … }`).
    static func feedbackForm(action: String, more: String = "") -> MarkedText {
        MarkedText("""
            import UIKit
            import RxSwift

            final class FeedbackViewController: UIViewController {
                private let 1️⃣topicField = UITextField()
                private let contactField = UITextField()
                private let sendButton = UIButton()
                var viewModel: FeedbackViewModel!
                private let bag = DisposeBag()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(topicField)
                    view.addSubview(contactField)
                    sendButton.rx.tap
                        .withUnretained(self)
                        .bind { owner, _ in
                            \(action)
                        }
                        .disposed(by: bag)
                }
            \(more)
            }

            """)
    }

    private func formNotes(_ text: String) -> [Int] {
        Engine().analyze(text, path: "Feedback.swift").findings.filter { $0.rule == "form-without-focus-routing" }.map(\.range.lowerBound)
    }

    @Test(arguments: [
        "owner.viewModel.signUp()",
        "owner.viewModel.post(topic: owner.topicField.text, contact: owner.contactField.text)",
        "owner.deliver()",
    ])
    func aTapThatSendsTheFieldsMakesThemOneForm(action: String) {
        let form = Self.feedbackForm(action: action, more: """

                func deliver() {
                    viewModel.post(topic: topicField.text, contact: contactField.text)
                }
            """)
        #expect(formNotes(form.text) == [form["1️⃣"]])
    }

    @Test(arguments: ["owner.navigationController?.popViewController(animated: true)", "owner.viewModel.close()"])
    func aTapThatOnlyLeavesSaysNothing(action: String) {
        #expect(formNotes(Self.feedbackForm(action: action).text) == [])
    }

    /// Each field's text is handed on by its own subscription, one at a time: no button sends both.
    @Test func fieldsHandledEachOnItsOwnAreNoForm() {
        let form = Self.feedbackForm(action: "owner.viewModel.close()", more: """

                func bindFields() {
                    topicField.rx.controlEvent(.editingChanged).withUnretained(self).bind { owner, _ in
                        owner.viewModel.topic = owner.topicField.text
                    }.disposed(by: bag)
                    contactField.rx.controlEvent(.editingChanged).withUnretained(self).bind { owner, _ in
                        owner.viewModel.contact = owner.contactField.text
                    }.disposed(by: bag)
                }
            """)
        #expect(formNotes(form.text) == [])
    }

    /// A cell's own button whose target reads both fields (`resetPassword()`, named for no
    /// commit): the cell's fields are one form.
    @Test func aCellsButtonTargetReadingBothFieldsMakesThemOneForm() {
        let cell = MarkedText("""
            import UIKit

            final class NewPasswordCell: UICollectionViewCell {
                let 1️⃣passwordField = UITextField()
                let repeatField = UITextField()
                let resetButton = UIButton()
                var onReset: ((String, String) -> Void)?

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(passwordField)
                    contentView.addSubview(repeatField)
                    resetButton.addTarget(self, action: #selector(resetPassword), for: .touchUpInside)
                }

                @objc func resetPassword() {
                    onReset?(passwordField.text ?? "", repeatField.text ?? "")
                }
            }

            """)
        #expect(formNotes(cell.text) == [cell["1️⃣"]])
        let unwired = cell.text.replacingOccurrences(of: "        resetButton.addTarget(self, action: #selector(resetPassword), for: .touchUpInside)\n", with: "")
            .replacingOccurrences(of: "@objc func resetPassword()", with: "func resetPassword()")
        #expect(formNotes(unwired) == [], "no button of the cell sends them")
    }

    /// An outlet form whose Add button runs `action`; `helpers` are methods of the class.
    static func voucherForm(action: String, helpers: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class VoucherViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var 1️⃣codeField: UITextField!
                @IBOutlet weak var pinField: UITextField!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    codeField.delegate = self
                    pinField.delegate = self
                }

                @IBAction func addTapped(_ sender: Any) {
                    \(action)
                }
            \(helpers)
            }

            """)
    }

    /// Each field is checked by a helper of its own, and a helper of the checks.
    static let checkingHelpers = """

            func codeIsValid() -> Bool {
                guard let code = codeField.text else { return false }
                return code.count == 12
            }

            func pinIsValid() -> Bool {
                pinField.text?.count == 4
            }

            func everythingIsValid() -> Bool {
                codeIsValid() && self.pinIsValid()
            }
        """

    /// The button reads the fields only through the helpers it calls: it collects the form all the same.
    @Test(arguments: [
        "if codeIsValid() && pinIsValid() { dismiss(animated: true) }",
        "guard self.everythingIsValid() else { return }\n        dismiss(animated: true)",
    ])
    func anActionReadingTheFieldsThroughItsHelpersMakesThemOneForm(action: String) {
        let form = Self.voucherForm(action: action, helpers: Self.checkingHelpers)
        #expect(formNotes(form.text) == [form["1️⃣"]])
    }

    /// A button whose helpers read one field only, or only write the fields' text, collects no form.
    @Test(arguments: [
        "if codeIsValid() { dismiss(animated: true) }",
        "clearFields()",
    ])
    func anActionWhoseHelpersReadOneFieldOrNoneSaysNothing(action: String) {
        let helpers = Self.checkingHelpers + """

                func clearFields() {
                    codeField.text = ""
                    pinField.text = nil
                }
            """
        #expect(formNotes(Self.voucherForm(action: action, helpers: helpers).text) == [])
    }
}
