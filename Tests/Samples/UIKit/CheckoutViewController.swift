import UIKit

/// Array-based, with typical mistakes: Return in the city field has no case (the user is stuck), and
/// the ZIP field says "Next" although it is the last field and Return dismisses the keyboard.
final class CheckoutViewController: UIViewController, UITextFieldDelegate {
    private let streetField = UITextField()
    private let cityField = UITextField()
    private let zipField = UITextField()
    private let stackView = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        [streetField, cityField, zipField].forEach { field in
            field.delegate = self
            field.returnKeyType = .next
            field.borderStyle = .roundedRect
            stackView.addArrangedSubview(field)
        }
        view.addSubview(stackView)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case streetField:
            cityField.becomeFirstResponder()
        case zipField:
            textField.resignFirstResponder()
            placeOrder()
        default:
            break
        }
        return true
    }

    private func placeOrder() {}
}
