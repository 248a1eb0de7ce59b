import Checker
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// The checker sees what the engine sees: a cell's fields that the controller in another file
/// gives a delegate are answered there, whether the whole folder or the cell alone is checked.
@Suite struct TakenOverFieldsCheckTests {
    static let cell = """
        import UIKit

        final class ParcelCell: UITableViewCell {
            let senderField = UITextField()
            let recipientField = UITextField()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                senderField.returnKeyType = .next
                contentView.addSubview(senderField)
                contentView.addSubview(recipientField)
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        """

    static func controller(_ wiring: String) -> String {
        """
        import UIKit

        final class ParcelViewController: UITableViewController, UITextFieldDelegate {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "parcel", for: indexPath) as! ParcelCell
                \(wiring)
                return cell
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return true
            }
        }

        """
    }

    private func output(paths: [String], wiring: String) throws -> String {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("ParcelCell.swift", Self.cell)
        try tree.write("ParcelViewController.swift", Self.controller(wiring))
        return try checkerOutput(in: tree) { $0.input.paths = paths }
    }

    @Test(arguments: [["."], ["ParcelCell.swift"]])
    func aCellWhoseFieldsTheControllerWiresIsQuiet(paths: [String]) throws {
        #expect(try output(paths: paths, wiring: "cell.senderField.delegate = self") == "")
    }

    @Test(arguments: [["."], ["ParcelCell.swift"]])
    func aCellWhoseFieldsNothingWiresIsReported(paths: [String]) throws {
        let found = try output(paths: paths, wiring: "cell.senderField.text = nil")
        #expect(found.contains("ParcelCell.swift:4:9: warning: Return in `senderField` moves focus nowhere"))
    }
}
