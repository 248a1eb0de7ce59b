import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A field that ends editing as soon as it begins (`textFieldDidBeginEditing(_:)` resigns it and
/// shows a picker instead) never shows a keyboard, so it has no Return key: it is no field to tell
/// it lacks a transition or a label. It stays on screen as a member. Only what the delegate does
/// for sure counts: a resign behind a test of anything but the field keeps the field typed.
@Suite struct UIKitFieldsEndingAtOnceTests {
    private let engine = Engine()

    private func found(_ text: String) -> [String] {
        engine.analyze(text, path: "BookingViewController.swift").findings.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    /// Day and month fields open pickers, then guest name and email; Return moves from the name to
    /// the email and resigns anywhere else. `beginEditing` is the body of `textFieldDidBeginEditing`.
    static func bookingScreen(beginEditing: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class BookingViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var 1️⃣dayField: UITextField!
                @IBOutlet weak var 2️⃣monthField: UITextField!
                @IBOutlet weak var guestNameField: UITextField!
                @IBOutlet weak var guestEmailField: UITextField!
                @IBOutlet weak var calendarPicker: UIPickerView!
                var isLocked = false

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for field in [dayField, monthField, guestNameField, guestEmailField] {
                        field?.delegate = self
                    }
                    guestNameField.returnKeyType = .next
                    guestEmailField.returnKeyType = .done
                }

                func textFieldDidBeginEditing(_ textField: UITextField) {
            \(beginEditing)
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == guestNameField {
                        guestEmailField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
    }

    @Test(arguments: [
        """
                if textField != guestNameField && textField != guestEmailField {
                    calendarPicker.isHidden = false
                    textField.endEditing(true)
                }
        """,
        """
                if textField == dayField || textField === monthField {
                    calendarPicker.isHidden = false
                    view.endEditing(true)
                }
        """,
        """
                guard textField == dayField || textField == monthField else { return }
                calendarPicker.isHidden = false
                _ = textField.resignFirstResponder()
        """,
        """
                switch textField {
                case dayField, monthField:
                    calendarPicker.isHidden = false
                    textField.resignFirstResponder()
                default:
                    break
                }
        """,
    ])
    func fieldsThatEndEditingAtOnceAreNotToldTheyLackATransition(beginEditing: String) {
        #expect(found(Self.bookingScreen(beginEditing: beginEditing).text).isEmpty)
    }

    /// Without the pickers, Return in the day and month fields drops the keyboard mid-form.
    @Test(arguments: [
        "        calendarPicker.isHidden = true",
        """
                if isLocked {
                    textField.resignFirstResponder()
                }
        """,
        """
                if isLocked {
                    calendarPicker.isHidden = false
                    return
                }
                textField.resignFirstResponder()
        """,
    ])
    func fieldsThatMayBeTypedIntoAreStillJudged(beginEditing: String) {
        let screen = Self.bookingScreen(beginEditing: beginEditing)
        #expect(found(screen.text) == ["missing-focus-transition@\(screen["1️⃣"])", "missing-focus-transition@\(screen["2️⃣"])"])
    }

    /// A `return` for the day field keeps the day typed; every other field goes on to the resign
    /// and drops the keyboard, the month among them.
    @Test func aReturnForOneFieldKeepsOnlyThatFieldTyped() {
        let screen = Self.bookingScreen(beginEditing: """
                    if textField == dayField {
                        calendarPicker.isHidden = false
                        return
                    }
                    textField.resignFirstResponder()
            """)
        #expect(found(screen.text) == ["missing-focus-transition@\(screen["1️⃣"])"])
    }

    /// A field ending at once is still a member: it follows the city, whose Return drops the
    /// keyboard before it. Were it no member, the city would be last and resigning there right.
    @Test func aFieldEndingAtOnceIsStillAMember() {
        let screen = MarkedText("""
            import UIKit

            final class TripViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var travellerField: UITextField!
                @IBOutlet weak var 1️⃣cityField: UITextField!
                @IBOutlet weak var departureField: UITextField!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [travellerField, cityField, departureField].forEach { $0.delegate = self }
                }

                func textFieldDidBeginEditing(_ textField: UITextField) {
                    if textField == departureField { textField.resignFirstResponder() }
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == travellerField {
                        cityField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
        #expect(found(screen.text) == ["missing-focus-transition@\(screen["1️⃣"])"])
    }
}
