import UIKit

/// Correct, tag-based: Return looks up the next field by tag. The routing is generic, so formlsp
/// treats it as handled and says nothing.
final class TagFormViewController: UIViewController, UITextFieldDelegate {
    private let firstNameField = UITextField()
    private let lastNameField = UITextField()
    private let companyField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, field) in [firstNameField, lastNameField, companyField].enumerated() {
            field.tag = index + 1
            field.delegate = self
            field.returnKeyType = index == 2 ? .done : .next
            view.addSubview(field)
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let next = view.viewWithTag(textField.tag + 1) as? UITextField {
            next.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}
