import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// The findings of `form` at `formPath` in a project that also holds `others` (path → text).
private func spots(_ form: String, at formPath: String, _ others: [String: String]) -> [String] {
    var index = WorkspaceIndex()
    index.update(path: formPath, text: form, origin: .disk)
    for (path, text) in others { index.update(path: path, text: text, origin: .disk) }
    let engine = Engine()
    let context = index.context(forPath: formPath, summary: engine.summary(of: form, path: formPath))
    return engine.findings(in: form, path: formPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
}

/// An app that turns IQKeyboardManager on for every screen (its app delegate does, in any spelling
/// of the library's versions) shows Previous and Next above the keyboard of each field: a form whose
/// Return does nothing still walks from field to field, so it gets no `form-without-focus-routing`.
/// A screen that turns the toolbar off for itself, an app that turns it off or hides Previous and
/// Next, or one that only switches it screen by screen, does not (issue 22, item 5).
@Suite struct UIKitKeyboardManagerToolbarTests {
    private let formPath = "/app/Checkout/DeliveryViewController.swift"
    private let launchPath = "/app/Launch/AppDelegate.swift"

    /// A delivery address form: two fields, a delegate, nothing answering Return, a Save action.
    /// `extra` is more members of the class.
    private func deliveryForm(_ extra: String = "") -> MarkedText {
        MarkedText("""
            import UIKit

            final class DeliveryViewController: UIViewController, UITextFieldDelegate {
                private let 1️⃣streetField = UITextField()
                private let postcodeField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    streetField.delegate = self
                    postcodeField.delegate = self
                }

                @IBAction func saveTapped() {}
            \(extra)
            }

            """)
    }

    /// An app delegate whose launch runs `setup`: no word of a focus chain in it.
    private func appDelegate(_ setup: String) -> String {
        """
        import UIKit
        import IQKeyboardManagerSwift

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                \(setup)
                return true
            }
        }

        """
    }

    @Test(arguments: [
        "IQKeyboardManager.shared.enable = true",
        "IQKeyboardManager.shared.isEnabled = true",
        "IQKeyboardManager.sharedManager().enable = true",
        "IQKeyboardManager.shared().isEnabled = true",
        "IQKeyboardManagerSwift.IQKeyboardManager.shared.enable = true",
        "let keyboard = IQKeyboardManager.shared\n        keyboard.enable = true\n        keyboard.shouldResignOnTouchOutside = true",
        "IQKeyboardManager.shared.isEnabled = true\n        IQKeyboardToolbarManager.shared.isEnabled = true",
    ])
    func aToolbarTurnedOnAtLaunchWalksTheForm(setup: String) {
        #expect(spots(deliveryForm().text, at: formPath, [launchPath: appDelegate(setup)]) == [], "\(setup)")
    }

    @Test(arguments: [
        "IQKeyboardManager.shared.enable = true\n        IQKeyboardManager.shared.enableAutoToolbar = false",
        "IQKeyboardManager.shared().isEnabled = true\n        IQKeyboardManager.shared().isEnableAutoToolbar = false",
        "IQKeyboardManager.shared.isEnabled = true\n        IQKeyboardManager.shared.toolbarConfiguration.previousNextDisplayMode = .alwaysHide",
        "IQKeyboardManager.shared.enable = true\n        IQKeyboardManager.shared.disabledToolbarClasses.append(DeliveryViewController.self)",
        "IQKeyboardManager.shared.enable = true\n        IQKeyboardManager.shared.disabledToolbarClasses = [UIAlertController.self, DeliveryViewController.self]",
        "IQKeyboardManager.shared.enable = UserDefaults.standard.bool(forKey: \"keyboardHelper\")",
        "IQKeyboardManager.shared.enable = false",
        "IQKeyboardManager.shared.keyboardDistanceFromTextField = 24",
        "print(\"launched\")",
    ])
    func noToolbarOnThisScreenLeavesTheNote(setup: String) {
        let form = deliveryForm()
        #expect(spots(form.text, at: formPath, [launchPath: appDelegate(setup)]) == ["form-without-focus-routing@\(form["1️⃣"])"], "\(setup)")
    }

    /// A screen turning the manager off while it shows (on again as it goes) has no toolbar, though
    /// the app turns it on at launch; its mention of the library is no toolbar either.
    @Test func aScreenTurningTheToolbarOffForItselfKeepsItsNote() {
        let form = deliveryForm("""

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    IQKeyboardManager.shared.enable = false
                    IQKeyboardManager.shared.enableAutoToolbar = false
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    IQKeyboardManager.shared.enable = true
                    IQKeyboardManager.shared.enableAutoToolbar = true
                }
            """)
        let launch = appDelegate("IQKeyboardManager.shared.enable = true")
        #expect(spots(form.text, at: formPath, [launchPath: launch]) == ["form-without-focus-routing@\(form["1️⃣"])"])
        #expect(spots(form.text, at: formPath, [:]) == ["form-without-focus-routing@\(form["1️⃣"])"])
    }

    /// Another screen switching the manager off and on again as it comes and goes says nothing of
    /// this one: nothing turns it on for the app.
    @Test func anotherScreenSwitchingTheToolbarTurnsItOnForNoOne() {
        let chat = """
            import UIKit
            import IQKeyboardManagerSwift

            final class ChatViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    IQKeyboardManager.shared.enable = false
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    IQKeyboardManager.shared.enable = true
                }
            }

            """
        let form = deliveryForm()
        #expect(spots(form.text, at: formPath, ["/app/Chat/ChatViewController.swift": chat]) == ["form-without-focus-routing@\(form["1️⃣"])"])
        // The same screen beside an app delegate that turns the manager on: the app has the toolbar.
        let launch = appDelegate("IQKeyboardManager.shared.enable = true")
        #expect(spots(form.text, at: formPath, ["/app/Chat/ChatViewController.swift": chat, launchPath: launch]) == [])
    }

    /// An edit turning the toolbar on or off at launch reaches every open form, whatever names it mentions.
    @Test func anEditOfTheLaunchCodeReachesEveryForm() {
        var index = WorkspaceIndex()
        index.update(path: formPath, text: deliveryForm().text, origin: .editor)
        index.update(path: launchPath, text: appDelegate("print(\"launched\")"), origin: .editor)
        #expect(index.dependents(of: launchPath, among: [formPath, launchPath]).isEmpty)
        index.update(path: launchPath, text: appDelegate("IQKeyboardManager.shared.enable = true"), origin: .editor)
        #expect(index.dependents(of: launchPath, among: [formPath, launchPath]) == [formPath])
    }

    /// A delegate method that only ends editing shows no more than the form without one: the
    /// toolbar walks it, so Return ending editing in the street field is no missed transition.
    /// Without the toolbar it is one.
    @Test func aHandlerThatOnlyEndsEditingIsWalkedByTheToolbar() {
        let form = deliveryForm("""

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    return true
                }
            """)
        #expect(spots(form.text, at: formPath, [launchPath: appDelegate("IQKeyboardManager.shared.enable = true")]) == [])
        #expect(spots(form.text, at: formPath, [launchPath: appDelegate("print(\"launched\")")]) == ["missing-focus-transition@\(form["1️⃣"])"])
    }

    /// The toolbar is no Return handler: a field labelled Next whose Return does nothing is still
    /// the warning it was.
    @Test func aNextLabelNothingHandlesIsStillReported() {
        let form = deliveryForm("""

                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    streetField.returnKeyType = .next
                }
            """)
        let launch = appDelegate("IQKeyboardManager.shared.enable = true")
        let rules = spots(form.text, at: formPath, [launchPath: launch]).map { $0.prefix { $0 != "@" } }
        #expect(rules.contains("missing-focus-transition") || rules.contains("submit-label-mismatch"))
        #expect(!rules.contains("form-without-focus-routing"))
    }

    /// The toolbar's Next is the way on that a keypad lacks: a number pad mid-chain whose chain
    /// routes Return gets no `keypad-without-return` where the toolbar shows, and keeps it where not.
    @Test func theToolbarIsTheWayOnFromAKeypad() {
        let form = deliveryForm("""

                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    streetField.keyboardType = .numberPad
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == streetField { postcodeField.becomeFirstResponder() }
                    return true
                }
            """)
        #expect(spots(form.text, at: formPath, [launchPath: appDelegate("IQKeyboardManager.shared.enable = true")]) == [])
        #expect(spots(form.text, at: formPath, [launchPath: appDelegate("print(\"launched\")")]) == ["keypad-without-return@\(form["1️⃣"])"])
    }
}
