import FocusRules
import TestSupport
import Testing

/// `deletion-blocked` on `textField(_:shouldChangeCharactersIn:replacementString:)`, which the model
/// evaluates for an empty replacement (`DeletionEvaluator`) and the rule decides on.
@Suite struct DeletionBlockedDecisionTests {
    private func blockedOffsets(_ body: String) -> (MarkedText, [Int]) {
        let source = MarkedText("""
            class AmountViewController: UIViewController, UITextFieldDelegate {
                let amountField = UITextField()
                let maxLength = 6

                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            \(body)
                }
            }
            """)
        return (source, findings(in: source.text, rule: "deletion-blocked").map(\.range.lowerBound))
    }

    @Test(arguments: [
        """
                guard string.rangeOfCharacter(from: CharacterSet.decimalDigits.inverted) == nil else { return true }
                1️⃣return false
        """,
        """
                guard Int(string) != nil else { 1️⃣return false }
                return true
        """,
        """
                if let _ = Double(string) { return true }
                1️⃣return false
        """,
        """
                if textField == amountField {
                    guard string.rangeOfCharacter(from: .decimalDigits) != nil else { 1️⃣return false }
                }
                return true
        """,
        """
                let isDigit = Int(string) != nil
                1️⃣return isDigit
        """,
        """
                if string.count > 0 { return true }
                1️⃣return false
        """,
    ])
    func deletionIsBlocked(body: String) {
        let (source, offsets) = blockedOffsets(body)
        #expect(offsets == [source["1️⃣"]])
    }

    @Test(arguments: [
        """
                if string.isEmpty { return true }
                guard Int(string) != nil else { return false }
                return true
        """,
        """
                guard !string.isEmpty else { return true }
                return string.rangeOfCharacter(from: .letters) != nil
        """,
        """
                let allowed = CharacterSet.decimalDigits
                return allowed.isSuperset(of: CharacterSet(charactersIn: string))
        """,
        """
                let current = textField.text ?? ""
                let updated = (current as NSString).replacingCharacters(in: range, with: string)
                if updated.count > maxLength { return false }
                return true
        """,
        """
                return string == "" || Int(string) != nil
        """,
        """
                guard let text = textField.text, let textRange = Range(range, in: text) else { return false }
                return text.replacingCharacters(in: textRange, with: string).count <= maxLength
        """,
        """
                let updated = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
                textField.text = updated.filter { $0.isNumber }
                return false
        """,
        """
                if !string.isEmpty, string.count > maxLength { return false }
                textField.text = "•"
                return false
        """,
        """
                if !string.isEmpty, string.count > maxLength { return false }
                redraw(textField, after: string)
                return false
        """,
        """
                return false
        """,
        """
                if string.rangeOfCharacter(from: CharacterSet.letters) != nil { return false }
                return true
        """,
    ])
    func deletionIsAllowed(body: String) {
        let (_, offsets) = blockedOffsets(body)
        #expect(offsets.isEmpty)
    }
}
