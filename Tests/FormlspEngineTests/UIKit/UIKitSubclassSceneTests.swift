import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A storyboard scene whose custom class is a subclass makes an instance of the superclass: the
/// outlets the superclass declares are connected there, and what the scene says of them (no
/// delegate, a Next key) holds for the superclass's fields, unless the subclass handles Return
/// in a way of its own.
@Suite struct UIKitSubclassSceneTests {
    static let baseController = MarkedText("""
        import UIKit

        class MailboxFormViewController: UITableViewController {
            @IBOutlet weak var 1️⃣ownerField: UITextField!
            @IBOutlet weak var serverField: UITextField!
            @IBOutlet weak var pinField: UITextField!

            @IBAction func save(_ sender: Any) {
                store(owner: ownerField.text, server: serverField.text, pin: pinField.text)
            }

            func store(owner: String?, server: String?, pin: String?) {}
        }

        """)

    static let subclass = """
        import UIKit

        final class SharedMailboxFormViewController: MailboxFormViewController {
            @IBOutlet weak var shareButton: UIButton!

            @IBAction func share(_ sender: Any) {}
        }

        """

    /// A scene of the subclass connecting the superclass's fields: `returnKey` on the first two,
    /// `fieldConnections` inside each.
    static func storyboard(fieldConnections: String = "", returnKey: String? = nil) -> String {
        let traits = returnKey.map { #"<textInputTraits key="textInputTraits" returnKeyType="\#($0)"/>"# } ?? ""
        return """
            <document><objects>
              <tableViewController id="vc" customClass="SharedMailboxFormViewController">
                <connections>
                  <outlet property="ownerField" destination="f1"/><outlet property="serverField" destination="f2"/>
                  <outlet property="pinField" destination="f3"/><outlet property="shareButton" destination="b1"/>
                </connections>
              </tableViewController>
              <textField id="f1">\(traits)\(fieldConnections)</textField>
              <textField id="f2">\(traits)\(fieldConnections)</textField>
              <textField id="f3">\(fieldConnections)</textField>
              <button id="b1"/>
            </objects></document>
            """
    }

    private static let delegateConnection = #"<connections><outlet property="delegate" destination="vc"/></connections>"#

    /// The findings on the base controller, in a project holding `swiftFiles` (relative path →
    /// text) besides it and the storyboard.
    private func findings(base: String = baseController.text, swiftFiles: [String: String], storyboard: String) throws -> [String] {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("App/Base.lproj/Main.storyboard", storyboard)
        let basePath = try tree.write("Shared/MailboxFormViewController.swift", base)
        var index = WorkspaceIndex()
        index.update(path: basePath, text: base)
        // As the checker reads them: a file the index's prefilter rules out is not summarised.
        for (relative, text) in swiftFiles { index.update(path: try tree.write(relative, text), text: text, origin: .disk) }
        let engine = Engine()
        let context = index.context(forPath: basePath, summary: engine.summary(of: base, path: basePath))
        return engine.findings(in: base, path: basePath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test func fieldsWiredOnlyInASubclassSceneAreTheSuperclassForm() throws {
        let found = try findings(swiftFiles: ["App/SharedMailboxFormViewController.swift": Self.subclass], storyboard: Self.storyboard())
        #expect(found == ["form-without-focus-routing@\(Self.baseController["1️⃣"])"])
    }

    @Test func withoutTheSubclassDeclarationTheOutletsStayUnknown() throws {
        #expect(try findings(swiftFiles: [:], storyboard: Self.storyboard()).isEmpty)
    }

    @Test func aNextKeyInTheSubclassSceneIsAPromiseNothingKeeps() throws {
        let found = try findings(swiftFiles: ["App/SharedMailboxFormViewController.swift": Self.subclass], storyboard: Self.storyboard(returnKey: "next"))
        #expect(found.contains("missing-focus-transition@\(Self.baseController["1️⃣"])"))
    }

    @Test func aSubclassWiringItsOwnDelegatesIsNotJudgedFromItsScene() throws {
        let wiring = Self.subclass.replacingOccurrences(
            of: "@IBAction func share(_ sender: Any) {}",
            with: "override func viewDidLoad() {\n        super.viewDidLoad()\n        ownerField.delegate = self\n    }"
        )
        #expect(try findings(swiftFiles: ["App/SharedMailboxFormViewController.swift": wiring], storyboard: Self.storyboard()).isEmpty)
    }

    @Test func theSuperclassRoutingThroughDelegatesTheSceneConnectsIsClean() throws {
        let routed = Self.baseController.text.replacingOccurrences(
            of: "    func store(",
            with: """
                    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                        switch textField {
                        case ownerField: serverField.becomeFirstResponder()
                        case serverField: pinField.becomeFirstResponder()
                        default: save(textField)
                        }
                        return true
                    }

                    func store(
                """
        ).replacingOccurrences(of: "class MailboxFormViewController: UITableViewController {", with: "class MailboxFormViewController: UITableViewController, UITextFieldDelegate {")
        let found = try findings(
            base: routed, swiftFiles: ["App/SharedMailboxFormViewController.swift": Self.subclass],
            storyboard: Self.storyboard(fieldConnections: Self.delegateConnection, returnKey: "next")
        )
        #expect(found.isEmpty)
    }
}
