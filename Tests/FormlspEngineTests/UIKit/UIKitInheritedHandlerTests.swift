import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A `textFieldShouldReturn(_:)` declared in an extension of a UIKit class (`extension
/// UIViewController`, often in a shared framework of the app) answers Return for every subclass:
/// a controller without a handler of its own then has one the analysis cannot read, and stays quiet.
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

    static func responderExtension(of type: String) -> String {
        """
        import UIKit

        extension \(type) {
            @objc func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return true
            }
        }

        """
    }

    private let controllerPath = "/app/Settings/ServerSettingsViewController.swift"
    private let extensionPath = "/app/Shared/ResponderReturn.swift"

    private func spots(with files: [String: String]) -> [String] {
        var index = WorkspaceIndex()
        for (path, text) in files { index.update(path: path, text: text) }
        let engine = Engine()
        let text = Self.controller.text
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: text, path: controllerPath))
        return engine.findings(in: text, path: controllerPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test func aControllerWithNoHandlerAnywhereMovesNowhere() {
        #expect(spots(with: [controllerPath: Self.controller.text]) == ["missing-focus-transition@\(Self.controller["1️⃣"])"])
    }

    @Test(arguments: ["UIViewController", "UITableViewController", "UIResponder"])
    func aHandlerInAnExtensionOfAnAncestorIsUnknown(ancestor: String) {
        #expect(spots(with: [controllerPath: Self.controller.text, extensionPath: Self.responderExtension(of: ancestor)]).isEmpty)
    }

    /// An extension of an unrelated UIKit class answers nothing for this controller.
    @Test func aHandlerInAnExtensionOfAnotherBranchChangesNothing() {
        let found = spots(with: [controllerPath: Self.controller.text, extensionPath: Self.responderExtension(of: "UIView")])
        #expect(found == ["missing-focus-transition@\(Self.controller["1️⃣"])"])
    }
}
