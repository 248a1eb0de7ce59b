import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Fields a controller takes from the table cells it configures per row (`usernameField =
/// cell.textField`): the cell's own code sets their keyboard and Return key, out of the controller's
/// sight, so the controller is never told a field has no label.
@Suite struct UIKitCellFieldTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "Credentials.swift").findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    /// `setUp` takes the fields from rows, or makes its own.
    static func credentials(setUp: String) -> MarkedText {
        MarkedText("""
            final class CredentialsViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
                private weak var 1️⃣accountField: UITextField?
                private weak var secretField: UITextField?

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath) as! FieldCell
                    \(setUp)
                    return cell
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == accountField {
                        secretField?.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
    }

    @Test func aFieldOfItsOwnWithTheDefaultKeyGetsNext() {
        let source = Self.credentials(setUp: """
            let field = UITextField()
                    field.delegate = self
                    if indexPath.row == 0 { accountField = field } else { secretField = field }
            """)
        #expect(spots(source.text).contains("missing-submit-label@\(source["1️⃣"])"))
    }

    @Test func aFieldTakenFromACellHasTheLabelTheCellGaveIt() {
        let source = Self.credentials(setUp: """
            cell.configure(style: indexPath.row == 0 ? .account : .secret)
                    cell.textField.delegate = self
                    if indexPath.row == 0 { accountField = cell.textField } else { secretField = cell.textField }
            """)
        #expect(!spots(source.text).contains("missing-submit-label@\(source["1️⃣"])"))
    }
}
