import UIKit

/// Correct: a programmatic sign-up form. Fields are built in configuration closures, laid out in a
/// stack view, and Return walks name → email → password, then signs up.
final class SignUpViewController: UIViewController {
    private lazy var nameField: UITextField = {
        let textField = UITextField()
        textField.placeholder = "Full name"
        textField.textContentType = .name
        textField.returnKeyType = .next
        textField.delegate = self
        return textField
    }()

    private lazy var emailField: UITextField = {
        let textField = UITextField()
        textField.placeholder = "Email"
        textField.keyboardType = .emailAddress
        textField.autocapitalizationType = .none
        textField.returnKeyType = .next
        textField.delegate = self
        return textField
    }()

    private lazy var passwordField: UITextField = {
        let textField = UITextField()
        textField.placeholder = "Password"
        textField.isSecureTextEntry = true
        textField.returnKeyType = .join
        textField.delegate = self
        return textField
    }()

    private lazy var formStack = UIStackView(arrangedSubviews: [nameField, emailField, passwordField])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        formStack.axis = .vertical
        formStack.spacing = 12
        formStack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(formStack)
        NSLayoutConstraint.activate([
            formStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            formStack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            formStack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    private func signUp() {
        view.endEditing(true)
    }
}

extension SignUpViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case nameField:
            emailField.becomeFirstResponder()
        case emailField:
            passwordField.becomeFirstResponder()
        default:
            signUp()
        }
        return true
    }
}
