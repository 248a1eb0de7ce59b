import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A base controller of the app's own, in its own file and possibly generic, answers Return for
/// its subclasses by focusing the view tagged one more than the field
/// (`textField.superview?.viewWithTag(textField.tag + 1)`, often through locals). It names no
/// field: each subclass's tags say where Return leads, for the fields it makes itself the
/// delegate of. A tag no field or several carry, a base that does more than one thing with the
/// field, or a field whose delegate is not known leaves Return unknown.
@Suite struct UIKitInheritedTagRoutingTests {
    static func base(handler: String = defaultHandler, extra: String = "") -> String {
        """
        import UIKit

        class KeyboardFormController<Model>: UIViewController, UITextFieldDelegate {
            var model: Model?

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        \(handler)
                return false
            }
        \(extra)
        }

        """
    }

    static let defaultHandler = """
                let followingTag = textField.tag + 1
                let following = textField.superview?.viewWithTag(followingTag) as UIResponder?
                if following != nil {
                    following?.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
        """

    static func shipment(setup: String = "", delegates: Bool = true, tags: [Int] = [1, 2, 3]) -> MarkedText {
        MarkedText("""
            import UIKit

            final class ShipmentViewController: KeyboardFormController<String> {
                private let 1️⃣senderField = UITextField()
                private let 2️⃣receiverField = UITextField()
                private let weightField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    senderField.tag = \(tags[0])
                    receiverField.tag = \(tags[1])
                    weightField.tag = \(tags[2])\(delegates ? """

                    senderField.delegate = self
                    receiverField.delegate = self
                    weightField.delegate = self
            """ : "")\(setup)
                }

                @IBAction func sendTapped() {}
            }

            """)
    }

    private let basePath = "/app/Base/KeyboardFormController.swift"
    private let subclassPath = "/app/Shipping/ShipmentViewController.swift"

    private func spots(_ subclass: String, base: String = base()) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: basePath, text: base)
        index.update(path: subclassPath, text: subclass)
        let engine = Engine()
        let context = index.context(forPath: subclassPath, summary: engine.summary(of: subclass, path: subclassPath))
        return engine.findings(in: subclass, path: subclassPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test func fieldsTheBaseMovesOnFromUnderTheDefaultKeyAreTold() {
        let source = Self.shipment()
        #expect(spots(source.text) == ["missing-submit-label@\(source["1️⃣"])", "missing-submit-label@\(source["2️⃣"])"])
    }

    @Test func nextLabelsOnTheTaggedFieldsAreRight() {
        let keys = """

                    senderField.returnKeyType = .next
                    receiverField.returnKeyType = .next
                    weightField.returnKeyType = .done
            """
        #expect(spots(Self.shipment(setup: keys).text).isEmpty)
    }

    /// The middle field labelled Done moves on all the same.
    @Test func doneOnAFieldTheBaseMovesOnFromIsAMismatch() {
        let keys = """

                    senderField.returnKeyType = .next
                    receiverField.returnKeyType = .done
                    weightField.returnKeyType = .done
            """
        let source = Self.shipment(setup: keys)
        #expect(spots(source.text).contains { $0.hasPrefix("submit-label-mismatch@") })
    }

    /// Two fields tagged alike: the lookup may find either, so nothing is said of the field before
    /// them (and the lookups past them find no field).
    @Test func aTagTwoFieldsCarryIsUnknown() {
        #expect(spots(Self.shipment(tags: [1, 2, 2]).text).isEmpty)
    }

    /// Fields the subclass never makes itself the delegate of: the base may not answer them.
    @Test func fieldsWithoutAKnownDelegateAreLeftAlone() {
        #expect(spots(Self.shipment(delegates: false).text).isEmpty)
    }

    /// A base whose handler also hands the field to code it cannot read, or that decides
    /// Return in another delegate method too, is not read.
    @Test func aBaseDoingMoreThanTheLookupIsNotRead() {
        let handedOn = Self.base(handler: Self.defaultHandler + "\n        model.map { submit($0, from: textField) }")
        #expect(spots(Self.shipment().text, base: handedOn).isEmpty)
        let gated = Self.base(extra: """
                func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { textField.tag != 2 }
            """)
        #expect(spots(Self.shipment().text, base: gated).isEmpty)
    }

    /// A subclass answering Return itself is read on its own handler, not the base's.
    @Test func aSubclassWithItsOwnHandlerIsReadOnIt() {
        let own = """

                }

                override func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    return true
            """
        #expect(!spots(Self.shipment(setup: own).text).contains { $0.hasPrefix("missing-submit-label") })
    }
}
