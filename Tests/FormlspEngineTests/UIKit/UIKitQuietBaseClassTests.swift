import FocusModel
import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A controller inheriting from a base class of the app's own whose file spells no word of input,
/// focus or Return handling (it themes the screen, watches the keyboard) answers Return as UIKit
/// has it: such a base holds no field and handles no Return, so a form nothing routes gets its
/// note. A base out of sight, one whose file handles Return, one that an extension elsewhere adds
/// to, or one naming IQKeyboardManager leaves Return unknown: silence.
@Suite struct UIKitQuietBaseClassTests {
    /// A sign-in screen made in code with no delegate and default keys: Return does nothing in
    /// either field.
    static let signIn = MarkedText("""
        import UIKit

        final class VaultSignInViewController: BrandedViewController {
            private let 1️⃣accountField = UITextField()
            private let secretField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                secretField.isSecureTextEntry = true
                view.addSubview(accountField)
                view.addSubview(secretField)
            }

            @IBAction func signInTapped() {
                unlock(account: accountField.text ?? "", secret: secretField.text ?? "")
            }

            private func unlock(account: String, secret: String) {}
        }

        """)

    /// The same screen routing Return itself: done right, nothing to say.
    static let routedSignIn = MarkedText("""
        import UIKit

        final class VaultSignInViewController: BrandedViewController, UITextFieldDelegate {
            private let accountField = UITextField()
            private let secretField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(accountField)
                view.addSubview(secretField)
                accountField.delegate = self
                secretField.delegate = self
                accountField.returnKeyType = .next
                secretField.returnKeyType = .go
                secretField.isSecureTextEntry = true
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == accountField {
                    secretField.becomeFirstResponder()
                } else {
                    signInTapped()
                }
                return true
            }

            @IBAction func signInTapped() {}
        }

        """)

    /// A base that themes the screen and hides the keyboard on a tap.
    static func brandedBase(superclass: String = "UIViewController", extra: String = "") -> String {
        """
        import UIKit

        // A class BrandedViewController: NSObject in a comment declares nothing.
        class BrandedViewController: \(superclass) {
            private var tap: UITapGestureRecognizer?
            \(extra)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemIndigo
                let tap = UITapGestureRecognizer(target: self, action: #selector(hideKeyboard))
                view.addGestureRecognizer(tap)
                self.tap = tap
            }

            @objc func hideKeyboard() {
                view.endEditing(true)
            }

            class func make() -> Self { Self() }
        }

        """
    }

    static let themedBase = """
        import UIKit

        class ThemedViewController<Theme>: UIKit.UIViewController {
            var theme: Theme?
        }

        """

    private let controllerPath = "/app/SignIn/VaultSignInViewController.swift"
    private let basePath = "/app/Shared/BrandedViewController.swift"

