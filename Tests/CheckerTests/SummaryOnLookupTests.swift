import Checker
import FocusModel
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// The checker summarises a file no rule looks at only once a checked file may look up what it
/// declares (`LazyProjectIndex`): a subclass in a file spelling nothing but `@IBOutlet`, and a
/// text field class two files away from `UITextField`, are still found.
@Suite struct SummaryOnLookupTests {
    /// A sign-in screen answering Return, whose fields get no delegate in its own code.
    static let signIn = MarkedText("""
        import UIKit

        class SignInController: UIViewController, UITextFieldDelegate {
            @IBOutlet weak var 1️⃣email: UITextField!
            @IBOutlet weak var password: UITextField!

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == email {
                    password.becomeFirstResponder()
                } else {
                    signIn()
                }
                return true
            }

            func signIn() {}
        }

        """)

    /// Its subclass, in a file whose only chain word is `@IBOutlet`; `setUp` is its `viewDidLoad` body.
    static func staffSignIn(setUp: String) -> String {
        """
        import UIKit

        final class StaffSignInController: SignInController {
            @IBOutlet weak var banner: UILabel!

            override func viewDidLoad() {
                super.viewDidLoad()
                \(setUp)
            }
        }

        """
    }

    /// The one scene: the subclass's, no delegate connected.
    static let staffScene = """
        <document><scenes><scene><objects>
          <viewController id="vc" customClass="StaffSignInController">
            <view key="view" id="root">
              <rect key="frame" x="0" y="0" width="390" height="844"/>
              <subviews>
                <textField id="e"><rect key="frame" x="16" y="100" width="358" height="40"/></textField>
                <textField id="p"><rect key="frame" x="16" y="150" width="358" height="40"/></textField>
              </subviews>
            </view>
            <connections>
              <outlet property="email" destination="e" id="o1"/>
              <outlet property="password" destination="p" id="o2"/>
            </connections>
          </viewController>
        </objects></scene></scenes></document>
        """

    private func signInOutput(staffSetUp: String) throws -> String {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("App/SignInController.swift", Self.signIn.text)
        try tree.write("App/Staff/StaffSignInController.swift", Self.staffSignIn(setUp: staffSetUp))
        try tree.write("App/Base.lproj/Main.storyboard", Self.staffScene)
        return try checkerOutput(in: tree)
    }

