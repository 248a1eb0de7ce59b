import FocusRules
import FormlspEngine
import TestSupport
import Testing

/// Return routed by a field's position in an array of fields whose elements are visible: the
/// array's order is the chain's, and the last field's Return ends when there is no next one.
@Suite struct UIKitIndexRoutingTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "Form.swift").findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    static func form(lastKey: String, handler: String) -> String {
        """
        final class AddressViewController: UIViewController, UITextFieldDelegate {
            private let streetField = UITextField()
            private let cityField = UITextField()
            private let zipField = UITextField()
            private var fields: [UITextField] { [streetField, cityField, zipField] }

            override func viewDidLoad() {
                super.viewDidLoad()
                fields.forEach { $0.delegate = self }
                streetField.returnKeyType = .next
                cityField.returnKeyType = .next
                zipField.returnKeyType = .\(lastKey)
            }

        \(handler)
        }
        """
    }

    static let ifLetHandler = """
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if let index = fields.firstIndex(of: textField), index + 1 < fields.count {
                    fields[index + 1].becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }
        """

    static let guardHandler = """
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                guard let index = fields.firstIndex(where: { $0 === textField }), index < fields.count - 1 else {
                    view.endEditing(true)
                    return true
                }
                fields[index + 1].becomeFirstResponder()
                return true
            }
        """

    @Test(arguments: [ifLetHandler, guardHandler])
    func theLastFieldOfTheArrayEndsSoNextIsAMismatch(handler: String) {
        let source = MarkedText(Self.form(lastKey: "next", handler: handler).replacingOccurrences(of: "zipField.returnKeyType", with: "1️⃣zipField.returnKeyType"))
        #expect(spots(source.text) == ["submit-label-mismatch@\(source["1️⃣"])"])
    }

    @Test(arguments: [ifLetHandler, guardHandler])
    func doneOnTheLastFieldOfTheArrayIsRight(handler: String) {
        #expect(spots(Self.form(lastKey: "done", handler: handler)).isEmpty)
    }

    /// The array's elements cannot be read (an outlet collection): routing stays unknown.
    @Test func anOpaqueArrayStaysUnknown() {
        let source = Self.form(lastKey: "next", handler: Self.ifLetHandler)
            .replacingOccurrences(of: "private var fields: [UITextField] { [streetField, cityField, zipField] }", with: "@IBOutlet var fields: [UITextField]!")
        #expect(spots(source).isEmpty)
    }

    /// A handler that lists the fields in a constant of its own, in the order Return walks them,
    /// finds the field among them and focuses the one after it. `keys` labels the fields.
    static func delivery(handler: String, keys: String = "") -> MarkedText {
        MarkedText("""
            import UIKit

            final class DeliveryViewController: UIViewController, UITextFieldDelegate {
                private let 1️⃣recipientField = UITextField()
                private let 2️⃣phoneField = UITextField()
                private let 3️⃣instructionsField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    recipientField.delegate = self
                    phoneField.delegate = self
                    instructionsField.delegate = self\(keys)
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            \(handler)
                }
            }

            """)
    }

    /// Past the end is told by `endIndex`; the last field resigns.
    static let endIndexHandler = """
                let order = [recipientField, phoneField, instructionsField]
                guard let position = order.firstIndex(of: textField) else { return false }
                if position + 1 == order.endIndex {
                    textField.resignFirstResponder()
                } else {
                    order[position + 1].becomeFirstResponder()
                }
                return true
        """

    /// `index(of:)`, and a `guard` that resigns where no field follows.
    static let guardCountHandler = """
                let order: [UITextField] = [recipientField, phoneField, instructionsField]
                guard let position = order.index(of: textField), position + 1 < order.count else {
                    textField.resignFirstResponder()
                    return true
                }
                order[position + 1].becomeFirstResponder()
                return true
        """

    /// Whether a field follows is asked of the array's indices; the next one is kept in a local.
    static let indicesHandler = """
                let order = [recipientField, phoneField, instructionsField]
                if let position = order.firstIndex(of: textField), order.indices.contains(position + 1) {
                    let following = order[position + 1]
                    following.becomeFirstResponder()
                } else {
                    view.endEditing(true)
                }
                return true
        """

    /// The last field is told by `last`, the next by `index(after:)`.
    static let lastHandler = """
                let order = [recipientField, phoneField, instructionsField]
                if textField == order.last {
                    textField.resignFirstResponder()
                } else if let position = order.firstIndex(of: textField) {
                    order[order.index(after: position)].becomeFirstResponder()
                }
                return true
        """

    static let localArrayHandlers = [endIndexHandler, guardCountHandler, indicesHandler, lastHandler]

    /// Every field but the last moves on to the next in the array's order, behind the default key.
    @Test(arguments: localArrayHandlers)
    func fieldsMovingOnThroughALocalArrayWantNext(handler: String) {
        let source = Self.delivery(handler: handler)
        #expect(spots(source.text) == ["missing-submit-label@\(source["1️⃣"])", "missing-submit-label@\(source["2️⃣"])"])
    }

    /// The form labelled as it routes gets nothing.
    @Test(arguments: localArrayHandlers)
    func aLocalArrayChainLabelledAsItRoutesIsRight(handler: String) {
        let keys = "\n        recipientField.returnKeyType = .next\n        phoneField.returnKeyType = .next\n        instructionsField.returnKeyType = .done"
        #expect(spots(Self.delivery(handler: handler, keys: keys).text).isEmpty)
    }

    /// The array's order, not the declarations', is the chain's: listed the other way round, the
    /// last declared field and the middle one move on, and the first declared one is last.
    @Test func theLocalArraysOrderIsTheChains() {
        let handler = Self.endIndexHandler.replacingOccurrences(
            of: "[recipientField, phoneField, instructionsField]", with: "[instructionsField, phoneField, recipientField]"
        )
        let source = Self.delivery(handler: handler)
        #expect(spots(source.text).sorted() == ["missing-submit-label@\(source["2️⃣"])", "missing-submit-label@\(source["3️⃣"])"].sorted())
    }

    /// A local array that is a `var`, or one whose elements a call makes, may hold anything in any
    /// order: where Return goes stays unknown, and nothing is said.
    @Test(arguments: [
        "var order = [recipientField, phoneField, instructionsField]\n        order.removeAll { !$0.isEnabled }",
        "let order = visibleFields()",
    ])
    func aLocalArrayWhoseOrderIsNotCertainStaysUnknown(declaration: String) {
        let handler = Self.endIndexHandler.replacingOccurrences(of: "let order = [recipientField, phoneField, instructionsField]", with: declaration)
        let source = Self.delivery(handler: handler).text.replacingOccurrences(
            of: "    func textFieldShouldReturn", with: "    func visibleFields() -> [UITextField] { [] }\n\n    func textFieldShouldReturn"
        )
        #expect(source.contains(declaration.components(separatedBy: "\n")[0]))
        #expect(spots(source).isEmpty)
    }
}
