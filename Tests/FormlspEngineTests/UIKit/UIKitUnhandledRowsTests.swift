import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A form of table rows configured per row in `cellForRowAt` whose field nobody handles (the last
/// labelled Done, which names a Return key in the file): the
/// controller gives it no delegate, registers no action, and the cell class (another file) sets
/// none and answers no Return. Return in every row does nothing: rows labelled Next are stuck, and
/// rows that are one form (a password among them, a save) get the note of a form without routing.
/// A cell class that handles Return itself, one out of sight, a delegate given elsewhere in the
/// controller, and rows each kept on their own are left alone.
@Suite struct UIKitUnhandledRowsTests {
    static func controller(firstLabel: String = "", secureEntry: String = "true", extra: String = "") -> MarkedText {
        MarkedText("""
            import UIKit

            final class ApiKeysDataSource: NSObject, UITableViewDataSource {
                enum Row { case keyName, keySecret }
                let rows: [Row] = [.keyName, .keySecret]

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    rows.count
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let row = rows[indexPath.row]
                    switch row {
                    case 1️⃣.keyName:
                        let entry = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath) as! PlainEntryCell
                        entry.inputField.placeholder = "Key name"\(firstLabel)
                        return entry
                    case .keySecret:
                        let entry = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath) as! PlainEntryCell
                        entry.inputField.placeholder = "Key secret"
                        entry.inputField.isSecureTextEntry = \(secureEntry)
                        entry.inputField.returnKeyType = .done
                        return entry
                    }
                }
            \(extra)
            }

            """)
    }

    /// The row cell; `setUp` is the body of its initializer's configuration.
    static func cellClass(setUp: String = "inputField.borderStyle = .none", members: String = "") -> String {
        """
        import UIKit

        final class PlainEntryCell: UITableViewCell {
            let inputField = UITextField()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(inputField)
                \(setUp)
            }

            required init?(coder: NSCoder) {
                fatalError()
            }
        \(members)
        }

        """
    }

    private let controllerPath = "/app/Keys/ApiKeysDataSource.swift"
    private let cellPath = "/app/Keys/PlainEntryCell.swift"

    private func spots(controller: String = controller().text, cell: String?) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: controllerPath, text: controller, origin: .disk)
        if let cell { index.update(path: cellPath, text: cell, origin: .disk) }
        let engine = Engine()
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: controller, path: controllerPath))
        return engine.findings(in: controller, path: controllerPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test func unhandledRowsOfACredentialGetTheNote() {
        let source = Self.controller()
        #expect(spots(controller: source.text, cell: Self.cellClass()) == ["form-without-focus-routing@\(source["1️⃣"])"])
    }

    @Test func aNextLabelOnAnUnhandledRowIsStuck() {
        let source = Self.controller(firstLabel: "\n            entry.inputField.returnKeyType = .next", secureEntry: "false")
        #expect(spots(controller: source.text, cell: Self.cellClass()) == ["missing-focus-transition@\(source["1️⃣"])"])
    }

    /// No password, no Next label, nothing saving them together: rows each edited on their own.
    @Test func unhandledRowsOfSettingsGetNothing() {
        #expect(spots(controller: Self.controller(secureEntry: "false").text, cell: Self.cellClass()).isEmpty)
    }

    @Test(arguments: [
        // The cell makes itself its field's delegate.
        (setUp: "inputField.delegate = self", members: ""),
        // The cell ends editing on Return through an action.
        (setUp: "inputField.addTarget(self, action: #selector(finish), for: .editingDidEndOnExit)", members: "\n    @objc func finish() {}"),
    ])
    func aCellThatHandlesReturnItselfIsNotRead(setUp: String, members: String) {
        #expect(spots(cell: Self.cellClass(setUp: setUp, members: members)).isEmpty)
    }

    @Test func aCellClassOutOfSightIsUnknown() {
        #expect(spots(cell: nil).isEmpty)
    }

    /// The data source hands each field a delegate as the row is shown, outside `cellForRowAt`.
    @Test func aDelegateGivenElsewhereInTheClassIsNotUnhandled() {
        let source = Self.controller(extra: """

                func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                    (cell as? PlainEntryCell)?.inputField.delegate = keyFieldDelegate
                }

                let keyFieldDelegate = KeyFieldDelegate()
            """)
        #expect(spots(controller: source.text, cell: Self.cellClass()).isEmpty)
    }
}
