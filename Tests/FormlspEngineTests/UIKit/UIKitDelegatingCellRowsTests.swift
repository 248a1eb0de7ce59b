import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A form of table rows whose cell is made its own field's delegate in `cellForRowAt`
/// (`cell.entryField.delegate = cell`): the cell class's `textFieldShouldReturn(_:)` answers every
/// row. One that only resigns leaves each row labelled Next stuck; one that moves on, or calls
/// out to something the controller may route through, is not read; a cell class out of sight is
/// unknown.
@Suite struct UIKitDelegatingCellRowsTests {
    static func controller(lastLabel: String = "done", cellMaking: String = "as! AddressLineCell") -> MarkedText {
        MarkedText("""
            import UIKit

            final class ShippingAddressViewController: UITableViewController {
                enum Row: Int, CaseIterable { case street, city, postcode }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    Row.allCases.count
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath) \(cellMaking)
                    cell.entryField.delegate = cell
                    switch Row(rawValue: indexPath.row)! {
                    case 1️⃣.street:
                        cell.entryField.returnKeyType = .next
                    case 2️⃣.city:
                        cell.entryField.returnKeyType = .next
                    case .postcode:
                        cell.entryField.keyboardType = .numbersAndPunctuation
                        4️⃣cell.entryField.returnKeyType = .\(lastLabel)
                    }
                    return cell
                }
            }

            """)
    }

    /// The row cell, answering Return with `returnBody`.
    static func cellClass(returnBody: String) -> String {
        """
        import UIKit

        protocol AddressLineCellDelegate: AnyObject {
            func addressLineDidReturn(_ cell: AddressLineCell)
        }

        final class AddressLineCell: UITableViewCell, UITextFieldDelegate {
            let entryField = UITextField()
            var followingField: UITextField?
            weak var owner: AddressLineCellDelegate?
            var onReturn: ((AddressLineCell) -> Void)?

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                \(returnBody)
                return true
            }
        }

        """
    }

    private let controllerPath = "/app/Shipping/ShippingAddressViewController.swift"
    private let cellPath = "/app/Shipping/AddressLineCell.swift"

    private func spots(controller: String = controller().text, cell: String?) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: controllerPath, text: controller, origin: .disk)
        if let cell { index.update(path: cellPath, text: cell, origin: .disk) }
        let engine = Engine()
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: controller, path: controllerPath))
        return engine.findings(in: controller, path: controllerPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test(arguments: ["textField.resignFirstResponder()", "endEditing(true)"])
    func aCellThatOnlyResignsLeavesEveryNextRowStuck(returnBody: String) {
        let source = Self.controller()
        #expect(spots(controller: source.text, cell: Self.cellClass(returnBody: returnBody)) == [
            "missing-focus-transition@\(source["1️⃣"])", "missing-focus-transition@\(source["2️⃣"])",
        ])
    }

    @Test func aNextLabelOnTheLastRowIsAMismatch() {
        let source = Self.controller(lastLabel: "next")
        #expect(spots(controller: source.text, cell: Self.cellClass(returnBody: "textField.resignFirstResponder()")) == [
            "missing-focus-transition@\(source["1️⃣"])", "missing-focus-transition@\(source["2️⃣"])", "submit-label-mismatch@\(source["4️⃣"])",
        ])
    }

    @Test(arguments: [
        "followingField?.becomeFirstResponder()",
        "owner?.addressLineDidReturn(self)",
        "onReturn?(self)",
    ])
    func aCellThatMovesOnOrHandsReturnToTheControllerIsNotRead(returnBody: String) {
        #expect(spots(cell: Self.cellClass(returnBody: returnBody)).isEmpty)
    }

    @Test func aCellClassOutOfSightIsUnknown() {
        #expect(spots(cell: nil).isEmpty)
    }

    @Test func aCellOfNoKnownClassIsUnknown() {
        // `dequeueReusableCell` without a cast: which class's handler answers is not known.
        let uncast = Self.controller(cellMaking: "").text
        #expect(spots(controller: uncast, cell: Self.cellClass(returnBody: "textField.resignFirstResponder()")).isEmpty)
    }

    /// The cell hands Return to the controller, which moves to the next row's field: routed.
    @Test func aControllerMovingOnThroughTheRowsGetsNothing() {
        let routed = Self.controller().text
            .replacingOccurrences(of: "UITableViewController {", with: "UITableViewController, AddressLineCellDelegate {")
            .replacingOccurrences(of: "cell.entryField.delegate = cell\n", with: "cell.entryField.delegate = cell\n        cell.owner = self\n")
            .replacingOccurrences(of: "        return cell\n    }\n}\n", with: """
                        return cell
                    }

                    func addressLineDidReturn(_ cell: AddressLineCell) {
                        guard let row = tableView.indexPath(for: cell)?.row,
                              let next = tableView.cellForRow(at: IndexPath(row: row + 1, section: 0)) as? AddressLineCell
                        else { return cell.entryField.resignFirstResponder() }
                        next.entryField.becomeFirstResponder()
                    }
                }

                """)
        #expect(routed.contains("func addressLineDidReturn"))
        #expect(spots(controller: routed, cell: Self.cellClass(returnBody: "owner?.addressLineDidReturn(self)")).isEmpty)
    }
}
