import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A field whose `textFieldShouldBeginEditing(_:)` answers `false` never takes the keyboard (a tap
/// opens a calendar or another screen instead): it is no step of the chain, and Return in the field
/// before it ends the typing. The refusal may name the field by the tag the class gives it, in code
/// or through a helper of its own handed the field and its tag. A refusal the model cannot tie to
/// one tag, or a tag it cannot tie to one field, leaves every field typed.
@Suite struct UIKitRefusedByTagTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "Trip.swift").findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    /// A traveller, a contact mail and a departure day tagged 1 to 3 by `tagging`; Return only
    /// ends editing; `beginEditing` decides which fields are typed into.
    static func trip(beginEditing: String, tagging: String = """
        travellerField.tag = 1
                contactField.tag = 2
                departureField.tag = 3
        """, helpers: String = "") -> MarkedText {
        MarkedText("""
            import UIKit

            final class TripViewController: UIViewController, UITextFieldDelegate {
                private let 1️⃣travellerField = UITextField()
                private let 2️⃣contactField = UITextField()
                private let departureField = UITextField()
                private var isBooked = false

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [travellerField, contactField, departureField].forEach { $0.delegate = self }
                    \(tagging)
                }

                \(helpers)

                func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
                    \(beginEditing)
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    return true
                }

                func openCalendar() {}

                @IBAction func bookTapped(_ sender: UIButton) {
                    book(traveller: travellerField.text, contact: contactField.text)
                }

                func book(traveller: String?, contact: String?) {}
            }

            """)
    }

    /// The departure is refused: the chain is the traveller and the contact, whose Return may end it.
    private func onlyTheTravellerStops(_ screen: MarkedText) -> [String] {
        ["missing-focus-transition@\(screen["1️⃣"])"]
    }

    /// The departure is typed too: the traveller and the contact both stop short of the next field.
    private func bothStop(_ screen: MarkedText) -> [String] {
        ["missing-focus-transition@\(screen["1️⃣"])", "missing-focus-transition@\(screen["2️⃣"])"]
    }

    /// The departure day refused by its tag, in a `switch` (one tag, a range of them, a list) or an
    /// `if` (either side of `==`); or by identity, as before.
    @Test(arguments: [
        """
        switch textField.tag {
                case 3:
                    openCalendar()
                    return false
                default:
                    return true
                }
        """,
        """
        switch textField.tag {
                case 1, 2: return true
                case 3...5: openCalendar(); return false
                default: return true
                }
        """,
        """
        switch textField.tag {
                case 4, 3: return false
                default: break
                }
                return true
        """,
        """
        if textField.tag == 3 {
                    openCalendar()
                    return false
                }
                return true
        """,
        """
        if 3 == textField.tag || textField.tag == 7 {
                    return false
                }
                return true
        """,
        """
        if textField == departureField {
                    openCalendar()
                    return false
                }
                return true
        """,
    ])
    func aFieldRefusedByItsTagIsNoStep(beginEditing: String) {
        let screen = Self.trip(beginEditing: beginEditing)
        #expect(spots(screen.text) == onlyTheTravellerStops(screen))
    }

    /// Tags given by a helper of the class handed each field and its tag, a method or a function
    /// nested where the fields are set up, its other parameters left to their defaults.
    @Test(arguments: [
        (
            """
            decorate(travellerField, tag: 1)
                    decorate(contactField, tag: 2)
                    decorate(departureField, tag: 3, placeholder: "Today")
            """,
            """
            private func decorate(_ field: UITextField, tag: Int, placeholder: String? = nil) {
                    field.placeholder = placeholder
                    field.tag = tag
                }
            """
        ),
        (
            """
            func style(field: UITextField, _ number: Int, text: String? = nil) {
                        field.tag = number
                        field.text = text
                    }
                    style(field: travellerField, 1)
                    style(field: contactField, 2)
                    style(field: departureField, 3, text: "Today")
            """,
            ""
        ),
    ])
    func tagsGivenByAHelperName(tagging: String, helpers: String) {
        let screen = Self.trip(beginEditing: "switch textField.tag {\n case 3: return false\n default: return true\n }", tagging: tagging, helpers: helpers)
        #expect(spots(screen.text) == onlyTheTravellerStops(screen))
    }

    /// A tag switch refusing tag 3 refuses no other field: refusing the contact's tag 2 instead
    /// leaves the departure the traveller's next typed field after the contact, which the traveller
    /// still stops short of.
    @Test func onlyTheRefusedTagLeavesTheChain() {
        let refusingContact = Self.trip(beginEditing: "switch textField.tag {\n case 2: return false\n default: return true\n }")
        #expect(spots(refusingContact.text) == onlyTheTravellerStops(refusingContact))
        let refusingNothingTagged = Self.trip(beginEditing: "switch textField.tag {\n case 9: return false\n default: return true\n }")
        #expect(spots(refusingNothingTagged.text) == bothStop(refusingNothingTagged))
    }

    /// A refusal on state the model cannot read (booked or not), or a tag it cannot tie to one
    /// field (computed, given twice, given under a condition by the helper), leaves the departure typed.
    @Test(arguments: [
        ("switch textField.tag {\n case 3: return !isBooked\n default: return true\n }", nil as String?, ""),
        ("if textField.tag == 3, isBooked { return false }\n return true", nil, ""),
        ("if textField.tag == 3 && isBooked { return false }\n return true", nil, ""),
        ("switch textField.tag {\n case 3 where isBooked: return false\n default: return true\n }", nil, ""),
        ("switch textField.tag {\n case 3: return false\n default: return true\n }", "departureField.tag = travellerField.tag + 2", ""),
        ("switch textField.tag {\n case 3: return false\n default: return true\n }", "departureField.tag = 3\n departureField.tag = 4", ""),
        (
            "switch textField.tag {\n case 3: return false\n default: return true\n }",
            "mark(departureField, 3)",
            "func mark(_ field: UITextField, _ tag: Int) {\n if isBooked { field.tag = tag }\n }"
        ),
    ])
    func anUnreadRefusalLeavesTheFieldTyped(beginEditing: String, departureTagging: String?, helpers: String) {
        let tagging = "travellerField.tag = 1\n contactField.tag = 2\n" + (departureTagging ?? "departureField.tag = 3")
        let screen = Self.trip(beginEditing: beginEditing, tagging: tagging, helpers: helpers)
        #expect(spots(screen.text) == bothStop(screen))
    }
}
