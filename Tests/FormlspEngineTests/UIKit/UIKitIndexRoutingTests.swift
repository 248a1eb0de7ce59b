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
}
