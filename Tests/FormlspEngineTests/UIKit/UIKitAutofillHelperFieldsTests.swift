import FormlspEngine
import TestSupport
import Testing

/// A field a screen adds only so the keychain offers to save the password (the account name the
/// password belongs to): invisible for good (no alpha to speak of, no size, hidden where it is
/// set up), never typed into, so no field of the form and no step Return misses.
@Suite struct UIKitAutofillHelperFieldsTests {
    private let engine = Engine()

    private func warnings(_ text: String) -> [String] {
        engine.analyze(text, path: "SignUpViewController.swift").findings.filter { $0.severity == .warning }.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    /// E-mail then password, routed by Return; the account name helper after them is set up by
    /// `setUp` (in `viewDidLoad`) and by `later` (in a method run at other times).
    private func signUpForm(helper: String = "private let accountNameHelper = UITextField()", setUp: String, later: String = "") -> MarkedText {
        MarkedText("""
            final class SignUpViewController: UIViewController, UITextFieldDelegate {
                private let emailField = UITextField()
                private let 1️⃣passwordField = UITextField()
                \(helper)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailField.delegate = self
                    passwordField.delegate = self
                    accountNameHelper.textContentType = .username
                    view.addSubview(emailField)
                    view.addSubview(passwordField)
                    view.addSubview(accountNameHelper)
                    \(setUp)
                }

                func showAccountName() {
                    \(later)
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == emailField {
                        passwordField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
    }

    @Test(arguments: [
        "accountNameHelper.alpha = 0.01",
        "accountNameHelper.alpha = 0",
        "accountNameHelper.frame = .zero",
        "accountNameHelper.frame = CGRect(x: 0, y: 0, width: 0, height: 0)",
    ])
    func anInvisibleHelperSetUpSoIsNoField(setUp: String) {
        #expect(warnings(signUpForm(setUp: setUp).text).isEmpty)
    }

    @Test(arguments: [
        """
        private let accountNameHelper: UITextField = {
                let helper = UITextField()
                helper.isHidden = true
                return helper
            }()
        """,
        """
        private lazy var accountNameHelper: UITextField = {
                let helper = UITextField()
                helper.alpha = 0.01
                return helper
            }()
        """,
        "private let accountNameHelper = UITextField(frame: CGRect(x: 0, y: 0, width: 0, height: 0))",
        // Made with no size and never laid out: it stays so.
        "private let accountNameHelper = UITextField(frame: .zero)",
    ])
    func aHelperMadeInvisibleWhereItIsMadeIsNoField(helper: String) {
        #expect(warnings(signUpForm(helper: helper, setUp: "").text).isEmpty)
    }

    /// The real defect next to it: a visible field after the password, or a helper shown later,
    /// is a field Return does not reach.
    @Test(arguments: [
        ("", ""),
        ("accountNameHelper.alpha = 0.5", ""),
        ("accountNameHelper.alpha = 0", "UIView.animate(withDuration: 0.3) { self.accountNameHelper.alpha = 1 }"),
        ("accountNameHelper.frame = .zero", "accountNameHelper.frame = CGRect(x: 16, y: 200, width: 300, height: 44)"),
    ])
    func aVisibleFieldAfterThePasswordIsStillMissed(setUp: String, later: String) {
        let source = signUpForm(setUp: setUp, later: later)
        #expect(warnings(source.text) == ["missing-focus-transition@\(source["1️⃣"])"])
    }

    @Test(arguments: [
        """
        private let accountNameHelper: UITextField = {
                let helper = UITextField()
                helper.placeholder = "Account"
                return helper
            }()
        """,
    ])
    func aHelperMadeVisibleIsStillAField(helper: String) {
        let source = signUpForm(helper: helper, setUp: "")
        #expect(warnings(source.text) == ["missing-focus-transition@\(source["1️⃣"])"])
    }

    /// Fields laid out by constraints, a stack or a helper of the app's own start with a zero frame.
    @Test(arguments: [
        "accountNameHelper.topAnchor.constraint(equalTo: passwordField.bottomAnchor).isActive = true",
        "formStack.addArrangedSubview(accountNameHelper)",
        "accountNameHelper.pinBelow(passwordField)",
    ])
    func aFieldMadeWithAZeroFrameAndLaidOutIsStillAField(layout: String) {
        let source = signUpForm(helper: "private let accountNameHelper = UITextField(frame: .zero)", setUp: layout)
        #expect(warnings(source.text) == ["missing-focus-transition@\(source["1️⃣"])"])
    }

    @Test func aFieldGivenAZeroFrameThenConstrainedIsStillAField() {
        let source = signUpForm(setUp: """
            accountNameHelper.frame = .zero
                    accountNameHelper.translatesAutoresizingMaskIntoConstraints = false
            """)
        #expect(warnings(source.text) == ["missing-focus-transition@\(source["1️⃣"])"])
    }
}
