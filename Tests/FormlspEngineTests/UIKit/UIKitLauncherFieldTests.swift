import FocusRules
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// A field whose tap opens another screen (its `.touchDown` or `.editingDidBegin` target presents
/// or pushes a view controller) is where a value chosen elsewhere is shown, not where it is typed:
/// it is no member of the form, and a form left with one typed field is no form.
@Suite struct UIKitLauncherFieldTests {
    private let engine = Engine()

    private func rules(_ text: String) -> [String] {
        engine.analyze(text, path: "TripViewController.swift").findings.map(\.rule.rawValue)
    }

    /// A trip screen: the origin field is given `originTarget` for `event`; the destination field
    /// is typed. A password field makes the class a form whatever handles Return.
    static func tripScreen(event: String, originTarget: String, extraField: Bool = false) -> MarkedText {
        MarkedText("""
            import UIKit

            final class TripViewController: UIViewController {
                private let originField = UITextField()
                private let 1️⃣destinationField = UITextField()
                \(extraField ? "private let noteField = UITextField()" : "")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    originField.addTarget(self, action: #selector(chooseOrigin), for: \(event))
                    destinationField.isSecureTextEntry = true
                    view.addSubview(originField)
                    view.addSubview(destinationField)
                    \(extraField ? "view.addSubview(noteField)" : "")
                }

                @objc private func chooseOrigin() {
                    \(originTarget)
                }
            }
            """)
    }

    @Test(arguments: [
        (".touchDown", "navigationController?.pushViewController(PlaceSearchViewController(), animated: true)"),
        (".editingDidBegin", "present(PlaceSearchViewController(), animated: true)"),
        ("UIControl.Event.touchDown", "performSegue(withIdentifier: \"pickPlace\", sender: self)"),
    ])
    func aFieldOpeningAnotherScreenIsNoMember(event: String, originTarget: String) {
        #expect(rules(Self.tripScreen(event: event, originTarget: originTarget).text).isEmpty)
    }

    /// A target that fills the field from a picker, or does something else, leaves the field a
    /// member: the form of two typed fields, nothing routing Return, keeps its note.
    @Test(arguments: [
        "originField.text = places[picker.selectedRow(inComponent: 0)]",
        "print(\"touched\")",
    ])
    func aFieldWhoseTapOpensNoScreenStaysAMember(originTarget: String) {
        let source = Self.tripScreen(event: ".touchDown", originTarget: originTarget).text
            .replacingOccurrences(of: "@objc private func chooseOrigin() {", with: "private let picker = UIPickerView()\n    private let places = [\"A\"]\n\n    @objc private func chooseOrigin() {")
        #expect(rules(source) == ["form-without-focus-routing"])
    }

    /// The typed fields beside a launcher still make a form: only the launcher leaves it.
    @Test func theTypedFieldsBesideALauncherStillFormOne() {
        let form = Self.tripScreen(event: ".touchDown", originTarget: "present(PlaceSearchViewController(), animated: true)", extraField: true)
        let found = engine.analyze(form.text, path: "TripViewController.swift").findings
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"])
        #expect(found.first?.range.lowerBound == form["1️⃣"])
        #expect(found.first?.message.contains("originField") == false)
    }

    /// The field a wrapper view holds (`originInput.textField`) is the wrapper's.
    @Test func aWrappedFieldOpeningAScreenIsNoMember() {
        let source = """
            import UIKit

            final class LabeledTextField: UIView {
                let textField = UITextField()
            }

            final class TripViewController: UIViewController {
                private let originInput = LabeledTextField()
                private let destinationInput = LabeledTextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    originInput.textField.addTarget(self, action: #selector(chooseOrigin), for: .touchDown)
                    destinationInput.textField.isSecureTextEntry = true
                    view.addSubview(originInput)
                    view.addSubview(destinationInput)
                }

                @objc private func chooseOrigin() {
                    navigationController?.pushViewController(PlaceSearchViewController(), animated: true)
                }
            }
            """
        #expect(rules(source).isEmpty)
        let touchedNothing = source.replacingOccurrences(of: "navigationController?.pushViewController(PlaceSearchViewController(), animated: true)", with: "")
        #expect(rules(touchedNothing) == ["form-without-focus-routing"])
    }
}
