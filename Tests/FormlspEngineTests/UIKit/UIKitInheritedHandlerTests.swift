import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A `textFieldShouldReturn(_:)` declared in an extension of a UIKit class (`extension
/// UIViewController`, often in a shared framework of the app) answers Return for every subclass
/// without a handler of its own. It names none of the subclass's fields: what it does to any field
/// is what each gets. One that moves focus to the field's own property (`textField.nextField`,
/// an outlet of a `UITextField` extension) resigns where no field is given one; one that does
/// what cannot be read, or two of them, leave the controller quiet.
@Suite struct UIKitInheritedHandlerTests {
    static let controller = MarkedText("""
        import UIKit

        final class ServerSettingsViewController: UITableViewController, UITextFieldDelegate {
            private let 1️⃣hostField = UITextField()
            private let portField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                hostField.delegate = self
                portField.delegate = self
                hostField.returnKeyType = .next
                portField.returnKeyType = .done
            }
        }

        """)

    static func responderExtension(of type: String, returnBody: String = "textField.resignFirstResponder()") -> String {
        """
        import UIKit

        extension \(type) {
            @objc func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                \(returnBody)
                return true
            }
        }

        """
    }

    /// The app-wide handler moving to the field's `nextField`, an outlet every text field gets.
    static let nextFieldHandling = """
        import UIKit

        private var followingFieldKey: UInt8 = 0

        extension UITextField {
            @IBOutlet var nextField: UITextField? {
                get { objc_getAssociatedObject(self, &followingFieldKey) as? UITextField }
                set { objc_setAssociatedObject(self, &followingFieldKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
            }
        }

        extension UIViewController {
            @objc func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if let following = textField.nextField {
                    following.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }
        }

        """

    private let controllerPath = "/app/Settings/ServerSettingsViewController.swift"
    private let extensionPath = "/app/Shared/ResponderReturn.swift"

    private func spots(with files: [String: String], controller: String = controller.text) -> [String] {
        findings(with: files, controller: controller).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    private func findings(with files: [String: String], controller text: String) -> [Finding] {
        var index = WorkspaceIndex()
        for (path, text) in files { index.update(path: path, text: text) }
        index.update(path: controllerPath, text: text)
        let engine = Engine()
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: text, path: controllerPath))
        return engine.findings(in: text, path: controllerPath, context: context)
    }

    @Test func aControllerWithNoHandlerAnywhereMovesNowhere() {
        #expect(spots(with: [:]) == ["missing-focus-transition@\(Self.controller["1️⃣"])"])
    }

    @Test(arguments: ["UIViewController", "UITableViewController", "UIResponder"])
    func anAppWideHandlerThatOnlyResignsLeavesANextFieldStuck(ancestor: String) {
        #expect(spots(with: [extensionPath: Self.responderExtension(of: ancestor)]) == ["missing-focus-transition@\(Self.controller["1️⃣"])"])
    }

    /// What the handler does to a field it is handed cannot be read: the controller stays quiet.
    @Test(arguments: ["view.viewWithTag(textField.tag + 1)?.becomeFirstResponder()", "advance(from: textField)"])
    func anAppWideHandlerThatCannotBeReadIsUnknown(returnBody: String) {
        #expect(spots(with: [extensionPath: Self.responderExtension(of: "UIViewController", returnBody: returnBody)]).isEmpty)
    }

    @Test func twoAppWideHandlersAreUnknown() {
        let files = [extensionPath: Self.responderExtension(of: "UIViewController"), "/app/Shared/TableReturn.swift": Self.responderExtension(of: "UITableViewController")]
        #expect(spots(with: files).isEmpty)
    }

    /// An extension of an unrelated UIKit class answers nothing for this controller.
    @Test func aHandlerInAnExtensionOfAnotherBranchChangesNothing() {
        #expect(spots(with: [extensionPath: Self.responderExtension(of: "UIView")]) == ["missing-focus-transition@\(Self.controller["1️⃣"])"])
    }

    /// No field of the controller is given a `nextField`: Return resigns. The handler is another
    /// file's, so no routing is written here, where it would have to override it.
    @Test func aHandlerMovingToTheFieldsNextFieldResignsWhereNoneIsGiven() {
        let found = findings(with: [extensionPath: Self.nextFieldHandling], controller: Self.controller.text)
        #expect(found.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" } == ["missing-focus-transition@\(Self.controller["1️⃣"])"])
        #expect(found.flatMap(\.fixes).isEmpty)
    }

    @Test func aFieldGivenItsNextFieldIsUnknown() {
        let chained = Self.controller.text.replacingOccurrences(
            of: "portField.delegate = self\n", with: "portField.delegate = self\n        hostField.nextField = portField\n"
        )
        #expect(chained.contains("hostField.nextField = portField"))
        #expect(spots(with: [extensionPath: Self.nextFieldHandling], controller: chained).isEmpty)
    }
}

/// The app-wide handler moving to a field's `nextField` outlet, for a controller whose fields
/// and their `nextField` are connected in a storyboard.
@Suite struct UIKitInheritedNextFieldOutletTests {
    static let controller = MarkedText("""
        import UIKit

        final class ProxySettingsViewController: UITableViewController {
            @IBOutlet var 1️⃣hostField: UITextField!
            @IBOutlet var portField: UITextField!
        }

        """)

    /// Both fields' delegate is the controller; the host field is labelled Next and holds `hostConnections`.
    static func storyboard(hostConnections: String) -> String {
        """
        <document><objects>
          <tableViewController id="vc" customClass="ProxySettingsViewController">
            <connections><outlet property="hostField" destination="f1"/><outlet property="portField" destination="f2"/></connections>
          </tableViewController>
          <textField id="f1"><textInputTraits key="textInputTraits" returnKeyType="next"/>
            <connections><outlet property="delegate" destination="vc"/>\(hostConnections)</connections></textField>
          <textField id="f2"><textInputTraits key="textInputTraits" returnKeyType="done"/>
            <connections><outlet property="delegate" destination="vc"/></connections></textField>
        </objects></document>
        """
    }

    private func spots(hostConnections: String) throws -> [String] {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("App/Base.lproj/Main.storyboard", Self.storyboard(hostConnections: hostConnections))
        let text = Self.controller.text
        let path = try tree.write("App/ProxySettingsViewController.swift", text)
        var index = WorkspaceIndex()
        index.update(path: path, text: text)
        index.update(path: try tree.write("Shared/ResponderReturn.swift", UIKitInheritedHandlerTests.nextFieldHandling), text: UIKitInheritedHandlerTests.nextFieldHandling)
        let engine = Engine()
        let context = index.context(forPath: path, summary: engine.summary(of: text, path: path))
        return engine.findings(in: text, path: path, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test func anOutletWithNoNextFieldResigns() throws {
        #expect(try spots(hostConnections: "") == ["missing-focus-transition@\(Self.controller["1️⃣"])"])
    }

    @Test func anOutletWhoseNextFieldIsConnectedMovesOn() throws {
        #expect(try spots(hostConnections: #"<outlet property="nextField" destination="f2"/>"#).isEmpty)
    }
}