    /// The subclass's scene makes an instance of the base class's outlets: the base class's
    /// analysis looks its subclasses up, which summarises the subclass's file.
    @Test func aSubclassInAFileNoRuleReadsLendsItsScene() throws {
        let output = try signInOutput(staffSetUp: #"banner.text = "Staff""#)
        let line = Self.signIn.text.utf8.prefix(Self.signIn["1️⃣"]).count { $0 == UInt8(ascii: "\n") } + 1
        #expect(output.contains("""
            App/SignInController.swift:\(line):24: warning: `email` never gets a delegate in code or in its storyboard/xib, \
            so `textFieldShouldReturn(_:)` never runs for it
            """), "\(output)")
    }

    /// The subclass giving the fields their delegate: its summary says so, and nothing is reported.
    @Test func aSubclassSettingTheDelegatesSilencesTheBaseClass() throws {
        let output = try signInOutput(staffSetUp: "email.delegate = self; password.delegate = self")
        #expect(!output.contains("SignInController.swift"), "\(output)")
    }

    /// A field class of the app's inheriting from another (`UnderlinedEntry: PaddedEntry:
    /// UITextField`), the first in a file whose only chain word is `@IBOutlet`: both are the
    /// project's text field classes, so a controller spelling no focus word holding two outlets
    /// of the first is read as a form.
    @Test func aFieldClassTwoFilesFromUITextFieldIsFound() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("App/Views/PaddedEntry.swift", """
            import UIKit

            class PaddedEntry: UITextField {
                override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
            }

            """)
        try tree.write("App/Views/UnderlinedEntry.swift", """
            import UIKit

            class UnderlinedEntry: PaddedEntry {
                @IBOutlet weak var icon: UIImageView!
            }

            """)
        let screen = AppTextFieldClassFormTests.changePassphrase
        try tree.write("App/ChangePassphraseViewController.swift", screen.text)
        try tree.write("App/Base.lproj/Main.storyboard", AppTextFieldClassFormTests.scene)
        let line = screen.text.utf8.prefix(screen["1️⃣"]).count { $0 == UInt8(ascii: "\n") } + 1
        let output = try checkerOutput(in: tree)
        #expect(output.hasPrefix("""
            App/ChangePassphraseViewController.swift:\(line):24: note: Return moves focus nowhere in this form \
            (`currentPassphrase`, `newPassphrase`)
            """), "\(output)")
        #expect(output == (try checkerOutput(in: tree) { $0.noPrefilter = true }))
    }
}

/// The names `SummaryKeys` reads off a file's bytes hold every name its summary records
/// declarations under.
@Suite struct SummaryKeysTests {
    static let declarations = """
        import UIKit

        // A comment naming class Ghost: read as code, which only adds a name.
        final class ProfileController: BaseController, UITextFieldDelegate {
            enum Section { case name, email }
            @IBOutlet weak var name: UITextField!
            class func make() -> ProfileController { ProfileController() }
            func textFieldDidEndEditing(_ textField: UITextField) { save() }
        }

        class Holder<Value>: Box<Value> where Value: Equatable {
            func configure(_ field: UITextField) { field.keyboardType = .emailAddress }
        }

        class PlainScreen: UIKit.UIViewController {}

        extension Outer.Inner {
            func style(_ field: UITextField) { field.autocorrectionType = .no }
        }

        extension UIViewController {
            func dismissKeyboard() { view.endEditing(true) }
        }

        func applyTheme(to field: UITextField) { field.returnKeyType = .next }

        """

    @Test func holdEverySummaryKey() {
        let keys = SummaryKeys(of: Self.declarations)
        let summary = FileSummary(of: Self.declarations, path: "/App/Profile.swift")
        var recorded = Set(summary.classParts.map(\.className)).union(summary.classParts.compactMap(\.superclass))
        recorded.formUnion(summary.enums.map { String($0.qualifiedName.split(separator: ".").last ?? "") })
        recorded.formUnion(summary.configurators.map { $0.owner ?? $0.name })
        recorded.formUnion(summary.configurators.map(\.name))
        #expect(recorded.isSuperset(of: ["ProfileController", "BaseController", "Section", "Holder", "Inner", "UIViewController"]))
        let identifiers = Set(recorded.flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init) })
        let all = keys.names.union(keys.superclasses)
        #expect(identifiers.isSubset(of: all), "\(identifiers.subtracting(all))")
        let superclasses = Set(summary.classParts.compactMap(\.superclass).flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init) })
        #expect(superclasses.isSubset(of: keys.superclasses), "\(superclasses.subtracting(keys.superclasses))")
        #expect(keys.superclasses.isSuperset(of: ["BaseController", "Box", "Value"]))
        #expect(keys.names.isSuperset(of: ["Outer", "Inner", "Ghost", "applyTheme", "make"]))
        #expect(!keys.mayDeclareComponent)
    }

    /// A plain UIKit superclass is no key (the summary records none), nor a protocol it conforms to.
    @Test func leaveOutAPlainUIKitSuperclass() {
        let keys = SummaryKeys(of: "class PlainScreen: UIViewController, UITableViewDelegate {}\nclass Other: UIKit.UIView {}")
        #expect(keys.names == ["PlainScreen", "Other"])
        #expect(keys.superclasses.isEmpty)
    }

    /// A view with a body, or a function with a capitalised name, may be a form component.
    @Test(arguments: [
        ("struct Row: View { var body: some View { Text(\"\") } }", true),
        ("func LabeledRow(title: String) -> some View { Text(title) }", true),
        ("class Screen: UIViewController { func layout() {} }", false),
    ])
    func tellAPossibleComponent(source: String, mayDeclare: Bool) {
        #expect(SummaryKeys(of: source).mayDeclareComponent == mayDeclare)
    }

    /// Code giving another object's input a delegate, reached through anything but `self`.
    @Test(arguments: [
        ("cell.nameField.delegate = self", true),
        ("cell?.nameField!.delegate = self", true),
        ("self.nameField.delegate = self", false),
        ("nameField.delegate = self", false),
        ("tableView.delegate = self", false),
    ])
    func tellCodeDelegatingOthersInputs(source: String, delegates: Bool) {
        #expect(SummaryKeys(of: "func wire() { \(source) }").mayDelegateOthersInputs == delegates)
    }
}
