import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A base controller of the app's own answers Return for its subclasses with a
/// `textFieldShouldReturn(_:)` that only resigns the field (in its declaration, or in an extension
/// adopting `UITextFieldDelegate`). It names no field of the subclass: in every field the subclass
/// makes itself the delegate of, Return drops the keyboard, mid-form too. A base doing more than
/// that (calling code a subclass may override, moving focus through something it cannot name),
/// or a field whose delegate is not known, leaves Return unknown.
@Suite struct UIKitBaseControllerReturnTests {
    static func base(inExtension: Bool = true, handler: String = "textField.resignFirstResponder()", extra: String = "") -> String {
        let method = """
                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    \(handler)
                    return true
                }
            \(extra)
            """
        return inExtension
            ? """
            import UIKit

            class EntryScreenController: UIViewController {
                func submitIfReady() {}
            }

            extension EntryScreenController: UITextFieldDelegate {
            \(method)
            }

            """
            : """
            import UIKit

            class EntryScreenController: UIViewController, UITextFieldDelegate {
                func submitIfReady() {}

            \(method)
            }

            """
    }

    static func parcel(delegates: Bool = true, ownHandler: String = "") -> MarkedText {
        MarkedText("""
            import UIKit

            final class ParcelViewController: EntryScreenController {
                private let 1️⃣senderField = UITextField()
                private let receiverField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(senderField)
                    view.addSubview(receiverField)\(delegates ? """

                    senderField.delegate = self
                    receiverField.delegate = self
            """ : "")
                }
            \(ownHandler)
                @IBAction func sendTapped() {
                    print(senderField.text ?? "", receiverField.text ?? "")
                }
            }

            """)
    }

    private let basePath = "/app/Base/EntryScreenController.swift"
    private let subclassPath = "/app/Parcels/ParcelViewController.swift"

    private func spots(_ subclass: String, base: String = base()) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: basePath, text: base)
        index.update(path: subclassPath, text: subclass)
        let engine = Engine()
        let context = index.context(forPath: subclassPath, summary: engine.summary(of: subclass, path: subclassPath))
        return engine.findings(in: subclass, path: subclassPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test(arguments: [true, false])
    func aBaseHandlerThatOnlyResignsLeavesTheFirstFieldStuck(inExtension: Bool) {
        let source = Self.parcel()
        #expect(spots(source.text, base: Self.base(inExtension: inExtension)) == ["missing-focus-transition@\(source["1️⃣"])"])
    }

    /// Fields the subclass never makes itself the delegate of: the base may not be asked.
    @Test func fieldsWithoutAKnownDelegateAreLeftAlone() {
        #expect(spots(Self.parcel(delegates: false).text).isEmpty)
    }

    /// A base that also calls a method a subclass may override is not read.
    @Test func aBaseHandlerDoingMoreThanResigningIsUnknown() {
        #expect(spots(Self.parcel().text, base: Self.base(handler: "textField.resignFirstResponder()\n        submitIfReady()")).isEmpty)
    }

    /// Resigning runs the base's `textFieldDidEndEditing(_:)`, which here may move focus on.
    @Test func aBaseMovingFocusWhenEditingEndsIsUnknown() {
        let endEditing = """
                func textFieldDidEndEditing(_ textField: UITextField) {
                    view.viewWithTag(textField.tag + 1)?.becomeFirstResponder()
                }
            """
        #expect(spots(Self.parcel().text, base: Self.base(extra: endEditing)).isEmpty)
    }

    /// A subclass routing Return itself is read on its own handler, not the base's.
    @Test func aSubclassRoutingReturnItselfIsReadOnItsHandler() {
        let own = """

                override func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == senderField {
                        receiverField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            """
        let source = Self.parcel(ownHandler: own)
        #expect(spots(source.text, base: Self.base(inExtension: false)) == ["missing-submit-label@\(source["1️⃣"])"])
    }
}
