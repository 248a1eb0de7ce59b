import FocusRules
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// What handles Return in a UIKit field: a delegate's `textFieldShouldReturn(_:)`, a Did End On
/// Exit action (code or storyboard), a reactive subscription, the field's own class; and a field
/// labelled Next that none of these handles.
@Suite struct UIKitReturnHandlingTests {
    private let engine = Engine()

    /// Rule id and offset of every finding.
    private func spots(_ text: String, path: String = "Form.swift") -> [String] {
        engine.analyze(text, path: path).findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    /// Rule id and offset of every warning (hints about labels left aside).
    private func warnings(_ text: String) -> [String] {
        engine.analyze(text, path: "Form.swift").findings.filter { $0.severity == .warning }.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    // MARK: A Next key that nothing handles

    @Test func aNextKeyWithNoDelegateMidFormIsAMissingTransition() {
        let source = MarkedText("""
            final class ShippingViewController: UIViewController {
                private let 1️⃣streetField = UITextField()
                private let cityField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    streetField.returnKeyType = .next
                    cityField.returnKeyType = .done
                    view.addSubview(streetField)
                    view.addSubview(cityField)
                }
            }
            """)
        #expect(spots(source.text) == ["missing-focus-transition@\(source["1️⃣"])"])
        let finding = engine.analyze(source.text, path: "Form.swift").findings.first
        #expect(finding?.related.first?.message.contains("nothing handles Return") == true)
        // The routing it offers sets the delegate too, or the new method would never run.
        let routed = Replacement.apply(finding?.fixes.first?.edits ?? [], to: source.text)
        #expect(routed.contains("streetField.delegate = self"))
        #expect(routed.contains("case streetField: cityField.becomeFirstResponder()"))
        #expect(spots(routed).isEmpty)
    }

    @Test func theRoutingFixAddsAViewDidLoadSettingTheDelegate() {
        let source = """
            final class ShippingViewController: UIViewController {
                private lazy var streetField: UITextField = {
                    let field = UITextField()
                    field.returnKeyType = .next
                    return field
                }()
                private let cityField = UITextField()
            }
            """
        let finding = engine.analyze(source, path: "Form.swift").findings.first { $0.rule == "missing-focus-transition" }
        let routed = Replacement.apply(finding?.fixes.first?.edits ?? [], to: source)
        #expect(routed.contains("override func viewDidLoad() {\n        super.viewDidLoad()\n        streetField.delegate = self\n    }\n\n    func textFieldShouldReturn"))
        #expect(Engine.parses(routed))
        #expect(spots(routed).isEmpty)
    }

    @Test func theLastFieldLabelledNextWithNoDelegateIsAMismatchWithoutALabelFix() {
        let source = MarkedText("""
            final class ShippingViewController: UIViewController {
                private let streetField = UITextField()
                private let cityField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    streetField.returnKeyType = .next
                    1️⃣cityField.returnKeyType = .next
                    view.addSubview(streetField)
                    view.addSubview(cityField)
                }
            }
            """)
        let findings = engine.analyze(source.text, path: "Form.swift").findings
        #expect(findings.map { "\($0.rule)@\($0.range.lowerBound)" }.contains("submit-label-mismatch@\(source["1️⃣"])"))
        // Done would be a second broken promise: Return would still do nothing.
        #expect(findings.first { $0.rule == "submit-label-mismatch" }?.fixes.isEmpty == true)
    }

    /// Each of these handles Return for the Next field, so nothing is reported.
    @Test(arguments: [
        "streetField.addTarget(self, action: #selector(streetReturned), for: .editingDidEndOnExit)",
        "streetField.addAction(UIAction { [weak self] _ in self?.cityField.becomeFirstResponder() }, for: .primaryActionTriggered)",
        "streetField.rx.controlEvent(.editingDidEndOnExit).subscribe(onNext: { [weak self] in self?.cityField.becomeFirstResponder() }).disposed(by: bag)",
        "cancellable = streetField.publisher(for: .editingDidEndOnExit).sink { [weak self] _ in self?.cityField.becomeFirstResponder() }",
        "streetField.delegate = addressFormHandler",
    ])
    func aReturnHandledAnotherWayIsNotReported(handling: String) {
        let source = """
            final class ShippingViewController: UIViewController {
                private let streetField = UITextField()
                private let cityField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    streetField.returnKeyType = .next
                    \(handling)
                }

                @objc private func streetReturned() { cityField.becomeFirstResponder() }
            }
            """
        #expect(spots(source).isEmpty)
    }

    @Test func aClassWithoutANextKeyOrDelegateIsLeftAlone() {
        let source = """
            final class ShippingViewController: UIViewController {
                private let streetField = UITextField()
                private let cityField = UITextField()
            }
            """
        #expect(spots(source).isEmpty)
    }

    @Test func aCustomSuperclassMayHandleReturn() {
        let source = """
            final class ShippingViewController: FormViewController {
                private let streetField = UITextField()
                private let cityField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    streetField.returnKeyType = .next
                }
            }
            """
        #expect(spots(source).isEmpty)
    }

    // MARK: Hidden fields

    private func hiddenFieldForm(hiding: String) -> MarkedText {
        MarkedText("""
            final class FeedbackViewController: UIViewController {
                private let 1️⃣siteField = UITextField()
                private let commentField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    siteField.returnKeyType = .next
                    \(hiding)
                }

                func showGeneralFeedback() {
                    hideSiteField()
                }

                private func hideSiteField() {
                    siteField.isHidden = true
                }
            }
            """)
    }

    @Test func aFieldHiddenOnlyInSomeStatesIsStillAMember() {
        let source = hiddenFieldForm(hiding: "view.addSubview(siteField)")
        #expect(warnings(source.text) == ["missing-focus-transition@\(source["1️⃣"])"])
    }

    @Test func aFieldHiddenWhereItIsSetUpIsNoMember() {
        #expect(warnings(hiddenFieldForm(hiding: "siteField.isHidden = true").text).isEmpty)
    }

    // MARK: Storyboards

    /// A scene with a Next-labelled field above a notes view; `fieldExtras` goes inside the field.
    private func noteScene(fieldExtras: String = "") -> String {
        """
        <document><scenes><scene><objects>
          <viewController id="vc" customClass="ReportViewController">
            <view key="view" id="root">
              <rect key="frame" x="0" y="0" width="390" height="844"/>
              <subviews>
                <textField id="site" customClass="PaddedTextField">
                  <rect key="frame" x="16" y="120" width="358" height="40"/>
                  <textInputTraits key="textInputTraits" returnKeyType="next"/>
                  \(fieldExtras)
                </textField>
                <textView id="note">
                  <rect key="frame" x="16" y="180" width="358" height="200"/>
                </textView>
              </subviews>
            </view>
            <connections>
              <outlet property="siteField" destination="site" id="o1"/>
              <outlet property="noteView" destination="note" id="o2"/>
            </connections>
          </viewController>
        </objects></scene></scenes></document>
        """
    }

    private let reportController = MarkedText("""
        final class ReportViewController: UIViewController {
            @IBOutlet weak var 1️⃣siteField: UITextField!
            @IBOutlet weak var noteView: UITextView!
        }
        """)

    @Test func aStoryboardNextKeyWithNoDelegateNorActionIsReported() throws {
        let findings = try TemporaryProject.findings(for: reportController.text, named: "ReportViewController.swift", with: [
            "App/Base.lproj/Report.storyboard": noteScene(),
        ])
        // The notes view takes newlines: there is no next field to route to, so the Next key is the defect.
        #expect(findings.map { "\($0.rule)@\($0.range.lowerBound)" } == ["submit-label-mismatch@\(reportController["1️⃣"])"])
        #expect(findings.first?.fixes.isEmpty == true)
    }

    @Test(arguments: [
        #"<connections><action selector="siteDone:" destination="vc" eventType="editingDidEndOnExit" id="a1"/></connections>"#,
        #"<connections><outlet property="nextResponderField" destination="note" id="n1"/></connections>"#,
    ])
    func aStoryboardFieldWhoseReturnIsWiredIsNotReported(wiring: String) throws {
        let findings = try TemporaryProject.findings(for: reportController.text, named: "ReportViewController.swift", with: [
            "App/Base.lproj/Report.storyboard": noteScene(fieldExtras: wiring),
        ])
        #expect(findings.filter { $0.severity == .warning }.isEmpty)
    }

    // MARK: What textFieldShouldReturn understands

    @Test func isEqualComparesFieldsLikeEquals() {
        let routed = """
            final class LoginViewController: UIViewController, UITextFieldDelegate {
                private let emailField = UITextField()
                private let passwordField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailField.delegate = self
                    passwordField.delegate = self
                    emailField.returnKeyType = .next
                    passwordField.returnKeyType = .go
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField.isEqual(emailField) {
                        passwordField.becomeFirstResponder()
                    } else if passwordField.isEqual(textField) {
                        logIn()
                    }
                    return true
                }

                private func logIn() {}
            }
            """
        #expect(spots(routed).isEmpty)
        #expect(routed.contains("} else if passwordField"))
        let source = MarkedText(routed.replacingOccurrences(of: "private let emailField", with: "private let 1️⃣emailField")
            .replacingOccurrences(of: "if textField.isEqual(emailField) {\n            passwordField.becomeFirstResponder()\n        } else ", with: ""))
        #expect(spots(source.text) == ["missing-focus-transition@\(source["1️⃣"])"])
    }

    // MARK: Fields with a picker for a keyboard

    @Test func aFieldWithAPickerIsAMemberWithoutAReturnKey() {
        let source = MarkedText("""
            final class ProfileViewController: UIViewController, UITextFieldDelegate {
                private let nameField = UITextField()
                private let 1️⃣cityField = UITextField()
                private let countryField = UITextField()
                private let phoneField = UITextField()
                private let countryPicker = UIPickerView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [nameField, cityField, countryField, phoneField].forEach { $0.delegate = self; view.addSubview($0) }
                    countryField.inputView = countryPicker
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case nameField: cityField.becomeFirstResponder()
                    case countryField: phoneField.becomeFirstResponder()
                    default: textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
        // Focusing the picker field is a move to a member; the city field leaves the user stuck
        // before it, and the picker field itself (no Return key) is never reported.
        #expect(warnings(source.text) == ["missing-focus-transition@\(source["1️⃣"])"])
        let routed = source.text.replacingOccurrences(of: "case nameField: cityField.becomeFirstResponder()",
                                                      with: "case nameField: cityField.becomeFirstResponder()\n        case cityField: countryField.becomeFirstResponder()")
        #expect(warnings(routed).isEmpty, "no unbound target: the picker field is a member")
    }

    // MARK: Wrappers that handle their own Return

    private func wrapperForm(wrapperBody: String) -> String {
        """
        final class FormTextField: UIView, UITextFieldDelegate {
            let textField = UITextField()
            var onReturn: (() -> Void)?
            \(wrapperBody)
        }

        final class SignUpViewController: UIViewController, UITextFieldDelegate {
            private let nameInput = FormTextField()
            private let emailInput = FormTextField()
            private let passwordInput = FormTextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                nameInput.onReturn = { [weak self] in self?.emailInput.textField.becomeFirstResponder() }
                emailInput.onReturn = { [weak self] in self?.passwordInput.textField.becomeFirstResponder() }
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return true
            }
        }
        """
    }

    @Test(arguments: [
        "func textFieldShouldReturn(_ field: UITextField) -> Bool { onReturn?(); return true }",
        "func setUp() { textField.addTarget(self, action: #selector(returned), for: .primaryActionTriggered) }\n@objc func returned() { onReturn?() }",
    ])
    func aWrapperThatRoutesReturnItselfIsNotJudgedByTheControllersHandler(wrapperBody: String) {
        #expect(warnings(wrapperForm(wrapperBody: wrapperBody)).isEmpty)
    }

    @Test func aWrapperThatLeavesReturnToTheControllerIsJudgedByIt() {
        let findings = engine.analyze(wrapperForm(wrapperBody: "func layout() {}"), path: "Form.swift").findings
        #expect(findings.filter { $0.severity == .warning }.map(\.rule) == ["missing-focus-transition", "missing-focus-transition"])
    }

    // MARK: keypad-without-return

    private let keypadForm = MarkedText("""
        final class TipViewController: UIViewController, UITextFieldDelegate {
            private let 1️⃣amountField = UITextField()
            private let noteField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                amountField.keyboardType = .decimalPad
                amountField.delegate = self
                noteField.delegate = self
                view.addSubview(amountField)
                view.addSubview(noteField)
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == amountField {
                    noteField.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }
        }
        """)

    @Test func aKeypadInAChainThatRoutesReturnGetsTheNote() {
        #expect(spots(keypadForm.text) == ["keypad-without-return@\(keypadForm["1️⃣"])"])
    }

    /// No handler, or one that only ends editing in every field: Return walks nothing, so there is
    /// no chain for the keypad to break.
    @Test(arguments: ["", "\n        textField.resignFirstResponder()\n        return true\n    "])
    func aKeypadWhereNoFieldRoutesReturnGetsNothing(handler: String) throws {
        let routing = try #require(keypadForm.text.range(of: "\n\n    func textFieldShouldReturn"))
        let unrouted = String(keypadForm.text[..<routing.lowerBound])
            + (handler.isEmpty ? "" : "\n\n    func textFieldShouldReturn(_ textField: UITextField) -> Bool {\(handler)}") + "\n}"
        #expect(unrouted != keypadForm.text)
        #expect(!spots(unrouted).contains { $0.hasPrefix("keypad-without-return") })
    }

    @Test func aKeypadLastInLayoutGetsNothing() {
        let stacked = keypadForm.text.replacingOccurrences(
            of: "view.addSubview(amountField)\n        view.addSubview(noteField)",
            with: "let stack = UIStackView(arrangedSubviews: [noteField, amountField])\n        view.addSubview(stack)")
        #expect(stacked != keypadForm.text)
        #expect(!spots(stacked).contains { $0.hasPrefix("keypad-without-return") })
    }

    @Test func aKeypadInAnIPadOnlyProjectGetsNothing() throws {
        let pbxproj = { (family: String) in
            xcodeProjectText(syncing: "App", settings: "SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = \(family);")
        }
        let padOnly = try TemporaryProject.findings(for: keypadForm.text, named: "TipViewController.swift", with: [
            "Tip.xcodeproj/project.pbxproj": pbxproj("2"),
        ])
        #expect(padOnly.isEmpty)
        let universal = try TemporaryProject.findings(for: keypadForm.text, named: "TipViewController.swift", with: [
            "Tip.xcodeproj/project.pbxproj": pbxproj("\"1,2\""),
        ])
        #expect(universal.map(\.rule) == ["keypad-without-return"])
    }

    @Test func storyboardFramesOrderTheFields() throws {
        let controller = """
            final class TipViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var amountField: UITextField!
                @IBOutlet weak var noteField: UITextField!

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == noteField {
                        amountField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """
        let scene = { (amountY: Int) in
            """
            <document><scenes><scene><objects>
              <viewController id="vc" customClass="TipViewController">
                <view key="view" id="root">
                  <rect key="frame" x="0" y="0" width="390" height="844"/>
                  <subviews>
                    <textField id="amount">
                      <rect key="frame" x="16" y="\(amountY)" width="358" height="40"/>
                      <textInputTraits key="textInputTraits" keyboardType="decimalPad"/>
                      <connections><outlet property="delegate" destination="vc" id="d1"/></connections>
                    </textField>
                    <textField id="note">
                      <rect key="frame" x="16" y="200" width="358" height="40"/>
                      <connections><outlet property="delegate" destination="vc" id="d2"/></connections>
                    </textField>
                  </subviews>
                </view>
                <connections>
                  <outlet property="amountField" destination="amount" id="o1"/>
                  <outlet property="noteField" destination="note" id="o2"/>
                </connections>
              </viewController>
            </objects></scene></scenes></document>
            """
        }
        let below = try TemporaryProject.findings(for: controller, named: "TipViewController.swift", with: ["App/Main.storyboard": scene(300)])
        #expect(!below.contains { $0.rule == "keypad-without-return" }, "the amount field is laid out last")
        let above = try TemporaryProject.findings(for: controller, named: "TipViewController.swift", with: ["App/Main.storyboard": scene(100)])
        #expect(above.contains { $0.rule == "keypad-without-return" })
    }
}

/// A project folder with a `.git` marker, the given files (by relative path) and one Swift file in `App/`.
enum TemporaryProject {
    static func findings(for swift: String, named name: String, with files: [String: String]) throws -> [Finding] {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("formlsp-return-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.createDirectory(at: project.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App"), withIntermediateDirectories: true)
        for (relative, text) in files {
            let file = project.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let path = project.appendingPathComponent("App/\(name)").path
        try swift.write(toFile: path, atomically: true, encoding: .utf8)
        return Engine().analyze(swift, path: path).findings
    }
}
