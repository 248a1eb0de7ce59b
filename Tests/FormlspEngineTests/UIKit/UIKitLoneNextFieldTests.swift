import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A screen with one text field labelled Next (in code or in the inspector) whose Return nothing
/// answers (no delegate method, no Did End On Exit action): the key promises a next step and
/// Return does nothing, a `submit-label-mismatch` on the only field. A handler that submits under
/// the Next key, a delegate the analysis cannot read, or a keypad with no Return key is left alone.
@Suite struct UIKitLoneNextFieldTests {
    static func screen(setup: String = "codeField.returnKeyType = .next", members: String = "", conformance: String = "") -> MarkedText {
        MarkedText("""
            import UIKit

            final class PairingCodeViewController: UIViewController\(conformance) {
                private let codeField = UITextField()
                private let formatter = CodeFieldFormatter()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(codeField)
                    1️⃣\(setup)
                }

                @objc func pair() {
                    print(codeField.text ?? "")
                }
            \(members)
            }

            """)
    }

    private func spots(_ text: String) -> [String] {
        Engine().analyze(text, path: "PairingCodeViewController.swift").findings.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test func aNextKeyNothingAnswersIsAMismatch() {
        let source = Self.screen()
        #expect(spots(source.text) == ["submit-label-mismatch@\(source["1️⃣"])"])
    }

    /// Delegate of its own class with no `textFieldShouldReturn(_:)`: Return still does nothing.
    @Test func aDelegateWithoutAReturnHandlerAnswersNothing() {
        let source = Self.screen(setup: "codeField.returnKeyType = .next\n        codeField.delegate = self", members: """

                func textFieldDidEndEditing(_ textField: UITextField) {}
            """, conformance: ", UITextFieldDelegate")
        #expect(spots(source.text) == ["submit-label-mismatch@\(source["1️⃣"])"])
    }

    @Test func aNextKeyWhoseHandlerSubmitsIsLeftAlone() {
        let handler = """

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    pair()
                    return true
                }
            """
        let source = Self.screen(setup: "codeField.returnKeyType = .next\n        codeField.delegate = self", members: handler, conformance: ", UITextFieldDelegate")
        #expect(spots(source.text).isEmpty)
    }

    /// A cell's one field is wired by the controller showing it, which may answer its Return.
    @Test func aCellsLoneFieldIsLeftToItsController() {
        let cell = """
            import UIKit

            final class CodeEntryCell: UITableViewCell {
                let codeField = UITextField()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    codeField.returnKeyType = .next
                    contentView.addSubview(codeField)
                }

                required init?(coder: NSCoder) { nil }
            }

            """
        #expect(spots(cell).isEmpty)
        #expect(spots(cell.replacingOccurrences(of: "UITableViewCell {", with: "UIViewController {")
            .replacingOccurrences(of: "style: UITableViewCell.CellStyle, reuseIdentifier: String?", with: "")
            .replacingOccurrences(of: "super.init(style: style, reuseIdentifier: reuseIdentifier)", with: "super.init(nibName: nil, bundle: nil)")
            .replacingOccurrences(of: "contentView", with: "view")).map { $0.components(separatedBy: "@")[0] } == ["submit-label-mismatch"])
    }

    @Test(arguments: [
        "codeField.returnKeyType = .next\n        codeField.delegate = formatter",
        "codeField.returnKeyType = .next\n        codeField.addTarget(self, action: #selector(pair), for: .editingDidEndOnExit)",
        "codeField.returnKeyType = .next\n        codeField.keyboardType = .numberPad",
        "codeField.returnKeyType = .done",
        "codeField.placeholder = \"Code\"",
    ])
    func otherwiseTheLoneFieldIsLeftAlone(setup: String) {
        #expect(spots(Self.screen(setup: setup).text).isEmpty)
    }
}

/// The same screen with its field an outlet labelled Next in the inspector.
@Suite struct UIKitLoneNextOutletTests {
    static let controller = MarkedText("""
        import UIKit

        final class InviteCodeViewController: UIViewController {
            @IBOutlet weak var 1️⃣inviteField: UITextField!

            @IBAction func redeemTapped(_ sender: Any) {
                print(inviteField.text ?? "")
            }
        }

        """)

    static func xib(traits: String, connections: String = "") -> String {
        """
        <document><objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="InviteCodeViewController">
            <connections><outlet property="inviteField" destination="f"/></connections>
          </placeholder>
          <view id="root"><subviews>
            <textField id="f">
              <textInputTraits key="textInputTraits" \(traits)/>\(connections)
            </textField>
          </subviews></view>
        </objects></document>
        """
    }

    private func spots(xib: String) throws -> [String] {
        try findings(ofController: Self.controller.text, named: "InviteCodeViewController", besideXib: xib)
    }

    @Test func aNextKeyFromTheInspectorNothingAnswersIsAMismatch() throws {
        #expect(try spots(xib: Self.xib(traits: "returnKeyType=\"next\"")) == ["submit-label-mismatch@\(Self.controller["1️⃣"])"])
    }

    /// The inspector connects a Did End On Exit action: Return is answered.
    @Test func aFieldWithAnExitActionIsLeftAlone() throws {
        let action = "\n      <connections><action selector=\"redeemTapped:\" destination=\"-1\" eventType=\"editingDidEndOnExit\" id=\"a\"/></connections>"
        #expect(try spots(xib: Self.xib(traits: "returnKeyType=\"next\"", connections: action)).isEmpty)
    }

    @Test func aDefaultKeyIsLeftAlone() throws {
        #expect(try spots(xib: Self.xib(traits: "autocorrectionType=\"no\"")).isEmpty)
    }
}
