import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A field given a picker in place of its keyboard as its editing begins (in
/// `textFieldShouldBeginEditing(_:)` or `textFieldDidBeginEditing(_:)`, itself or through a method
/// of the class handed the field) has no Return key, as one given the picker where it is set up:
/// its own Return is never judged, its Next label is never seen, and Return in the field before it
/// ends the typing. Read only where the field is certain: a test naming it, by identity or tag, or
/// every field reaching the method; a picker given on a condition the model cannot read leaves it typed.
@Suite struct UIKitPickerAsEditingBeginsTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "Member.swift").findings.map { "\($0.rule)@\($0.range.lowerBound)" }.sorted()
    }

    /// A member's name, a joining day labelled Next (tagged 2) and a town; Return only ends
    /// editing; `callbacks` may give the day a picker.
    static func member(callbacks: String, helpers: String = "") -> MarkedText {
        MarkedText("""
            import UIKit

            final class MemberViewController: UIViewController, UITextFieldDelegate {
                private let 1️⃣nameField = UITextField()
                private let 2️⃣joinedField = UITextField()
                private let townField = UITextField()
                private let joinedPicker = UIDatePicker()
                private var prefersWheels = false

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [nameField, joinedField, townField].forEach { $0.delegate = self }
                    nameField.tag = 1
                    joinedField.tag = 2
                    townField.tag = 3
                    joinedField.returnKeyType = .next
                }

                \(callbacks)

                \(helpers)

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    return true
                }

                @IBAction func saveTapped(_ sender: UIButton) {
                    save(name: nameField.text, joined: joinedPicker.date, town: townField.text)
                }

                func save(name: String?, joined: Date, town: String?) {}
            }

            """)
    }

    /// The day typed on its keyboard: the name and the day stop short of their next fields.
    private func typedDay(_ screen: MarkedText) -> [String] {
        ["missing-focus-transition@\(screen["1️⃣"])", "missing-focus-transition@\(screen["2️⃣"])"].sorted()
    }

    static let attachHelper = """
        private func attachPicker(to field: UITextField) {
                field.inputView = joinedPicker
                field.inputAccessoryView = nil
            }
        """

    /// The day gets its picker as it begins, named by identity or tag, directly or through a
    /// helper; or every field reaching the method gets one.
    @Test(arguments: [
        (
            """
            func textFieldDidBeginEditing(_ textField: UITextField) {
                    if textField == joinedField {
                        textField.inputView = joinedPicker
                    }
                }
            """,
            ""
        ),
        (
            """
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
                    switch textField {
                    case joinedField:
                        textField.inputView = joinedPicker
                        return true
                    default:
                        return true
                    }
                }
            """,
            ""
        ),
        (
            """
            func textFieldDidBeginEditing(_ textField: UITextField) {
                    if textField.tag == 2 {
                        attachPicker(to: textField)
                    } else {
                        textField.inputView = nil
                    }
                }
            """,
            attachHelper
        ),
        (
            """
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
                    if textField.tag == 1 {
                        return true
                    } else if textField.tag == 2 {
                        self.attachPicker(to: textField as! UITextField)
                    }
                    return true
                }
            """,
            attachHelper
        ),
    ])
    func aDayPickedAsItBeginsHasNoReturnKey(callbacks: String, helpers: String) {
        let screen = Self.member(callbacks: callbacks, helpers: helpers)
        #expect(spots(screen.text) == [])
    }

    /// Every field reaching the method gets a picker: none is typed, there is no chain.
    @Test func aPickerForEveryFieldLeavesNoChain() {
        let screen = Self.member(callbacks: """
            func textFieldDidBeginEditing(_ textField: UITextField) {
                    textField.inputView = joinedPicker
                }
            """)
        #expect(spots(screen.text) == [])
    }

    /// A picker given on a condition not read (a setting, the `else` of a test naming another
    /// field, after an early return), in a callback the model does not tie to editing's start, or
    /// by a helper that gives it only sometimes: the day is typed, and its Next label is a promise.
    @Test(arguments: [
        (
            """
            func textFieldDidBeginEditing(_ textField: UITextField) {
                    if prefersWheels {
                        textField.inputView = joinedPicker
                    }
                }
            """,
            ""
        ),
        (
            """
            func textFieldDidBeginEditing(_ textField: UITextField) {
                    if textField == townField {
                        return
                    } else {
                        textField.inputView = joinedPicker
                    }
                }
            """,
            ""
        ),
        (
            """
            func textFieldDidBeginEditing(_ textField: UITextField) {
                    guard prefersWheels else { return }
                    textField.inputView = joinedPicker
                }
            """,
            ""
        ),
        (
            """
            func textFieldDidEndEditing(_ textField: UITextField) {
                    if textField == joinedField {
                        textField.inputView = joinedPicker
                    }
                }
            """,
            ""
        ),
        (
            """
            func textFieldDidBeginEditing(_ textField: UITextField) {
                    if textField.tag == 2 {
                        attachPicker(to: textField)
                    }
                }
            """,
            """
            private func attachPicker(to field: UITextField) {
                    if prefersWheels { field.inputView = joinedPicker }
                }
            """
        ),
    ])
    func aPickerNotTiedToTheDayLeavesItTyped(callbacks: String, helpers: String) {
        let screen = Self.member(callbacks: callbacks, helpers: helpers)
        #expect(spots(screen.text) == typedDay(screen))
    }

    /// A picker by tag gives it to the field carrying the tag alone: with the town's tag named
    /// instead, the day is typed, the name's next step, and its Next label still promises the step
    /// to the town.
    @Test func onlyTheTaggedFieldGetsThePicker() {
        let screen = Self.member(callbacks: """
            func textFieldDidBeginEditing(_ textField: UITextField) {
                    if textField.tag == 3 {
                        textField.inputView = joinedPicker
                    }
                }
            """)
        #expect(spots(screen.text) == typedDay(screen))
    }

    // MARK: The delegate methods in another file

    private let controllerPath = "/app/Members/MemberViewController.swift"
    private let extensionPath = "/app/Members/MemberViewController+Editing.swift"

    /// The controller above with `helpers` and no callbacks, its begin-editing method in an extension of another file.
    private func spotsAcrossFiles(extensionMethod: String, helpers: String) -> (MarkedText, [String]) {
        let screen = Self.member(callbacks: "", helpers: helpers)
        var index = WorkspaceIndex()
        index.update(path: extensionPath, text: """
            import UIKit

            extension MemberViewController {
                \(extensionMethod)
            }

            """, origin: .disk)
        index.update(path: controllerPath, text: screen.text)
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: screen.text, path: controllerPath))
        let found = engine.findings(in: screen.text, path: controllerPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
        return (screen, found.sorted())
    }

    /// The extension hands the day, by its tag, to the controller's helper giving it a picker.
    @Test func aPickerGivenThroughAHelperOfTheControllerFileCounts() {
        let (_, found) = spotsAcrossFiles(extensionMethod: """
            func textFieldDidBeginEditing(_ textField: UITextField) {
                    if textField.tag == 2 { attachPicker(to: textField) }
                }
            """, helpers: Self.attachHelper)
        #expect(found == [])
    }

    /// The helper the extension calls gives no picker: the day is typed.
    @Test func aHelperGivingNoPickerLeavesTheDayTyped() {
        let (screen, found) = spotsAcrossFiles(extensionMethod: """
            func textFieldDidBeginEditing(_ textField: UITextField) {
                    if textField.tag == 2 { attachPicker(to: textField) }
                }
            """, helpers: """
            private func attachPicker(to field: UITextField) {
                    field.placeholder = "DD/MM/YYYY"
                }
            """)
        #expect(found == typedDay(screen))
    }
}
