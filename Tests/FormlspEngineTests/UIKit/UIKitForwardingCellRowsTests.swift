import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A form of table rows whose cell, its field's delegate, only passes Return on to an object it
/// holds (`owner?.ticketCell(self, didReturnIn: textField)`), which the controller makes itself in
/// `cellForRowAt` (`cell.owner = self`): the controller's method of that name decides Return in
/// every row. One that at most resigns leaves each row labelled Next stuck; one that may move
/// focus, does other work, or cannot be found is not read; nor is a row whose cell passes the
/// start of editing on to a method that may give the field a picker (no Return key there).
@Suite struct UIKitForwardingCellRowsTests {
    /// The controller, its receiver of the forwarded Return written as `receiver`.
    static func controller(
        receiver: String = "func ticketCell(_ cell: TicketFieldCell, didReturnIn field: UITextField) {\n        field.resignFirstResponder()\n    }",
        ownerLine: String = "cell.owner = self",
        extra: String = ""
    ) -> MarkedText {
        MarkedText("""
            import UIKit

            final class EventTicketViewController: UITableViewController, TicketFieldCellOwner {
                enum Row: Int, CaseIterable { case holder, email, seat }
                var lastEdited: TicketFieldCell?

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    Row.allCases.count
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "ticket", for: indexPath) as! TicketFieldCell
                    cell.inputField.delegate = cell
                    \(ownerLine)
                    switch Row(rawValue: indexPath.row)! {
                    case 1️⃣.holder:
                        cell.inputField.returnKeyType = .next
                    case 2️⃣.email:
                        cell.inputField.keyboardType = .emailAddress
                        cell.inputField.returnKeyType = .next
                    case .seat:
                        cell.inputField.returnKeyType = .done
                    }
                    return cell
                }

                \(receiver)
                \(extra)
            }

            """)
    }

    /// The row cell, its Return handler's body `returnBody`, with `more` members.
    static func cellClass(returnBody: String = "owner?.ticketCell(self, didReturnIn: textField)\n        return true", more: String = "") -> String {
        """
        import UIKit

        protocol TicketFieldCellOwner: AnyObject {
            func ticketCell(_ cell: TicketFieldCell, didReturnIn field: UITextField)
        }

        final class TicketFieldCell: UITableViewCell, UITextFieldDelegate {
            let inputField = UITextField()
            weak var owner: TicketFieldCellOwner?

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                \(returnBody)
            }
            \(more)
        }

        """
    }

    private let controllerPath = "/app/Tickets/EventTicketViewController.swift"
    private let cellPath = "/app/Tickets/TicketFieldCell.swift"

