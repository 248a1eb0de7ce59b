import FocusRules
import FormlspEngine
import Foundation
import Testing
import TestSupport

/// A form made of table cells configured per row: `cellForRowAt` switches over a row enum and gives
/// the cell's field each row's keyboard and Return key; `textFieldShouldReturn(_:)` moves on
/// through the cells. The rows are the chain, in the order the enum declares them.
@Suite struct UIKitRowFormTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "GuestEntry.swift").findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    static func guestEntry(rows: String = "name, phone, email", phoneKeyboard: String, phoneExtra: String = "") -> MarkedText {
        MarkedText("""
            final class GuestEntryViewController: UITableViewController, UITextFieldDelegate {
                enum Row: Int, CaseIterable { case \(rows) }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    Row.allCases.count
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath) as! EntryCell
                    let row = Row(rawValue: indexPath.row)!
                    cell.textField.tag = row.rawValue
                    cell.textField.delegate = self
                    switch row {
                    case .name:
                        cell.textField.keyboardType = .default
                        cell.textField.returnKeyType = .next
                    case 1️⃣.phone:
                        cell.textField.keyboardType = .\(phoneKeyboard)
                        cell.textField.returnKeyType = .next\(phoneExtra)
                    case .email:
                        cell.textField.keyboardType = .emailAddress
                        cell.textField.returnKeyType = .done
                    }
                    return cell
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    let next = IndexPath(row: textField.tag + 1, section: 0)
                    if let cell = tableView.cellForRow(at: next) as? EntryCell {
                        cell.textField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
    }

    @Test func aPhonePadRowBeforeAnotherRowCannotMoveOn() {
        let source = Self.guestEntry(phoneKeyboard: "phonePad")
        #expect(spots(source.text) == ["keypad-without-return@\(source["1️⃣"])"])
    }

    @Test func aRowWithAReturnKeyGetsNothing() {
        #expect(spots(Self.guestEntry(phoneKeyboard: "namePhonePad").text).isEmpty)
    }

    /// The enum declares the phone row last: nothing comes after it.
    @Test func aPhonePadOnTheLastRowGetsNothing() {
        #expect(spots(Self.guestEntry(rows: "name, email, phone", phoneKeyboard: "phonePad").text).isEmpty)
    }

    @Test func aPhonePadRowWithAToolbarGetsNothing() {
        let source = Self.guestEntry(phoneKeyboard: "phonePad", phoneExtra: "\n            cell.textField.inputAccessoryView = nextToolbar")
        #expect(spots(source.text).isEmpty)
    }
}
