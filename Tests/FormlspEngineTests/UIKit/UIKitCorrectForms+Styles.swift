/// More of the correct UIKit forms `UIKitCorrectFormsTests` checks: helpers, closures, chained
/// calls, arrays, tags and protocol extensions.
extension UIKitCorrectFormsTests {
    static let helperMethod = """
        class CardViewController: UIViewController, UITextFieldDelegate {
            let numberField = UITextField()
            let holderField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                numberField.delegate = self
                holderField.delegate = self
                numberField.returnKeyType = .next
                holderField.returnKeyType = .done
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                moveOn(from: textField)
                return true
            }

            private func moveOn(from field: UITextField) {
                if field == numberField {
                    holderField.becomeFirstResponder()
                } else {
                    field.resignFirstResponder()
                    saveCard()
                }
            }

            private func saveCard() {}
        }
        """

    static let lazyClosures = """
        final class FeedbackViewController: UIViewController, UITextFieldDelegate {
            private lazy var subjectField: UITextField = {
                let field = UITextField()
                field.returnKeyType = .next
                field.delegate = self
                return field
            }()

            private lazy var emailField: UITextField = {
                let field = UITextField()
                field.keyboardType = .emailAddress
                field.returnKeyType = .send
                field.delegate = self
                return field
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                let stack = UIStackView(arrangedSubviews: [subjectField, emailField])
                view.addSubview(stack)
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                switch textField {
                case subjectField: emailField.becomeFirstResponder()
                default: send()
                }
                return true
            }

            private func send() {}
        }
        """

    static let thenStyle = """
        final class SearchFilterViewController: UIViewController, UITextFieldDelegate {
            private lazy var minField = UITextField().then {
                $0.returnKeyType = .next
                $0.delegate = self
            }
            private lazy var maxField = UITextField().then {
                $0.returnKeyType = .search
                $0.delegate = self
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == minField { maxField.becomeFirstResponder() } else { applyFilter() }
                return true
            }

            func applyFilter() {}
        }
        """

    static let arrayIndex = """
        class SurveyViewController: UIViewController, UITextFieldDelegate {
            let ageField = UITextField()
            let cityField = UITextField()
            let jobField = UITextField()
            lazy var fields = [ageField, cityField, jobField]

            override func viewDidLoad() {
                super.viewDidLoad()
                fields.forEach {
                    $0.delegate = self
                    $0.returnKeyType = .next
                }
                jobField.returnKeyType = .done
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if let index = fields.firstIndex(of: textField), index + 1 < fields.count {
                    fields[index + 1].becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }
        }
        """

    static let tagBased = """
        class ContactViewController: UIViewController, UITextFieldDelegate {
            @IBOutlet weak var firstField: UITextField!
            @IBOutlet weak var secondField: UITextField!

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if let next = view.viewWithTag(textField.tag + 1) as? UITextField {
                    next.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }
        }
        """

    static let protocolHelper = """
        protocol NextTextFieldHandler {
            var textFields: [UITextField] { get }
        }

        extension NextTextFieldHandler {
            func handleReturnKeyTapped(on textField: UITextField) {
                guard let index = textFields.firstIndex(of: textField), index + 1 < textFields.count else {
                    textField.resignFirstResponder()
                    return
                }
                textFields[index + 1].becomeFirstResponder()
            }
        }

        final class ShippingViewController: UIViewController, UITextFieldDelegate, NextTextFieldHandler {
            private let streetField = UITextField()
            private let zipField = UITextField()
            var textFields: [UITextField] { [streetField, zipField] }

            override func viewDidLoad() {
                super.viewDidLoad()
                textFields.forEach { $0.delegate = self }
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                handleReturnKeyTapped(on: textField)
                return true
            }
        }
        """
}