    private func spots(_ controller: MarkedText = signIn, with files: [String: String], origin: WorkspaceIndex.TextOrigin = .disk) -> [String] {
        var index = WorkspaceIndex()
        for (path, text) in files { index.update(path: path, text: text, origin: origin) }
        let text = controller.text
        index.update(path: controllerPath, text: text)
        let engine = Engine()
        let context = index.context(forPath: controllerPath, summary: engine.summary(of: text, path: controllerPath))
        return engine.findings(in: text, path: controllerPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    private var note: String { "form-without-focus-routing@\(Self.signIn["1️⃣"])" }

    @Test(arguments: [WorkspaceIndex.TextOrigin.disk, .editor])
    func aFormOnAQuietBaseGetsItsNote(origin: WorkspaceIndex.TextOrigin) {
        #expect(spots(with: [basePath: Self.brandedBase()], origin: origin) == [note])
    }

    /// Two quiet bases in a row, the last naming its UIKit class through the module.
    @Test func aLineageOfQuietBasesReachesUIKit() {
        let files = [basePath: Self.brandedBase(superclass: "ThemedViewController<Palette>"), "/app/Shared/ThemedViewController.swift": Self.themedBase]
        #expect(spots(with: files) == [note])
    }

    @Test func aFormRoutedOnAQuietBaseGetsNothing() {
        #expect(spots(Self.routedSignIn, with: [basePath: Self.brandedBase()]).isEmpty)
    }

    /// The base is not in the project (a library's): what it does to Return is unknown.
    @Test func aBaseOutOfSightLeavesReturnUnknown() {
        #expect(spots(with: [:]).isEmpty)
    }

    /// A quiet base whose own superclass is out of sight.
    @Test func aQuietBaseOnALibraryClassLeavesReturnUnknown() {
        #expect(spots(with: [basePath: Self.brandedBase(superclass: "MaterialViewController")]).isEmpty)
    }

    @Test func aBaseHandlingReturnIsNotQuiet() {
        let handling = Self.brandedBase(extra: """
            @objc func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    view.viewWithTag(textField.tag + 1)?.becomeFirstResponder()
                    return true
                }
            """)
        #expect(spots(with: [basePath: handling]).isEmpty)
    }

    @Test func aBaseNamingIQKeyboardManagerIsNotQuiet() {
        let walking = Self.brandedBase(extra: "private lazy var returnHandler = IQKeyboardReturnKeyHandler(controller: self)")
        #expect(spots(with: [basePath: walking]).isEmpty)
    }

    /// An extension of the base in another file may answer Return for every subclass.
    @Test func aQuietBaseExtendedElsewhereIsUnknown() {
        let returnExtension = """
            import UIKit

            extension BrandedViewController: UITextFieldDelegate {
                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                }
            }

            """
        #expect(spots(with: [basePath: Self.brandedBase(), "/app/Shared/BrandedViewController+Return.swift": returnExtension]).isEmpty)
    }

    /// The server analyses an open form again when a base several classes up its lineage changes:
    /// the form's file names only the nearest.
    @Test func aFormDependsOnEveryQuietClassOfItsLineage() {
        let themedPath = "/app/Shared/ThemedViewController.swift"
        var index = WorkspaceIndex()
        index.update(path: themedPath, text: Self.themedBase, origin: .disk)
        index.update(path: basePath, text: Self.brandedBase(superclass: "ThemedViewController<Palette>"), origin: .disk)
        index.update(path: controllerPath, text: Self.signIn.text)
        #expect(index.dependents(of: themedPath, among: [controllerPath, "/app/Other.swift"]) == [controllerPath])
        #expect(index.dependents(of: basePath, among: [controllerPath]) == [controllerPath])
    }

    /// Two classes of the name in the module: which one the form inherits from is unknown.
    @Test func aBaseDeclaredTwiceIsUnknown() {
        #expect(spots(with: [basePath: Self.brandedBase(), "/app/Widget/BrandedViewController.swift": Self.brandedBase()]).isEmpty)
    }
}

@Suite struct QuietClassScanTests {
    @Test func readsClassDeclarationsOffTheBytes() {
        let text = """
            // class Commented: UIView {}
            final class Plain: UIViewController {}
            public class Generic<T: Equatable>: Base<T>, Themed {}
            class
                Spread
                : UIKit.UITableViewController {}
            class Rooted {}
            struct Value: Codable {}
            class func make() -> Plain { Plain() }
            let subclass: AnyClass = Plain.self
            """
        #expect(QuietClassScan.classes(in: Array(text.utf8)) == [
            QuietClass(name: "Plain", superclass: "UIViewController"),
            QuietClass(name: "Generic", superclass: "Base"),
            QuietClass(name: "Spread", superclass: "UITableViewController"),
        ])
    }

    @Test func findsDeclarationsInTextsShorterThanABlockAndAcrossBlocks() {
        #expect(QuietClassScan.classes(in: Array("class A: B {}".utf8)) == [QuietClass(name: "A", superclass: "B")])
        let spread = String(repeating: " ", count: 13) + "class First: UIView {}" + String(repeating: "\n", count: 30) + "class Second: First {}"
        #expect(QuietClassScan.classes(in: Array(spread.utf8)) == [
            QuietClass(name: "First", superclass: "UIView"), QuietClass(name: "Second", superclass: "First"),
        ])
    }

    /// The keyword is looked for thirty-two bytes at a time: it is found in every lane of either
    /// half of a block, the file's last bytes included.
    @Test func findsADeclarationAtEveryOffset() {
        for offset in 0...80 {
            let text = String(repeating: " ", count: offset) + "class A: B {}"
            #expect(QuietClassScan.classes(in: Array(text.utf8)) == [QuietClass(name: "A", superclass: "B")], "at \(offset)")
            #expect(QuietClassScan.classes(in: Array((text + "\n" + text).utf8)).count == 2, "twice, after \(offset)")
        }
    }

    @Test func aFileNamingIQKeyboardManagerDeclaresNone() {
        let text = "import IQKeyboardManagerSwift\nclass Base: UIViewController {}\n"
        #expect(QuietClassScan.classes(in: Array(text.utf8)).isEmpty)
    }
}
