import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A controller's Return keys set in an extension in another file label the keys, nothing more:
/// with the Return handler read (in the controller's file, or summarised from the other one), what
/// Return does stays known and is reported; only the labels are unknown, so none is judged.
@Suite struct UIKitReturnKeysElsewhereTests {
    /// A boarding form whose handler, written by `handler`, decides Return.
    static func controller(handler: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class BoardingViewController: UIViewController, UITextFieldDelegate {
                let 1️⃣seatField = UITextField()
                let mealField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    seatField.delegate = self
                    mealField.delegate = self
                    styleFields()
                }

                \(handler)
            }

            """)
    }

    static func styling(_ body: String) -> String {
        """
        import UIKit

        extension BoardingViewController {
            func styleFields() {
                \(body)
            }
        }

        """
    }

    private let controllerPath = "/app/Boarding/BoardingViewController.swift"
    private let extensionPath = "/app/Boarding/BoardingViewController+Style.swift"

    private func spots(_ controller: MarkedText, extensionText: String) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: extensionPath, text: extensionText, origin: .disk)
        index.update(path: controllerPath, text: controller.text)
        let engine = Engine()
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: controller.text, path: controllerPath))
        return engine.findings(in: controller.text, path: controllerPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    static let resigning = "func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField.resignFirstResponder(); return true }"

    @Test func aHandlerThatOnlyResignsIsReportedThoughTheKeysAreSetElsewhere() {
        let controller = Self.controller(handler: Self.resigning)
        let found = spots(controller, extensionText: Self.styling("seatField.returnKeyType = .next; mealField.returnKeyType = .done"))
        #expect(found == ["missing-focus-transition@\(controller["1️⃣"])"])
    }

    /// The handler in the other file too, summarised there: Return in the seat refocuses the seat.
    @Test func aSummarisedHandlerBesideTheKeysIsReported() {
        let controller = Self.controller(handler: "")
        let other = Self.styling("seatField.returnKeyType = .next") + """

            extension BoardingViewController {
                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    if textField == seatField { seatField.becomeFirstResponder() }
                    return true
                }
            }

            """
        #expect(spots(controller, extensionText: other) == ["missing-focus-transition@\(controller["1️⃣"])"])
    }

    /// A key set elsewhere is unknown here: `.done` on a field whose Return moves on is not judged.
    @Test func aLabelSetElsewhereIsNotJudged() {
        let routing = "func textFieldShouldReturn(_ textField: UITextField) -> Bool { if textField == seatField { mealField.becomeFirstResponder() } else { textField.resignFirstResponder() }; return true }"
        let controller = Self.controller(handler: routing)
        #expect(spots(controller, extensionText: Self.styling("seatField.returnKeyType = .done")).isEmpty)
    }

    /// With no handler read, Return in the fields is still decided out of sight: nothing is said.
    @Test func withNoHandlerReadTheFieldsStayUnknown() {
        let controller = Self.controller(handler: "")
        #expect(spots(controller, extensionText: Self.styling("seatField.returnKeyType = .next")).isEmpty)
    }
}