    private func spots(controller: String = controller().text, cell: String = cellClass()) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: controllerPath, text: controller, origin: .disk)
        index.update(path: cellPath, text: cell, origin: .disk)
        let engine = Engine()
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: controller, path: controllerPath))
        return engine.findings(in: controller, path: controllerPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    private func stuckRows(_ source: MarkedText) -> [String] {
        ["missing-focus-transition@\(source["1️⃣"])", "missing-focus-transition@\(source["2️⃣"])"]
    }

    @Test(arguments: [
        "func ticketCell(_ cell: TicketFieldCell, didReturnIn field: UITextField) {\n        field.resignFirstResponder()\n    }",
        "func ticketCell(_ cell: TicketFieldCell, didReturnIn field: UITextField) {\n        lastEdited = cell\n    }",
        "func ticketCell(_ cell: TicketFieldCell, didReturnIn field: UITextField) {}",
        // Swift 2 spelling: the first parameter unlabelled at the call, declared by its name alone.
        "func ticketCell(cell: TicketFieldCell, didReturnIn field: UITextField) {\n        lastEdited = cell\n    }",
    ])
    func aControllerThatAtMostResignsLeavesEveryNextRowStuck(receiver: String) {
        let source = Self.controller(receiver: receiver)
        #expect(spots(controller: source.text) == stuckRows(source))
    }

    @Test func aReturnedForwardAndTheCellsOwnResignAreReadAlike() {
        let source = Self.controller()
        let cell = Self.cellClass(returnBody: "textField.resignFirstResponder()\n        return owner?.ticketCell(self, didReturnIn: textField) ?? true")
        #expect(spots(controller: source.text, cell: cell) == stuckRows(source))
    }

    @Test func aCellForwardingOnlyItselfIsReadToo() {
        let receiver = "func ticketCellReturned(_ cell: TicketFieldCell) {\n        cell.inputField.resignFirstResponder()\n    }"
        let source = Self.controller(receiver: receiver)
        let cell = Self.cellClass(returnBody: "owner?.ticketCellReturned(self)\n        return true")
            .replacingOccurrences(of: "func ticketCell(_ cell: TicketFieldCell, didReturnIn field: UITextField)", with: "func ticketCellReturned(_ cell: TicketFieldCell)")
        #expect(spots(controller: source.text, cell: cell) == stuckRows(source))
    }

    @Test(arguments: [
        // Moves on through the rows: routed, by rows looked up at run time.
        """
        func ticketCell(_ cell: TicketFieldCell, didReturnIn field: UITextField) {
                guard let row = tableView.indexPath(for: cell)?.row,
                      let following = tableView.cellForRow(at: IndexPath(row: row + 1, section: 0)) as? TicketFieldCell
                else { return }
                following.inputField.becomeFirstResponder()
            }
        """,
        // Does other work (may submit, may move on): not read.
        "func ticketCell(_ cell: TicketFieldCell, didReturnIn field: UITextField) {\n        reserveSeats()\n    }",
        // No receiver of that name: the call goes nowhere this class shows.
        "func ticketCellChanged(_ cell: TicketFieldCell) {}",
    ])
    func aControllerWhoseReceiverIsNotPlainIsNotRead(receiver: String) {
        #expect(spots(controller: Self.controller(receiver: receiver, extra: "func reserveSeats() {}").text).isEmpty)
    }

    @Test(arguments: ["", "cell.owner = SeatsCoordinator.shared"])
    func aCellWhoseOwnerIsNotThisClassIsNotRead(ownerLine: String) {
        #expect(spots(controller: Self.controller(ownerLine: ownerLine).text).isEmpty)
    }

    @Test func aCellDoingMoreThanForwardingIsNotReadAsForwarding() {
        // The cell logs, then forwards: its own handler is what it is (calls out, unknown).
        let cell = Self.cellClass(returnBody: "print(\"return\")\n        owner?.ticketCell(self, didReturnIn: textField)\n        return true")
        #expect(spots(cell: cell).isEmpty)
    }

    /// The cell passes the start of editing on too; the controller gives the field a date picker
    /// there: that row has no Return key, so nothing is said of the form.
    @Test func aForwardedBeginEditingThatMayGiveAPickerSilencesTheRows() {
        let more = """
            func textFieldDidBeginEditing(_ textField: UITextField) {
                    owner?.ticketCell(self, willEdit: textField)
                }
            """
        let cell = Self.cellClass(more: more)
            .replacingOccurrences(of: "didReturnIn field: UITextField)\n}", with: "didReturnIn field: UITextField)\n    func ticketCell(_ cell: TicketFieldCell, willEdit field: UITextField)\n}")
        let picking = "func ticketCell(_ cell: TicketFieldCell, willEdit field: UITextField) {\n        showDatePicker(in: field)\n    }\n"
            + "    func showDatePicker(in field: UITextField) {\n        field.inputView = UIDatePicker()\n    }"
        #expect(spots(controller: Self.controller(extra: picking).text, cell: cell).isEmpty)
        // One that only remembers the row leaves the keyboard alone: the rows are read.
        let remembering = "func ticketCell(_ cell: TicketFieldCell, willEdit field: UITextField) {\n        lastEdited = cell\n    }"
        let source = Self.controller(extra: remembering)
        #expect(spots(controller: source.text, cell: cell) == stuckRows(source))
    }

    @Test func aCellWhoseEndOfEditingMayMoveFocusIsNotRead() {
        let more = """
            var onEnd: (() -> Void)?
                func textFieldDidEndEditing(_ textField: UITextField) {
                    onEnd?()
                }
            """
        #expect(spots(cell: Self.cellClass(more: more)).isEmpty)
    }
}
