import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// An extension of a controller in another file may give its fields a delegate, which then
/// answers Return out of sight: the controller stays quiet. Only an assignment counts: an
/// extension that reads some object's `delegate` (`UIApplication.shared.delegate`) gives none.
@Suite struct UIKitDelegatesElsewhereTests {
    /// Fields made in code, the first labelled Next, and nothing handling Return in this file: Return
    /// in the first does nothing, though it promises the next.
    static let controller = MarkedText("""
        import UIKit

        final class TripNoteViewController: UIViewController {
            let 1️⃣placeField = UITextField()
            let noteField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                placeField.returnKeyType = .next
                view.addSubview(placeField)
                view.addSubview(noteField)
            }
        }

        """)

    static func otherPart(_ body: String) -> String {
        """
        import UIKit

        extension TripNoteViewController {
            func wire(router: UITextFieldDelegate) {
                \(body)
            }
        }

        """
    }

    private let controllerPath = "/app/Trips/TripNoteViewController.swift"
    private let extensionPath = "/app/Trips/TripNoteViewController+Wiring.swift"

    private func spots(extensionBody: String) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: extensionPath, text: Self.otherPart(extensionBody), origin: .disk)
        let text = Self.controller.text
        index.update(path: controllerPath, text: text)
        let engine = Engine()
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: text, path: controllerPath))
        return engine.findings(in: text, path: controllerPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test func anExtensionReadingTheAppsDelegateGivesTheFieldsNone() {
        let found = spots(extensionBody: "(UIApplication.shared.delegate as? TripsAppDelegate)?.noteOpened()")
        #expect(found == ["missing-focus-transition@\(Self.controller["1️⃣"])"])
    }

    @Test(arguments: ["placeField.delegate = router", "noteField.delegate = router; placeField.delegate = router"])
    func anExtensionGivingAFieldADelegateLeavesTheControllerQuiet(extensionBody: String) {
        #expect(spots(extensionBody: extensionBody).isEmpty)
    }
}
