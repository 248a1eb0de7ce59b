import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A view or cell whose fields another file's code gives a delegate (`cell.streetField.delegate =
/// self` in the controller dequeuing it) has their Return answered there: the view's own code does
/// not say what Return does, and it stays quiet. Reading a field's text from outside, or giving
/// the controller's own field of the same name a delegate, takes nothing over.
@Suite struct UIKitTakenOverFieldsTests {
    /// A cell of two fields of class `fieldClass`, the first labelled Next, that gives them no
    /// delegate and answers no Return.
    static func addressCell(fieldClass: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class AddressCell: UITableViewCell {
                let 1️⃣streetField = \(fieldClass)()
                let cityField = \(fieldClass)()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    streetField.returnKeyType = .next
                    cityField.returnKeyType = .done
                    contentView.addSubview(streetField)
                    contentView.addSubview(cityField)
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }

            """)
    }

    /// A field subclass that only insets its text.
    static let insetTextField = """
        import UIKit

        class InsetTextField: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect {
                bounds.insetBy(dx: 12, dy: 0)
            }
        }

        """

    /// The controller showing the cell, doing `wiring` to it as it dequeues it.
    static func controller(wiring: String) -> String {
        """
        import UIKit

        final class AddressViewController: UITableViewController, UITextFieldDelegate {
            let streetField = UITextField()

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "address", for: indexPath) as? AddressCell
                \(wiring)
                return cell ?? UITableViewCell()
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                guard let cell = tableView.visibleCells.first as? AddressCell else { return true }
                let fields: [UITextField] = [cell.streetField, cell.cityField]
                if let index = fields.firstIndex(of: textField), index + 1 < fields.count {
                    fields[index + 1].becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }
        }

        """
    }

    private let cellPath = "/app/Address/AddressCell.swift"

    private func spots(_ cell: String, controller: String) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: cellPath, text: cell, origin: .disk)
        index.update(path: "/app/Views/InsetTextField.swift", text: Self.insetTextField, origin: .disk)
        index.update(path: "/app/Address/AddressViewController.swift", text: controller, origin: .disk)
        let engine = Engine()
        let context = index.context(forPath: cellPath, summary: engine.summary(of: cell, path: cellPath))
        return engine.findings(in: cell, path: cellPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test(arguments: [
        ("UITextField", "cell?.streetField.delegate = self\n        cell?.cityField.delegate = self"),
        ("InsetTextField", "cell?.streetField.delegate = self\n        cell?.cityField.delegate = self"),
        ("InsetTextField", "if let cell { cell.streetField.delegate = self; cell.cityField.delegate = self }"),
    ])
    func fieldsAnotherFileGivesADelegateAreAnsweredThere(fieldClass: String, wiring: String) {
        #expect(spots(Self.addressCell(fieldClass: fieldClass).text, controller: Self.controller(wiring: wiring)) == [])
    }

    /// Nothing gives the cell's fields a delegate: Return in the street field, labelled Next, does
    /// nothing, whether the field is a `UITextField` or a subclass of the app's that leaves Return
    /// alone.
    @Test(arguments: [
        ("UITextField", "_ = cell?.streetField.text"),
        ("InsetTextField", "_ = cell?.streetField.text"),
        ("InsetTextField", "self.streetField.delegate = self"),
    ])
    func fieldsNoOtherFileGivesADelegateDoNothingOnReturn(fieldClass: String, wiring: String) {
        let cell = Self.addressCell(fieldClass: fieldClass)
        #expect(spots(cell.text, controller: Self.controller(wiring: wiring)) == ["missing-focus-transition@\(cell["1️⃣"])"])
    }

    /// An edit to the controller's wiring may change what the cell gets: the open cell is analysed again.
    @Test func theCellDependsOnTheControllerWiringIt() {
        var index = WorkspaceIndex()
        index.update(path: cellPath, text: Self.addressCell(fieldClass: "UITextField").text)
        let controllerPath = "/app/Address/AddressViewController.swift"
        index.update(path: controllerPath, text: Self.controller(wiring: "cell?.streetField.delegate = self"))
        #expect(index.dependents(of: controllerPath, among: [cellPath]) == [cellPath])
    }
}
