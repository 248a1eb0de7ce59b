import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Rows of a table configured alike in `cellForRowAt`, in however many sections and rows: each
/// cell made its field's delegate is given the same Return key beside it. A Next key on rows whose
/// cell only resigns on Return promises what no row does; the label is not changed, since only the
/// last row should end. A cell that moves on, or hands the text to code that may route, is not read.
@Suite struct UIKitAlikeRowsTests {
    static func controller(freshCellLabel: String = "cell.answerField.returnKeyType = .next", owner: String = "self") -> MarkedText {
        MarkedText("""
            import UIKit

            final class LostItemFormViewController: UIViewController, UITableViewDataSource {
                var prompts = [["Photo"], ["Title", "Place", "Date"], ["Contact"]]
                var answers: [String: String] = [:]

                func noteAnswer(_ text: String, for key: String) {
                    answers[key] = text
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    prompts[section].count
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    switch indexPath.section {
                    case 0:
                        return PhotoPickerCell(style: .default, reuseIdentifier: "photo")
                    default:
                        if let cell = tableView.dequeueReusableCell(withIdentifier: "answer") as? AnswerCell {
                            1️⃣cell.answerField.returnKeyType = .next
                            cell.answerField.delegate = cell
                            cell.owner = \(owner)
                            cell.key = prompts[indexPath.section][indexPath.row]
                            return cell
                        }
                        let cell = AnswerCell(style: .default, reuseIdentifier: "answer")
                        \(freshCellLabel)
                        cell.answerField.delegate = cell
                        cell.owner = \(owner)
                        cell.key = prompts[indexPath.section][indexPath.row]
                        return cell
                    }
                }
            }

            """)
    }

    /// The row cell, answering Return with `returnBody`.
    static func cellClass(returnBody: String) -> String {
        """
        import UIKit

        final class AnswerCell: UITableViewCell, UITextFieldDelegate {
            weak var owner: LostItemFormViewController?
            var key = ""
            var followingField: UITextField?
            var onReturn: ((AnswerCell) -> Void)?
            let answerField = UITextField()

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                \(returnBody)
                return true
            }
        }

        """
    }

    static let keepsTheAnswer = "owner?.noteAnswer(textField.text ?? \"\", for: key)\n        textField.resignFirstResponder()"

    private let controllerPath = "/app/LostItems/LostItemFormViewController.swift"
    private let cellPath = "/app/LostItems/AnswerCell.swift"

    private func findings(controller: String, cell: String) -> [Finding] {
        var index = WorkspaceIndex()
        index.update(path: controllerPath, text: controller, origin: .disk)
        index.update(path: cellPath, text: cell, origin: .disk)
        let engine = Engine()
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: controller, path: controllerPath))
        return engine.findings(in: controller, path: controllerPath, context: context)
    }

    private func spots(controller: String = controller().text, returnBody: String) -> [String] {
        findings(controller: controller, cell: Self.cellClass(returnBody: returnBody)).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    /// Resigning, keeping the text first, or only keeping it (the keyboard stays): no row moves on.
    @Test(arguments: ["textField.resignFirstResponder()", keepsTheAnswer, "owner?.noteAnswer(textField.text!, for: key)"])
    func nextOnRowsThatOnlyResignIsAMismatchLeftUnfixed(returnBody: String) {
        let source = Self.controller()
        let found = findings(controller: source.text, cell: Self.cellClass(returnBody: returnBody))
        #expect(found.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" } == ["submit-label-mismatch@\(source["1️⃣"])"])
        #expect(found.flatMap(\.fixes).isEmpty)
    }

    @Test func doneOnRowsThatResignGetsNothing() {
        let done = Self.controller().text.replacingOccurrences(of: "returnKeyType = .next", with: "returnKeyType = .done")
        #expect(done.contains("returnKeyType = .done"))
        #expect(spots(controller: done, returnBody: "textField.resignFirstResponder()").isEmpty)
    }

    @Test(arguments: ["followingField?.becomeFirstResponder()", "onReturn?(self)"])
    func aCellThatMovesOnOrHandsReturnOnIsNotRead(returnBody: String) {
        #expect(spots(returnBody: returnBody).isEmpty)
    }

    /// The text goes to a method that may do anything (here, move focus on): unknown.
    @Test func textHandedToAMethodThatCallsOnIsUnknown() {
        let routing = Self.controller().text.replacingOccurrences(of: "answers[key] = text\n", with: "answers[key] = text\n        focusRow(after: key)\n")
            .replacingOccurrences(of: "    func tableView(_ tableView: UITableView, numberOfRowsInSection", with: "    func focusRow(after key: String) {}\n\n    func tableView(_ tableView: UITableView, numberOfRowsInSection")
        #expect(routing.contains("focusRow(after: key)\n"))
        #expect(spots(controller: routing, returnBody: Self.keepsTheAnswer).isEmpty)
    }

    /// The cell's owner is not this controller: whose method runs is not known.
    @Test func textHandedToAnotherOwnerIsUnknown() {
        #expect(spots(controller: Self.controller(owner: "coordinator").text, returnBody: Self.keepsTheAnswer).isEmpty)
    }

    /// Fresh cells get no label: the rows are not configured alike.
    @Test func rowsLabelledInOnlySomeCellsAreNotRead() {
        #expect(spots(controller: Self.controller(freshCellLabel: "").text, returnBody: "textField.resignFirstResponder()").isEmpty)
    }
}
