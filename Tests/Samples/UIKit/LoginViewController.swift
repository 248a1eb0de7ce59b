import UIKit

/// Storyboard-backed (Login.storyboard). Mistake: the password field's delegate is not connected in
/// the storyboard, so Return there never reaches `textFieldShouldReturn(_:)`.
class LoginViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var usernameField: UITextField!
    @IBOutlet weak var passwordField: UITextField!

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField == usernameField {
            passwordField.becomeFirstResponder()
        } else if textField == passwordField {
            textField.resignFirstResponder()
            logIn()
        }
        return true
    }

    @IBAction private func logInTapped(_ sender: UIButton) {
        logIn()
    }

    private func logIn() {
        print("logging in")
    }
}
