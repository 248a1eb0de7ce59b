import FocusRules
import FormlspEngine
import Foundation
import Testing
import TestSupport

/// A `textFieldShouldReturn(_:)` runs only for fields whose delegate the class is. Where nothing
/// can give the fields a delegate (no assignment in code, no storyboard connection, no base class
/// or subclass that may set one), the handler is not theirs: Return does nothing in them, so a
/// form with default keys gets the form's note, and a field labelled Next is stuck. Wherever the
/// delegate may be set, the handler stays the fields' Return, as before.
@Suite struct UIKitUnwiredHandlerTests {
    /// Three fields made in code, submitted together; `setup` configures them. The handler only
    /// ends editing; without it, the class only declares its conformance.
    static func pickupScreen(setup: String, superclass: String = "UIViewController", handler: Bool = true, members: String = "") -> MarkedText {
        let source = """
            import UIKit

            class PickupAddressViewController: \(superclass) {
                let 1️⃣streetField = UITextField()
                let 2️⃣cityField = UITextField()
                let 3️⃣postcodeField = UITextField()
                \(members)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(setup)
                    view.addSubview(streetField)
                    view.addSubview(cityField)
                    view.addSubview(postcodeField)
                }

                @objc func confirmTapped() {
                    print(streetField.text ?? "", cityField.text ?? "", postcodeField.text ?? "")
                }
            }

            extension PickupAddressViewController: UITextFieldDelegate {
                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    view.endEditing(true)
                    return true
                }
            }

            """
        let conformanceOnly = "extension PickupAddressViewController: UITextFieldDelegate {}\n"
        return MarkedText(handler ? source : source.components(separatedBy: "extension PickupAddressViewController")[0] + conformanceOnly)
    }

    private let screenPath = "/app/Pickup/PickupAddressViewController.swift"

