import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A base form controller, in its own file, whose `textFieldShouldReturn(_:)` moves to the next
/// element of the array its initializer is given; each subclass hands it its cells in order
/// (`super.init(rows: [nameRow, streetRow])`) and makes itself their fields' delegate. Return
/// then walks the subclass's cells in that order. The handler is the superclass's and a field is
/// a cell's, so no fix is offered; where the array cannot be read, nothing is said.
@Suite struct UIKitSuperclassRoutingTests {
    static let cell = """
        import UIKit

        final class EntryRowCell: UITableViewCell {
            let textField = UITextField()
        }

        """

    /// Walks the rows, focusing the field of the next enabled one after the first responder's.
    static let rowWalkingBase = """
        import UIKit

        class StepFormViewController: UITableViewController, UITextFieldDelegate {
            let rows: [UITableViewCell]

            init(rows: [UITableViewCell]) {
                self.rows = rows
                super.init(style: .insetGrouped)
            }

            required init?(coder: NSCoder) { nil }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                moveToNextRow()
                return true
            }

            private func moveToNextRow() {
                var focused: EntryRowCell?
                for row in rows {
                    guard let entry = row as? EntryRowCell else { continue }
                    if focused != nil, entry.textField.isUserInteractionEnabled {
                        entry.textField.becomeFirstResponder()
                        return
                    }
                    if entry.textField.isFirstResponder { focused = entry }
                }
                focused?.textField.resignFirstResponder()
            }
        }

        """

    static func shipping(keys: String = "", rows: String = "super.init(rows: [nameRow, streetRow, postcodeRow])") -> MarkedText {
        MarkedText("""
            import UIKit

            final class ShippingViewController: StepFormViewController {
                private let 1️⃣nameRow = EntryRowCell()
                private let 2️⃣streetRow = EntryRowCell()
                private let postcodeRow = EntryRowCell()

                init(isShort: Bool) {
                    \(rows)
                    for row in rows {
                        if let entry = row as? EntryRowCell {
                            entry.textField.delegate = self
                        }
                    }\(keys)
                }

                required init?(coder: NSCoder) { nil }
            }

            """)
    }

    private let basePath = "/app/Forms/StepFormViewController.swift"
    private let cellPath = "/app/Forms/EntryRowCell.swift"
    private let subclassPath = "/app/Flow/ShippingViewController.swift"

    private func findings(_ subclass: String, base: String = rowWalkingBase) -> [Finding] {
        var index = WorkspaceIndex()
        index.update(path: basePath, text: base)
        index.update(path: cellPath, text: Self.cell)
        index.update(path: subclassPath, text: subclass)
        let engine = Engine()
        let context = index.context(forPath: subclassPath, summary: engine.summary(of: subclass, path: subclassPath))
        return engine.findings(in: subclass, path: subclassPath, context: context)
    }

    private func spots(_ found: [Finding]) -> [String] {
        found.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test func cellsThatMoveOnUnderTheDefaultKeyAreToldWithoutAFix() {
        let source = Self.shipping()
        let found = findings(source.text)
        #expect(spots(found) == ["missing-submit-label@\(source["1️⃣"])", "missing-submit-label@\(source["2️⃣"])"])
        #expect(found.flatMap(\.fixes).isEmpty)
    }

    @Test func nextLabelsOnTheCellsFieldsAreRight() {
        let keys = """

                    nameRow.textField.returnKeyType = .next
                    streetRow.textField.returnKeyType = .next
                    postcodeRow.textField.returnKeyType = .done
            """
        #expect(findings(Self.shipping(keys: keys).text).isEmpty)
    }

    /// The walk ends at the last row: Next there promises a move Return does not make.
    @Test func nextOnTheLastRowIsAMismatch() {
        let keys = """

                    nameRow.textField.returnKeyType = .next
                    streetRow.textField.returnKeyType = .next
                    3️⃣postcodeRow.textField.returnKeyType = .next
            """
        let source = Self.shipping(keys: keys)
        #expect(spots(findings(source.text)) == ["submit-label-mismatch@\(source["3️⃣"])"])
    }

    static func chosenRows(short: String, long: String = "[nameRow, streetRow, postcodeRow]") -> String {
        """
        let chosen: [UITableViewCell]
                if isShort {
                    chosen = \(short)
                } else {
                    chosen = \(long)
                }
                super.init(rows: chosen)
        """
    }

    /// Two arrays, one per arm of an `if`, the short one's rows in the long one's order: the
    /// street row is only in the long form, and the name row moves on in both.
    @Test func rowsChosenByAnIfAreTwoForms() {
        let source = Self.shipping(rows: Self.chosenRows(short: "[nameRow, postcodeRow]"))
        #expect(spots(findings(source.text)) == ["missing-submit-label@\(source["1️⃣"])", "missing-submit-label@\(source["2️⃣"])"])
    }

    /// Two arrays in different orders: which row follows which is not read.
    @Test func rowsChosenInDifferentOrdersAreLeftAlone() {
        #expect(findings(Self.shipping(rows: Self.chosenRows(short: "[postcodeRow, nameRow]")).text).isEmpty)
    }

    /// An array built at run time: its rows are not known.
    @Test func rowsBuiltAtRunTimeAreLeftAlone() {
        let rows = "super.init(rows: isShort ? [nameRow] : [nameRow, streetRow, postcodeRow])"
        #expect(findings(Self.shipping(rows: rows).text).isEmpty)
    }

    /// The subclass never makes itself the fields' delegate: the superclass's handler does not run.
    @Test func cellsWhoseDelegateIsNotTheControllerAreLeftAlone() {
        let source = Self.shipping().text.replacingOccurrences(of: "entry.textField.delegate = self", with: "entry.textField.placeholder = nil")
        #expect(findings(source).isEmpty)
    }

    /// A base handler that ends editing in every field moves nothing: no row is told to say Next.
    @Test func aBaseHandlerThatOnlyResignsRoutesNothing() {
        let base = Self.rowWalkingBase.replacingOccurrences(of: "moveToNextRow()\n", with: "textField.resignFirstResponder()\n")
        #expect(spots(findings(Self.shipping().text, base: base)).allSatisfy { !$0.hasPrefix("missing-submit-label") })
    }

    /// The base's array holds the fields themselves, found by position (`firstIndex(of:)`).
    @Test func aBaseWalkingItsFieldsByPositionRoutesTheSubclassFields() {
        let base = """
            import UIKit

            class ChainedFieldsViewController: UIViewController, UITextFieldDelegate {
                private let chain: [UITextField]

                init(chain: [UITextField]) {
                    self.chain = chain
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { nil }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if let position = chain.firstIndex(of: textField), position + 1 < chain.count {
                        chain[position + 1].becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }

            """
        let source = MarkedText("""
            import UIKit

            final class LoginViewController: ChainedFieldsViewController {
                private let 1️⃣userField = UITextField()
                private let passwordField = UITextField()

                init() {
                    super.init(chain: [userField, passwordField])
                    [userField, passwordField].forEach { $0.delegate = self }
                    passwordField.returnKeyType = .go
                }

                required init?(coder: NSCoder) { nil }
            }

            """)
        #expect(spots(findings(source.text, base: base)) == ["missing-submit-label@\(source["1️⃣"])"])
    }
}
