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
        // A deletion replaces a range of one character or more.
        """
                if string.isEmpty {
                    if range.length > 0 { 1️⃣return false }
                    return true
                }
                return true
        """,
        // Past a field text that is always there, the refusal is still reached.
        """
                guard let current = textField.text else { return false }
                if string.isEmpty { 1️⃣return current.isEmpty }
                return true
        """,
        // The C idiom for Backspace, then a refusal: every deletion is refused.
        """
                if let typed = string.cString(using: .utf8), strcmp(typed, "\\\\b") == -92 { 1️⃣return false }
                return true
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
        // An empty string over an empty range deletes nothing: refusing it blocks no Backspace.
        """
                if string.isEmpty {
                    if range.length == 0 { return false }
                    return true
                }
                return Int(string) != nil
        """,
        """
                if string.isEmpty && range.length < 1 { return false }
                return true
        """,
        // A code box taking one typed character over an empty range (an insertion) stores it and
        // moves on itself; a deletion never takes that branch.
        """
                guard string.count <= 1 else { return false }
                if range.length == 0 {
                    textField.superview?.viewWithTag(textField.tag + 1)?.becomeFirstResponder()
                    return false
                }
                return true
        """,
        // A deletion leaves the field's text non-empty before the edit.
        """
                if string.isEmpty, (textField.text ?? "").isEmpty { return false }
                return true
        """,
        // Binding the field's text always succeeds and decides nothing of a deletion: the refusal
        // past a limit on the text after the edit is hidden, whether the binding is an `if` or a `guard`.
        """
                if let current = textField.text {
                    let proposed = (current as NSString).replacingCharacters(in: range, with: string)
                    if proposed.count <= 140 { return true }
                }
                warnTooLong()
                return false
        """,
        """
                guard let current = textField.text else { return true }
                let proposed = (current as NSString).replacingCharacters(in: range, with: string)
                if proposed.count <= 140 { return true }
                warnTooLong()
                return false
        """,
        // UIKit never leaves a text field's text nil.
        """
                if string.isEmpty {
                    guard let current = textField.text else { return false }
                    return !current.isEmpty
                }
                return Int(string) != nil
        """,
        """
                if string.isEmpty {
                    if textField.text == nil { return false }
                    return true
                }
                return true
        """,
        // Backspace told by the C idiom: the C string of "" is its terminator alone, and its
        // `strcmp` with "\\b" gives -92; the limit past it is never reached by a deletion.
        """
                if let typed = string.cString(using: .utf8), strcmp(typed, "\\\\b") == -92 { return true }
                guard let current = textField.text, current.count < maxLength else { return false }
                return true
        """,
        """
                let typed = string.cStringUsingEncoding(NSUTF8StringEncoding)!
                let isBackSpace = strcmp(typed, "\\\\b")
                if isBackSpace == -92 { return true }
                return textField.text!.count < maxLength
        """,
    ])
    func deletionIsAllowed(body: String) {
        let (_, offsets) = blockedOffsets(body)
        #expect(offsets.isEmpty)
    }

    /// A length limit read on the text before the edit lets the text grow one past it; from then
    /// on every edit is refused, Backspace too.
    @Test(arguments: [
        """
                1️⃣return (textField.text?.count ?? 0) <= 9
        """,
        """
                1️⃣return textField.text!.count < maxLength
        """,
        """
                if (textField.text ?? "").count >= maxLength { 1️⃣return false }
                return true
        """,
        """
                guard let current = textField.text, current.count < 12 else { 1️⃣return false }
                return true
        """,
        """
                let current = (textField.text ?? "") as NSString
                if current.length > 4 { 1️⃣return false }
                return true
        """,
    ])
    func limitOnTextBeforeTheEditBlocksDeletionOnceReached(body: String) {
        let (source, offsets) = blockedOffsets(body)
        #expect(offsets == [source["1️⃣"]])
        #expect(findings(in: source.text, rule: "deletion-blocked").allSatisfy { $0.message.contains("once the text is long") })
    }

    @Test(arguments: [
        // The limit on the text after the edit, or a deletion let through before the limit.
        """
                let updated = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
                return updated.count <= 9
        """,
        """
                if string.isEmpty { return true }
                return (textField.text?.count ?? 0) < maxLength
        """,
        """
                return (textField.text?.count ?? 0) < maxLength || string.isEmpty
        """,
        """
                if (textField.text ?? "").count + string.count > maxLength { return false }
                return true
        """,
        // Only a non-empty field counts as having text to delete; a long field is let through.
        """
                if (textField.text ?? "").count >= maxLength { return true }
                return false || string.isEmpty
        """,
    ])
    func limitAllowingDeletionIsQuiet(body: String) {
        let (_, offsets) = blockedOffsets(body)
        #expect(offsets.isEmpty)
    }
}
