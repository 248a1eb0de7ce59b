import FocusRules
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// The shared rules fed by UIKit chains, the UIKit-only rules, and the UIKit fixes, through the engine.
@Suite struct UIKitRuleTests {
    private let engine = Engine()

    /// Rule id and offset of every finding.
    private func spots(_ text: String, path: String = "Form.swift") -> [String] {
        engine.analyze(text, path: path).findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    /// Applies every fix (unsafe ones too) and checks the result parses and a second pass changes nothing.
    private func fixed(_ text: String, includeUnsafe: Bool = true) -> String {
        let once = engine.fixAll(text, path: "Form.swift", includeUnsafe: includeUnsafe)
        #expect(!once.rejectedUnparsable)
        #expect(Engine.parses(once.text), "fixed text does not parse:\n\(once.text)")
        let twice = engine.fixAll(once.text, path: "Form.swift", includeUnsafe: includeUnsafe)
        #expect(twice.text == once.text, "fixing is not idempotent")
        return once.text
    }

    /// No `textFieldShouldReturn(_:)` and no Next key: nothing says Return should walk the fields,
    /// so the class gets the hint, whose fix plumbs the routing.
    @Test func aDelegateWithoutShouldReturnGetsTheHintWithTheRouting() {
        let source = MarkedText("""
            final class ContactViewController: UIViewController, UITextFieldDelegate {
                private let 1️⃣nameField = UITextField()
                private let phoneField = UITextField()
                private let messageView = UITextView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.delegate = self
                    phoneField.delegate = self
                }

                @objc func sendMessage() {}
            }
            """)
        #expect(spots(source.text) == ["form-without-focus-routing@\(source["1️⃣"])"])
        let finding = engine.analyze(source.text, path: "Form.swift").findings.first
        #expect(finding?.fixes.first?.applicability == .unsafe)
        #expect(finding?.message.contains("nameField") == true)
        #expect(fixed(source.text, includeUnsafe: false) == source.text, "inserting routing is unsafe")
        let action = engine.analyze(source.text, path: "Form.swift").refactorings.first { $0.kind == .insertRouting }
        #expect(action?.fix.edits == finding?.fixes.first?.edits, "also offered as a code action")
        let routed = Replacement.apply(finding?.fixes.first?.edits ?? [], to: source.text)
        #expect(spots(fixed(source.text)).isEmpty)
        #expect(routed == """
            final class ContactViewController: UIViewController, UITextFieldDelegate {
                private let nameField = UITextField()
                private let phoneField = UITextField()
                private let messageView = UITextView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.delegate = self
                    phoneField.delegate = self
                }

                @objc func sendMessage() {}

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case nameField: phoneField.becomeFirstResponder()
                    case phoneField: messageView.becomeFirstResponder()
                    default: textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
    }

    @Test func routingGoesIntoTheDelegateExtensionWithTabsAndCRLF() {
        let source = [
            "class PaymentViewController: UIViewController {",
            "\tlet cardField = UITextField()",
            "\tlet expiryField = UITextField()",
            "\tfunc submitPayment() {}",
            "}",
            "",
            "extension PaymentViewController: UITextFieldDelegate {",
            "\tfunc textFieldDidEndEditing(_ textField: UITextField) {}",
            "}",
        ].joined(separator: "\r\n")
        let routingFix = engine.analyze(source, path: "Form.swift").findings.first { $0.rule == "form-without-focus-routing" }?.fixes.first
        let result = Replacement.apply(routingFix?.edits ?? [], to: source)
        #expect(spots(fixed(source)).isEmpty)
        // Nothing sets the delegate of the card field: the routing sets it, or it would never run.
        #expect(result == [
            "class PaymentViewController: UIViewController {",
            "\tlet cardField = UITextField()",
            "\tlet expiryField = UITextField()",
            "\tfunc submitPayment() {}",
            "",
            "\toverride func viewDidLoad() {",
            "\t\tsuper.viewDidLoad()",
            "\t\tcardField.delegate = self",
            "\t}",
            "}",
            "",
            "extension PaymentViewController: UITextFieldDelegate {",
            "\tfunc textFieldDidEndEditing(_ textField: UITextField) {}",
            "",
            "\tfunc textFieldShouldReturn(_ textField: UITextField) -> Bool {",
            "\t\tswitch textField {",
            "\t\tcase cardField: expiryField.becomeFirstResponder()",
            "\t\tdefault: textField.resignFirstResponder()",
            "\t\t}",
            "\t\treturn true",
            "\t}",
            "}",
        ].joined(separator: "\r\n"))
    }

    @Test func aMissingCaseIsAddedSafelyInChainOrder() {
        let source = """
            class AddressViewController: UIViewController, UITextFieldDelegate {
                let streetField = UITextField()
                let cityField = UITextField()
                let zipField = UITextField()

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case streetField:
                        cityField.becomeFirstResponder()
                    case zipField:
                        textField.resignFirstResponder()
                    default:
                        break
                    }
                    return true
                }
            }
            """
        #expect(fixed(source, includeUnsafe: false).contains("""
                    case streetField:
                        cityField.becomeFirstResponder()
                    case cityField:
                        zipField.becomeFirstResponder()
                    case zipField:
            """))
    }

    @Test func ifElseRoutingGetsAnEarlyBranchForTheMissingField() {
        let source = """
            class AddressViewController: UIViewController, UITextFieldDelegate {
                let streetField = UITextField()
                let cityField = UITextField()
                let zipField = UITextField()

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == streetField {
                        cityField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """
        let result = fixed(source)
        #expect(result.contains("""
                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == cityField {
                        zipField.becomeFirstResponder()
                        return true
                    }
                    if textField == streetField {
            """))
        #expect(spots(result).isEmpty)
    }

    @Test func labelsThatContradictTheRoutingAreReportedAtTheAssignmentAndFixed() {
        let source = MarkedText("""
            class LoginFormViewController: UIViewController, UITextFieldDelegate {
                let emailField = UITextField()
                let passwordField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailField.delegate = self
                    passwordField.delegate = self
                    1️⃣emailField.returnKeyType = .done
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == emailField { passwordField.becomeFirstResponder() } else { logIn() }
                    return true
                }

                func logIn() {}
            }
            """)
        #expect(spots(source.text) == ["submit-label-mismatch@\(source["1️⃣"])"])
        let result = fixed(source.text)
        #expect(result.contains("emailField.returnKeyType = .next"))
        #expect(spots(result).isEmpty)
        let analysis = engine.analyze(result, path: "Form.swift")
        let setLabels = analysis.refactorings.first { $0.kind == .setReturnLabels }
        #expect(setLabels?.fix.applicability == .safe)
        let labelled = Replacement.apply(setLabels?.fix.edits ?? [], to: result)
        #expect(labelled.contains("passwordField.returnKeyType = .done"))
        #expect(spots(labelled).isEmpty)
    }

    @Test func aMovingFieldWithTheDefaultKeyGetsNext() {
        let source = MarkedText("""
            class NameViewController: UIViewController, UITextFieldDelegate {
                let 1️⃣firstField = UITextField()
                let lastField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    firstField.delegate = self
                    lastField.delegate = self
                    lastField.returnKeyType = .done
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case firstField: lastField.becomeFirstResponder()
                    default: textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
        #expect(spots(source.text) == ["missing-submit-label@\(source["1️⃣"])"])
        let result = fixed(source.text)
        #expect(result.contains("""
                    lastField.returnKeyType = .done
                    firstField.returnKeyType = .next
            """))
    }

    @Test func aNumberPadMidFormGetsAnAccessoryToolbar() {
        let source = MarkedText("""
            class PhoneViewController: UIViewController, UITextFieldDelegate {
                let 1️⃣phoneField = UITextField()
                let nameField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    phoneField.keyboardType = .phonePad
                    [phoneField, nameField].forEach { $0.delegate = self }
                    nameField.returnKeyType = .done
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == phoneField {
                        nameField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
        #expect(spots(source.text) == ["keypad-without-return@\(source["1️⃣"])"])
        let result = fixed(source.text)
        #expect(result.contains("phoneField.inputAccessoryView = phoneFieldToolbar"))
        #expect(result.contains("self?.nameField.becomeFirstResponder()"))
        #expect(spots(result).isEmpty)
    }

    @Test func aFieldWithoutDelegateIsReportedOnceAndFixedInViewDidLoad() {
        let source = MarkedText("""
            class CodeViewController: UIViewController, UITextFieldDelegate {
                let 1️⃣codeField = UITextField()
                let nameField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.delegate = self
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case codeField: textField.resignFirstResponder()
                    default: break
                    }
                    return true
                }
            }
            """)
        #expect(spots(source.text) == ["text-field-delegate-unset@\(source["1️⃣"])"])
        let analysis = engine.analyze(source.text, path: "Form.swift")
        #expect(analysis.refactorings.contains { $0.kind == .setDelegates && $0.title == "Set delegates in viewDidLoad" })
        #expect(fixed(source.text, includeUnsafe: false).contains("""
                    super.viewDidLoad()
                    nameField.delegate = self
                    codeField.delegate = self
            """))
    }

    @Test func storyboardsNextToTheFileDecideAboutOutletDelegates() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("formlsp-uikit-\(UUID().uuidString)")
        let sources = project.appendingPathComponent("App/Screens")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        try "// swift-tools-version:6.0".write(to: project.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let swift = MarkedText("""
            class SurveyViewController: UIViewController {
                @IBOutlet weak var 2️⃣ageField: UITextField!
                @IBOutlet weak var 1️⃣cityField: UITextField!

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == ageField { cityField.becomeFirstResponder() }
                    if textField == cityField { textField.resignFirstResponder() }
                    return true
                }
            }
            """)
        let path = sources.appendingPathComponent("SurveyViewController.swift").path
        try swift.text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(spots(swift.text, path: path).isEmpty, "no interface file yet: silent")
        let storyboard = """
            <document><scenes><scene><objects>
              <viewController id="vc" customClass="SurveyViewController">
                <view key="view" id="root"><subviews>
                  <textField id="age"><connections><outlet property="delegate" destination="vc" id="d1"/></connections></textField>
                  <textField id="city"/>
                </subviews></view>
                <connections>
                  <outlet property="ageField" destination="age" id="o1"/>
                  <outlet property="cityField" destination="city" id="o2"/>
                </connections>
              </viewController>
            </objects></scene></scenes></document>
            """
        try storyboard.write(to: project.appendingPathComponent("App/Main.storyboard"), atomically: true, encoding: .utf8)
        let engine = Engine()  // a fresh engine: the first one trusts its folder listing for a moment
        let findings = engine.analyze(swift.text, path: path).findings
        #expect(findings.map { "\($0.rule)@\($0.range.lowerBound)" } == ["missing-submit-label@\(swift["2️⃣"])", "text-field-delegate-unset@\(swift["1️⃣"])"])
        let unset = findings.first { $0.rule == "text-field-delegate-unset" }
        let fix = try #require(unset?.fixes.first)
        let result = Replacement.apply(fix.edits, to: swift.text)
        #expect(result.contains("override func viewDidLoad() {\n        super.viewDidLoad()\n        cityField.delegate = self\n    }"))
        #expect(engine.analyze(result, path: path).findings.map(\.rule) == ["missing-submit-label"], "the storyboard leaves the default Return key")
    }

    @Test func routingInsertedForAStoryboardDelegateAddsTheConformance() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("formlsp-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        try "// swift-tools-version:6.0".write(to: project.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
            <document><objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NoteView">
                <connections><outlet property="titleField" destination="t"/><outlet property="tagField" destination="g"/></connections>
              </placeholder>
              <textField id="t"><connections><outlet property="delegate" destination="-1"/></connections></textField>
              <textField id="g"><connections><outlet property="delegate" destination="-1"/></connections></textField>
            </objects></document>
            """.write(to: project.appendingPathComponent("Sources/NoteView.xib"), atomically: true, encoding: .utf8)
        let path = project.appendingPathComponent("Sources/NoteView.swift").path
        let source = """
            class NoteView: UIView {
                @IBOutlet weak var titleField: UITextField!
                @IBOutlet weak var tagField: UITextField!
                func save() {}
            }
            """
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let fix = try #require(engine.analyze(source, path: path).findings.first { $0.rule == "form-without-focus-routing" }?.fixes.first)
        let result = Replacement.apply(fix.edits, to: source)
        #expect(result.hasPrefix("class NoteView: UIView, UITextFieldDelegate {"))
        #expect(Engine.parses(result))
        #expect(engine.analyze(result, path: path).findings.map(\.rule) == ["missing-submit-label"], "the xib leaves the default Return key")
    }
}

/// `focus-chain-gap` on a UIKit chain and its retargeting fix.
@Suite struct UIKitChainGapTests {
    @Test func aSkippedFieldIsReportedAndRoutedThrough() {
        let marked = MarkedText("""
            class ShippingViewController: UIViewController, UITextFieldDelegate {
                let nameField = UITextField()
                let 1️⃣streetField = UITextField()
                let cityField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [nameField, streetField, cityField].forEach { $0.delegate = self; $0.returnKeyType = .next }
                    cityField.returnKeyType = .done
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case nameField: cityField.becomeFirstResponder()
                    case streetField: cityField.becomeFirstResponder()
                    default: textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
        let engine = Engine()
        let findings = engine.analyze(marked.text, path: "Form.swift").findings
        #expect(findings.map { "\($0.rule)@\($0.range.lowerBound)" } == ["focus-chain-gap@\(marked["1️⃣"])"])
        let fix = findings.first?.fixes.first
        #expect(fix?.applicability == .unsafe)
        let result = Replacement.apply(fix?.edits ?? [], to: marked.text)
        #expect(result.contains("case nameField: streetField.becomeFirstResponder()"))
        #expect(engine.analyze(result, path: "Form.swift").findings.isEmpty)
    }
}

/// Views have no `viewDidLoad()`: fixes go into the field's own configuration closure.
@Suite struct UIKitViewFixTests {
    @Test func labelAndDelegateFixesLandInConfigurationClosures() {
        let source = """
            final class LoginFormView: UIView, UITextFieldDelegate {
                private lazy var emailField: UITextField = {
                    let textField = UITextField()
                    return textField
                }()
                private lazy var passwordField: UITextField = {
                    let textField = UITextField()
                    textField.delegate = self
                    textField.returnKeyType = .done
                    return textField
                }()

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case emailField: passwordField.becomeFirstResponder()
                    default: textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """
        let engine = Engine()
        #expect(engine.analyze(source, path: "Form.swift").findings.map(\.rule) == ["missing-submit-label", "text-field-delegate-unset"])
        let fixed = engine.fixAll(source, path: "Form.swift", includeUnsafe: false)
        #expect(fixed.text.contains("""
                private lazy var emailField: UITextField = {
                    let textField = UITextField()
                    textField.returnKeyType = .next
                    textField.delegate = self
                    return textField
                }()
            """))
        #expect(engine.analyze(fixed.text, path: "Form.swift").findings.isEmpty)
        #expect(engine.fixAll(fixed.text, path: "Form.swift", includeUnsafe: false).text == fixed.text)
    }
}