    /// The findings of the screen, with `files` beside it in the workspace.
    private func spots(_ screen: String, with files: [String: String] = [:]) -> [String] {
        var index = WorkspaceIndex()
        for (path, text) in files { index.update(path: path, text: text) }
        index.update(path: screenPath, text: screen)
        let engine = Engine()
        let context = index.context(forPath: screenPath, summary: engine.summary(of: screen, path: screenPath))
        return engine.findings(in: screen, path: screenPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    /// Today's reading, where the handler is the fields': the first two fields' Return only ends editing.
    private static func stuckMidForm(_ screen: MarkedText) -> [String] {
        ["missing-focus-transition@\(screen["1️⃣"])", "missing-focus-transition@\(screen["2️⃣"])"]
    }

    @Test func aHandlerOfFieldsWithNoDelegateLeavesTheFormUnrouted() {
        let screen = Self.pickupScreen(setup: "")
        #expect(spots(screen.text) == ["form-without-focus-routing@\(screen["1️⃣"])"])
    }

    /// A Next label promises routing that nothing does: stuck mid-form, mislabelled on the last field.
    @Test func fieldsLabelledNextWithNoDelegateAreStuck() {
        let screen = Self.pickupScreen(setup: """
            streetField.returnKeyType = .next
                    cityField.returnKeyType = .next
                    4️⃣postcodeField.returnKeyType = .next
            """)
        #expect(spots(screen.text) == Self.stuckMidForm(screen) + ["submit-label-mismatch@\(screen["4️⃣"])"])
    }

    @Test(arguments: [
        "streetField.delegate = self\n        cityField.delegate = self\n        postcodeField.delegate = self",
        "[streetField, cityField, postcodeField].forEach { $0.delegate = self }",
        "for field in [streetField, cityField, postcodeField] { field.delegate = self }",
    ])
    func fieldsGivenTheirDelegateInCodeTakeTheHandler(setup: String) {
        let screen = Self.pickupScreen(setup: setup)
        #expect(spots(screen.text) == Self.stuckMidForm(screen))
    }

    /// A loop over an array property declared empty and filled later: it may wire any field.
    @Test func aLoopOverAnArrayFilledLaterKeepsTheHandler() {
        let screen = Self.pickupScreen(
            setup: "addressFields = [streetField, cityField, postcodeField]\n        for field in addressFields { field.delegate = self }",
            members: "private var addressFields: [UITextField] = []"
        )
        #expect(spots(screen.text) == Self.stuckMidForm(screen))
    }

    /// A base class of the project's that may wire every field it finds.
    @Test func aBaseClassThatMayGiveTheDelegateKeepsTheHandler() {
        let screen = Self.pickupScreen(setup: "", superclass: "FormScreenViewController")
        let base = """
            import UIKit

            class FormScreenViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for case let field as UITextField in view.subviews { field.delegate = self as? UITextFieldDelegate }
                }
            }

            """
        #expect(spots(screen.text, with: ["/app/Shared/FormScreenViewController.swift": base]) == Self.stuckMidForm(screen))
    }

    /// A base class from outside the project may do anything: the handler is still taken as the fields'.
    @Test func aBaseClassOutOfSightKeepsTheHandler() {
        let screen = Self.pickupScreen(setup: "", superclass: "KitFormViewController")
        #expect(spots(screen.text) == Self.stuckMidForm(screen))
    }

    /// A subclass giving the inherited fields their delegate makes the handler run for them.
    @Test func aSubclassThatGivesTheDelegateKeepsTheHandler() {
        let screen = Self.pickupScreen(setup: "")
        let subclass = """
            import UIKit

            final class ExpressPickupViewController: PickupAddressViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    [streetField, cityField, postcodeField].forEach { $0.delegate = self }
                }
            }

            """
        #expect(spots(screen.text, with: ["/app/Pickup/ExpressPickupViewController.swift": subclass]) == Self.stuckMidForm(screen))
    }

    /// An app-wide handler (`extension UIViewController`) is no field's Return where no field has a delegate.
    @Test func anAppWideHandlerOfFieldsWithNoDelegateLeavesTheFormUnrouted() {
        let appWide = ["/app/Shared/ResponderReturn.swift": UIKitInheritedHandlerTests.responderExtension(of: "UIViewController")]
        let screen = Self.pickupScreen(setup: "", handler: false)
        #expect(!screen.text.contains("textFieldShouldReturn"))
        #expect(spots(screen.text, with: appWide) == ["form-without-focus-routing@\(screen["1️⃣"])"])
        let wired = Self.pickupScreen(setup: "[streetField, cityField, postcodeField].forEach { $0.delegate = self }", handler: false)
        #expect(spots(wired.text, with: appWide) == Self.stuckMidForm(wired))
    }

    /// The handler routes the street field on, but only the other two get the delegate: that is
    /// `text-field-delegate-unset`'s finding alone, never also a street field stuck.
    @Test func aRoutedFieldWithNoDelegateIsReportedOnceAsSuch() {
        let screen = MarkedText("""
            import UIKit

            final class PickupAddressViewController: UIViewController, UITextFieldDelegate {
                private let 1️⃣streetField = UITextField()
                private let cityField = UITextField()
                private let postcodeField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    cityField.delegate = self
                    postcodeField.delegate = self
                    streetField.returnKeyType = .next
                    cityField.returnKeyType = .next
                    postcodeField.returnKeyType = .done
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case streetField: cityField.becomeFirstResponder()
                    case cityField: postcodeField.becomeFirstResponder()
                    default: textField.resignFirstResponder()
                    }
                    return true
                }
            }

            """)
        #expect(spots(screen.text) == ["text-field-delegate-unset@\(screen["1️⃣"])"])
    }

    // MARK: A field's own Did End On Exit action

    /// The street field, with no delegate, registers its class's `streetReturned` for
    /// `.editingDidEndOnExit`, whose body is `action`: the handler never runs for it, the action does.
    static func pickupScreen(streetAction action: String) -> MarkedText {
        pickupScreen(
            setup: "streetField.addTarget(self, action: #selector(streetReturned), for: .editingDidEndOnExit)",
            members: "@objc func streetReturned() { \(action) }"
        )
    }

    /// Return in the street field runs an action that only drops the keyboard: stuck mid-form,
    /// judged by that action (not left unknown as a field some action answers). That action shows
    /// Return is meant to walk the form, so the city field, where Return does nothing, is stuck too.
    @Test func anUnwiredFieldsExitActionThatOnlyResignsIsStuck() {
        let screen = Self.pickupScreen(streetAction: "streetField.resignFirstResponder()")
        #expect(spots(screen.text) == Self.stuckMidForm(screen))
    }

    /// An action that may move focus answers the street field's Return: it is never judged as a
    /// field with no handler, and the handler that never runs judges none of the others.
    @Test func anUnwiredFieldsExitActionThatMayMoveFocusIsNotJudged() {
        let screen = Self.pickupScreen(streetAction: "cityField.becomeFirstResponder()")
        #expect(spots(screen.text) == [])
    }

    // MARK: Outlets of a storyboard

    static let checkoutScreen = MarkedText("""
        import UIKit

        final class CheckoutViewController: UIViewController {
            @IBOutlet weak var 1️⃣cardholderField: UITextField!
            @IBOutlet weak var 2️⃣emailField: UITextField!

            @IBAction func payTapped(_ sender: UIButton) {
                print(cardholderField.text ?? "", emailField.text ?? "")
            }
        }

        extension CheckoutViewController: UITextFieldDelegate {
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return true
            }
        }

        """)

    /// The two outlets' fields; `connections` is put inside each.
    static func checkoutScene(connections: String) -> String {
        """
        <document><scenes><scene><objects>
          <viewController id="vc" customClass="CheckoutViewController">
            <view key="view" id="root"><subviews>
              <textField id="holder"><rect key="frame" x="16" y="100" width="358" height="40"/>\(connections)</textField>
              <textField id="mail"><rect key="frame" x="16" y="150" width="358" height="40"/>\(connections)</textField>
            </subviews></view>
            <connections>
              <outlet property="cardholderField" destination="holder" id="o1"/>
              <outlet property="emailField" destination="mail" id="o2"/>
            </connections>
          </viewController>
        </objects></scene></scenes></document>
        """
    }

    private func storyboardSpots(connections: String) throws -> [String] {
        let screen = Self.checkoutScreen
        return try TemporaryProject.findings(for: screen.text, named: "CheckoutViewController.swift", with: [
            "App/Base.lproj/Main.storyboard": Self.checkoutScene(connections: connections),
        ]).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test func outletsWithNoDelegateConnectionLeaveTheFormUnrouted() throws {
        #expect(try storyboardSpots(connections: "") == ["form-without-focus-routing@\(Self.checkoutScreen["1️⃣"])"])
    }

    @Test func outletsWhoseDelegateIsConnectedTakeTheHandler() throws {
        let connected = #"<connections><outlet property="delegate" destination="vc"/></connections>"#
        #expect(try storyboardSpots(connections: connected) == ["missing-focus-transition@\(Self.checkoutScreen["1️⃣"])"])
    }

    /// No storyboard or xib holds the outlets: their delegate may be connected there.
    @Test func outletsWithNoInterfaceFileKeepTheHandler() throws {
        let found = try TemporaryProject.findings(for: Self.checkoutScreen.text, named: "CheckoutViewController.swift", with: [:])
        #expect(found.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" } == ["missing-focus-transition@\(Self.checkoutScreen["1️⃣"])"])
    }
}
