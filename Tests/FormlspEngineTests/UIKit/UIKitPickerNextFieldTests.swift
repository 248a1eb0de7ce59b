import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Where Return moves focus in no field (a handler that only resigns, or answers `true`, for
/// every field), a field whose next field takes its value from a picker (an `inputView` in place
/// of the keyboard) ends the typing there: Return dropping the keyboard is no missing step, the
/// user taps the picker field to choose. A Next label on the field still promises the step, and
/// where Return moves focus between other fields, stopping short of the picker is a slip.
@Suite struct UIKitPickerNextFieldTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "Profile.swift").findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    /// Name, then a birthday field set up by `birthdaySetup`, then a city; Return runs `handler`
    /// in every field.
    static func profile(birthdaySetup: String, nameSetup: String = "", handler: String = "textField.resignFirstResponder()") -> MarkedText {
        MarkedText("""
            import UIKit

            final class ProfileViewController: UIViewController, UITextFieldDelegate {
                private let 1️⃣nameField = UITextField()
                private let 2️⃣birthdayField = UITextField()
                private let cityField = UITextField()
                private let birthdayPicker = UIDatePicker()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [nameField, birthdayField, cityField].forEach { $0.delegate = self }
                    \(nameSetup)
                    \(birthdaySetup)
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    \(handler)
                    return true
                }

                @IBAction func saveTapped(_ sender: UIButton) {
                    save(name: nameField.text, birthday: birthdayPicker.date, city: cityField.text)
                }

                func save(name: String?, birthday: Date, city: String?) {}
            }

            """)
    }

    static let pickedBirthday = "birthdayField.inputView = birthdayPicker"

    /// A handler that only resigns, or only answers `true`: the name's Return ends before a picker.
    @Test(arguments: ["textField.resignFirstResponder()", ""])
    func returnBeforeAPickerFieldIsNoMissingStep(handler: String) {
        let screen = Self.profile(birthdaySetup: Self.pickedBirthday, handler: handler)
        #expect(spots(screen.text) == [])
    }

    /// The birthday typed on the keyboard is the name's next step, and its own Return stops short of the city.
    @Test func aTypedNextFieldIsStillTheNextStep() {
        let screen = Self.profile(birthdaySetup: "birthdayField.placeholder = \"DD/MM/YYYY\"")
        #expect(spots(screen.text) == ["missing-focus-transition@\(screen["1️⃣"])", "missing-focus-transition@\(screen["2️⃣"])"])
    }

    /// Return in the birthday moves on to the city: the chain is walked by Return, and the name
    /// stopping short of the birthday is a slip.
    @Test func aChainWalkedElsewhereStillAsksForTheStep() {
        let screen = Self.profile(birthdaySetup: Self.pickedBirthday, handler: """
            if textField == birthdayField {
                        cityField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
            """)
        #expect(spots(screen.text) == ["missing-focus-transition@\(screen["1️⃣"])"])
    }

    /// A name labelled Next promises the step to the picker field, and Return only ends editing.
    @Test func aNextLabelStillPromisesTheStep() {
        let screen = Self.profile(birthdaySetup: Self.pickedBirthday, nameSetup: "nameField.returnKeyType = .next")
        #expect(spots(screen.text) == ["missing-focus-transition@\(screen["1️⃣"])"])
    }
}
