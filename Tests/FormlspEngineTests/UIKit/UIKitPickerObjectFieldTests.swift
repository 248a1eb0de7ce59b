import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A picker object of another library made for a field (`SomePicker(textField: field, …)`) puts
/// itself in place of the field's keyboard, as an `inputView` does: the field is still on screen,
/// a member with no Return key, and a form of such fields has no Return to route.
@Suite struct UIKitPickerObjectFieldTests {
    /// Opening and closing hours made in code; `setup` attaches what the fields use for input.
    /// Nothing handles Return and the keys are default.
    static func openingHours(setup: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class OpeningHoursViewController: UIViewController {
                private let 1️⃣opensAtField = UITextField()
                private let closesAtField = UITextField()
                var pickers: [AnyObject] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let hours = (0...23).map { "\\($0):00" }
                    view.addSubview(opensAtField)
                    view.addSubview(closesAtField)
                    \(setup)
                }

                @IBAction func saveTapped(_ sender: UIButton) {
                    store(opens: opensAtField.text, closes: closesAtField.text)
                }

                func store(opens: String?, closes: String?) {}
            }

            """)
    }

    private func spots(_ screen: MarkedText) -> [String] {
        Engine().analyze(screen.text, path: "/app/Hours/OpeningHoursViewController.swift").findings
            .map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    private func membersWithoutKeyboard(_ screen: MarkedText) -> [String] {
        Engine().analyze(screen.text, path: "/app/Hours/OpeningHoursViewController.swift").chains
            .flatMap(\.fields).filter(\.hasNoKeyboard).map(\.target.name)
    }

    static let bothPicked = """
        pickers.append(HourDropDownPicker(textField: opensAtField, withData: hours))
                pickers.append(HourDropDownPicker(textField: self.closesAtField, withData: hours))
        """

    /// Both hours are chosen on a picker: no field has a Return key, so nothing is unrouted.
    @Test func fieldsGivenAPickerObjectHaveNoReturnToRoute() {
        let screen = Self.openingHours(setup: Self.bothPicked)
        #expect(spots(screen) == [])
        #expect(membersWithoutKeyboard(screen) == ["opensAtField", "closesAtField"])
    }

    /// An object that is no picker (an input mask) leaves the keyboard in place: the form's note stays.
    @Test func anObjectThatIsNoPickerKeepsTheKeyboard() {
        let screen = Self.openingHours(setup: """
            pickers.append(TimeInputMask(textField: opensAtField))
                    pickers.append(TimeInputMask(textField: closesAtField))
            """)
        #expect(spots(screen) == ["form-without-focus-routing@\(screen["1️⃣"])"])
        #expect(membersWithoutKeyboard(screen) == [])
    }

    /// A picker handed the field under another label (its data source) does not replace its keyboard.
    @Test func aPickerHandedTheFieldUnderAnotherLabelKeepsTheKeyboard() {
        let screen = Self.openingHours(setup: """
            pickers.append(HourDropDownPicker(anchor: opensAtField, withData: hours))
                    pickers.append(HourDropDownPicker(anchor: closesAtField, withData: hours))
            """)
        #expect(spots(screen) == ["form-without-focus-routing@\(screen["1️⃣"])"])
    }
}
