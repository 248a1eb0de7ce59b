import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A table cell holding a whole form hands Return to its delegate, the controller that shows it
/// (`delegate?.entryCell(self, didReturnIn: textField)`): whether Return walks the fields is
/// decided there, in code the cell does not show. A number pad among the cell's fields breaks no
/// chain the analysis can see, and the form is not called unrouted either. A cell that routes
/// Return itself, or a handler that cannot be told but moves focus in the cell, still gets the note.
@Suite struct UIKitHandedOffReturnTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "TransferCell.swift").findings.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    /// A transfer cell: account number on a number pad, then reference and amount note.
    /// `returnHandling` is the body of its `textFieldShouldReturn(_:)`.
    private func transferCell(returnHandling: String) -> MarkedText {
        MarkedText("""
            import UIKit

            protocol TransferCellDelegate: AnyObject {
                func transferCell(_ cell: TransferCell, didReturnIn textField: UITextField)
            }

            final class TransferCell: UITableViewCell, UITextFieldDelegate {
                @IBOutlet weak var 1️⃣accountField: UITextField!
                @IBOutlet weak var referenceField: UITextField!
                @IBOutlet weak var noteField: UITextField!
                weak var delegate: TransferCellDelegate?

                override func awakeFromNib() {
                    super.awakeFromNib()
                    accountField.keyboardType = .numberPad
                    accountField.delegate = self
                    referenceField.delegate = self
                    noteField.delegate = self
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            \(returnHandling)
                    return true
                }
            }
            """)
    }

    @Test(arguments: [
        "        delegate?.transferCell(self, didReturnIn: textField)",
        "        self.delegate?.transferCell(self, didReturnIn: textField)\n        textField.resignFirstResponder()",
    ])
    func aCellHandingReturnToItsDelegateGetsNothing(returnHandling: String) {
        #expect(spots(transferCell(returnHandling: returnHandling).text).isEmpty)
    }

    @Test(arguments: [
        // The cell routes the account field itself, and hands the others to its delegate.
        """
                if textField == accountField {
                    referenceField.becomeFirstResponder()
                } else {
                    delegate?.transferCell(self, didReturnIn: textField)
                }
        """,
        // The cell moves focus by tag, which cannot be told, but moves it here.
        "        viewWithTag(textField.tag + 1)?.becomeFirstResponder()",
    ])
    func aCellThatRoutesReturnItselfStillGetsTheNote(returnHandling: String) {
        let cell = transferCell(returnHandling: returnHandling)
        #expect(spots(cell.text) == ["keypad-without-return@\(cell["1️⃣"])"])
    }
}
