import UIKit

/// Mistakes: the amount field filters its input so strictly that Backspace is rejected, and it uses
/// a number pad (no Return key) although the note field follows it.
final class AmountViewController: UIViewController, UITextFieldDelegate {
    private let amountField = UITextField()
    private let noteField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        amountField.keyboardType = .numberPad
        amountField.delegate = self
        noteField.delegate = self
        noteField.returnKeyType = .done
        view.addSubview(amountField)
        view.addSubview(noteField)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case amountField:
            noteField.becomeFirstResponder()
        default:
            textField.resignFirstResponder()
            save()
        }
        return true
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField == amountField else { return true }
        guard string.rangeOfCharacter(from: CharacterSet.decimalDigits.inverted) == nil else { return false }
        return Int(string) != nil
    }

    private func save() {}
}
