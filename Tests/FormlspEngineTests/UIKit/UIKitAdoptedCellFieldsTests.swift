import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A controller keeping each row's field in a property of its own: `cellForRowAt` makes the
/// property hold the cell's field in the row's case (`cityField = cell.entryField`) and labels it
/// through the cell there (`cell.entryField.returnKeyType = .next`). In that method the cell's
/// field and the property are one object, so the label is the property's; a label given before
/// the row cases is every adopted property's. The handler routes by the properties.
@Suite struct UIKitAdoptedCellFieldsTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "ProfileEditorViewController.swift").findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    /// A profile editor of three rows; `shared` is written before the row cases, `motto` is the
    /// last row's own configuration.
    static func profileEditor(shared: String = "", motto: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class EntryCell: UITableViewCell {
                @IBOutlet weak var entryField: UITextField!
            }

            final class ProfileEditorViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
                weak var nicknameField: UITextField!
                weak var cityField: UITextField!
                weak var mottoField: UITextField!

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    3
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath) as! EntryCell
                    cell.entryField.delegate = self
                    \(shared)
                    switch indexPath.row {
                    case 0:
                        nicknameField = cell.entryField
                        cell.entryField.returnKeyType = .next
                    case 1:
                        self.cityField = cell.entryField
                        cell.entryField.returnKeyType = .next
                    default:
                        mottoField = cell.entryField
                        \(motto)
                    }
                    return cell
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == nicknameField {
                        cityField.becomeFirstResponder()
                    } else if textField == cityField {
                        mottoField.becomeFirstResponder()
                    } else {
                        saveProfile()
                    }
                    return true
                }

                func saveProfile() {}
            }

            """)
    }

    /// The last row is labelled Next in its case, yet its Return saves the profile.
    @Test func aRowsLabelGivenThroughTheCellIsItsPropertys() {
        let editor = Self.profileEditor(motto: "1️⃣cell.entryField.returnKeyType = .next")
        #expect(spots(editor.text) == ["submit-label-mismatch@\(editor["1️⃣"])"])
    }

    /// A label given before the row cases is every row's: the last one's too.
    @Test func aLabelGivenBeforeTheRowCasesIsEveryAdoptedPropertys() {
        let editor = Self.profileEditor(shared: "1️⃣cell.entryField.returnKeyType = .next", motto: "_ = indexPath")
        #expect(spots(editor.text) == ["submit-label-mismatch@\(editor["1️⃣"])"])
    }

    /// Labelled Done, or Done over the label every row is given first: the rows agree with their
    /// handler, and the Next labels of the first two rows are not taken for the last one's.
    @Test(arguments: [
        Self.profileEditor(motto: "cell.entryField.returnKeyType = .done").text,
        Self.profileEditor(shared: "cell.entryField.returnKeyType = .next", motto: "cell.entryField.returnKeyType = .done").text,
    ])
    func rowsLabelledAsTheirHandlerRoutesGetNothing(editor: String) {
        #expect(spots(editor) == [])
    }
}
