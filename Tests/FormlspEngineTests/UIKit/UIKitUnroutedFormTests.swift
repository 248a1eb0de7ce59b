import FocusRules
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// UIKit forms nothing routes: a controller taking a password (marked secure in code or in its
/// storyboard), or collecting its fields' text together in one method, is a form even with no
/// delegate and no submit method in sight, so its fields, each of whose Return does nothing, get
/// the form's note.
@Suite struct UIKitUnroutedFormTests {
    private let engine = Engine()

    private func findings(_ text: String) -> [Finding] {
        engine.analyze(text, path: "Form.swift").findings
    }

    /// Fields made in code with no delegate: Return does nothing in any of them. `secretSetup`
    /// configures the second field.
    static func bindingScreen(secretSetup: String) -> MarkedText {
        MarkedText("""
            final class CampusBindingViewController: UIViewController {
                var 1️⃣studentField: UITextField!
                var secretField: UITextField!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    studentField = UITextField()
                    secretField = UITextField()
                    \(secretSetup)
                    view.addSubview(studentField)
                    view.addSubview(secretField)
                }

                @objc func bind() {}
            }
            """)
    }

    @Test(arguments: ["secretField.isSecureTextEntry = true", "secretField.textContentType = .newPassword"])
    func aControllerTakingAPasswordWithNoDelegateGetsTheFormNote(secretSetup: String) {
        let form = Self.bindingScreen(secretSetup: secretSetup)
        let found = findings(form.text)
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"])
        #expect(found.first?.range.lowerBound == form["1️⃣"])
    }

    /// The controller is the delegate of another screen it shows, unwrapped by `if let` or
    /// `guard let`: that object is no field, and the form's fields still have no delegate.
    @Test(arguments: [
        "if let picker = segue.destination as? TermPickerViewController { picker.delegate = self }",
        "guard let picker = segue.destination as? TermPickerViewController else { return }\n        picker.delegate = self",
    ])
    func delegatingAnotherScreenLeavesTheFieldsUnrouted(handOver: String) {
        let form = Self.bindingScreen(secretSetup: "secretField.isSecureTextEntry = true")
        let source = form.text.replacingOccurrences(
            of: "@objc func bind() {}", with: "@objc func bind() {}\n\n    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n        \(handOver)\n    }"
        )
        #expect(source.contains("picker.delegate = self"))
        #expect(findings(source).map(\.rule.rawValue) == ["form-without-focus-routing"])
    }

    /// Nothing says the two fields are one form: the class is left alone, whatever the second
    /// field is called (declared, never shown, it may be no field at all).
    @Test(arguments: [("secretField", "secretField.placeholder = \"Room\""), ("passwordField", "")])
    func aClassWithNoPasswordNoDelegateAndNoSubmitIsLeftAlone(name: String, setup: String) {
        let source = Self.bindingScreen(secretSetup: setup).text.replacingOccurrences(of: "secretField", with: name)
        #expect(findings(source).isEmpty)
    }

    /// A view's fields are wired by the controller that shows it.
    @Test func aViewTakingAPasswordIsLeftToItsController() {
        let source = Self.bindingScreen(secretSetup: "secretField.isSecureTextEntry = true").text
            .replacingOccurrences(of: "CampusBindingViewController: UIViewController", with: "CampusBindingPanel: UIView")
            .replacingOccurrences(of: "override func viewDidLoad() {\n        super.viewDidLoad()", with: "func layout() {")
        #expect(source.contains("func layout() {"))
        #expect(findings(source).isEmpty)
    }

    // MARK: Fields read together

    /// Outlets of a static table: `collect` is the body of the controller's other members.
    static func accountScreen(_ collect: String) -> MarkedText {
        MarkedText("""
            final class NewAccountViewController: UITableViewController {
                @IBOutlet weak var 1️⃣labelField: UITextField!
                @IBOutlet weak var hostField: UITextField!

            \(collect)
            }
            """)
    }

    /// Nothing connects a delegate, the keys are the default ones: Return does nothing anywhere.
    static let accountScene = """
        <document><scenes><scene><objects>
          <tableViewController id="vc" customClass="NewAccountViewController">
            <tableView key="view" id="table">
              <rect key="frame" x="0" y="0" width="390" height="844"/>
              <subviews>
                <textField id="label"><rect key="frame" x="16" y="100" width="358" height="40"/></textField>
                <textField id="host"><rect key="frame" x="16" y="150" width="358" height="40"/></textField>
              </subviews>
            </tableView>
            <connections>
              <outlet property="labelField" destination="label" id="o1"/>
              <outlet property="hostField" destination="host" id="o2"/>
            </connections>
          </tableViewController>
        </objects></scene></scenes></document>
        """

    private func storyboardFindings(_ form: MarkedText) throws -> [Finding] {
        try TemporaryProject.findings(for: form.text, named: "NewAccountViewController.swift", with: [
            "App/Base.lproj/Main.storyboard": Self.accountScene,
        ])
    }

    /// An action saving both fields' text (named for nothing a commit is called) collects the form;
    /// so does a controller saving them as it goes away.
    @Test(arguments: [
        """
            @IBAction func didPressDone(_ sender: UIBarButtonItem) {
                let account = Account(label: labelField.text ?? "", host: hostField.text!)
                delegate?.created(account)
            }
        """,
        """
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                account.label = self.labelField.text
                account.host = hostField?.text
            }
        """,
    ])
    func aControllerReadingItsFieldsTogetherGetsTheFormNote(collect: String) throws {
        let form = Self.accountScreen(collect)
        let found = try storyboardFindings(form)
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"])
        #expect(found.first?.range.lowerBound == form["1️⃣"])
    }

    /// A field the storyboard disables shows a value (the account's host): one field is left, no
    /// form; unless the code enables it.
    @Test(arguments: [("", false), ("hostField.isEnabled = isNew", true)])
    func aFieldTheStoryboardDisablesIsNoMember(enabling: String, noted: Bool) throws {
        let form = Self.accountScreen("""
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(enabling)
                }

                @IBAction func didPressDone(_ sender: UIBarButtonItem) {
                    delegate?.created(Account(label: labelField.text ?? "", host: hostField.text ?? ""))
                }
            """)
        let scene = Self.accountScene.replacingOccurrences(of: #"<textField id="host">"#, with: #"<textField enabled="NO" id="host">"#)
        #expect(scene != Self.accountScene)
        let found = try TemporaryProject.findings(for: form.text, named: "NewAccountViewController.swift", with: [
            "App/Base.lproj/Main.storyboard": scene,
        ])
        #expect(found.map(\.rule.rawValue) == (noted ? ["form-without-focus-routing"] : []))
    }

    /// A picker the controller presents, made where its delegate is set, or a popover's
    /// presentation controller, is that delegate's object, none of the fields': the form stays
    /// unrouted. An object handed over by a call may be a field, so its delegate may be any
    /// field's: the form is left alone.
    @Test(arguments: [
        ("let picker = UIImagePickerController()\n        picker.delegate = self", true),
        ("let picker = UIPickerView.init(frame: .zero)\n        picker.delegate = self", true),
        ("let picker = IconPickerVC()\n        picker.delegate = self", true),
        ("let picker = IconPickerVC()\n        picker.popoverPresentationController!.delegate = self", true),
        ("let picker = IconPickerVC()\n        picker.presentationController?.delegate = self", true),
        ("let picker = PhotoSources.makePicker()\n        picker.delegate = self", false),
        ("let picker = makePicker()\n        picker.delegate = self", false),
    ])
    func aDelegateGivenToAPickerThisControllerPresents(presenting: String, noted: Bool) throws {
        let form = Self.accountScreen("""
                @IBAction func didPressDone(_ sender: UIBarButtonItem) {
                    delegate?.created(Account(label: labelField.text ?? "", host: hostField.text ?? ""))
                }

                @IBAction func chooseIcon(_ sender: UIButton) {
                    \(presenting)
                    present(picker, animated: true)
                }
            """)
        let found = try storyboardFindings(form)
        #expect(found.map(\.rule.rawValue) == (noted ? ["form-without-focus-routing"] : []))
    }

    /// A button of the same frame laid over a field takes its taps (the value comes from a keypad of
    /// the app's own): one field is left, no form; unless the button sits elsewhere, or the code
    /// focuses the field itself.
    @Test(arguments: [
        (#"<rect key="frame" x="16" y="150" width="358" height="40"/>"#, "", false),
        (#"<rect key="frame" x="16" y="200" width="358" height="40"/>"#, "", true),
        (#"<rect key="frame" x="16" y="150" width="358" height="40"/>"#, "hostField.becomeFirstResponder()", true),
    ])
    func aFieldUnderAButtonIsNoMember(buttonFrame: String, focusing: String, noted: Bool) throws {
        let form = Self.accountScreen("""
                @IBAction func hostTapped(_ sender: UIButton) {
                    \(focusing)
                }

                @IBAction func didPressDone(_ sender: UIBarButtonItem) {
                    delegate?.created(Account(label: labelField.text ?? "", host: hostField.text ?? ""))
                }
            """)
        let host = #"<textField id="host"><rect key="frame" x="16" y="150" width="358" height="40"/></textField>"#
        let scene = Self.accountScene.replacingOccurrences(of: host, with: host + "<button id=\"cover\">\(buttonFrame)</button>")
        #expect(scene != Self.accountScene)
        let found = try TemporaryProject.findings(for: form.text, named: "NewAccountViewController.swift", with: [
            "App/Base.lproj/Main.storyboard": scene,
        ])
        #expect(found.map(\.rule.rawValue) == (noted ? ["form-without-focus-routing"] : []))
    }

    /// A settings screen of independent fields: each is saved by its own action, handed the field,
    /// and filling the fields in (`labelField.text = …`) reads nothing.
    @Test func fieldsEachSavedOnTheirOwnAreLeftAlone() throws {
        let form = Self.accountScreen("""
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    labelField.text = settings.label
                    hostField.text = settings.host
                }

                @IBAction func fieldChanged(_ sender: UITextField) {
                    if sender == labelField { settings.label = labelField.text } else { settings.host = hostField.text }
                }
            """)
        #expect(try storyboardFindings(form).isEmpty)
    }

    // MARK: A handler that ends editing everywhere

    /// `handlerWork` runs in `textFieldShouldReturn(_:)` before it ends editing, in every field.
    static func gearEditor(handlerWork: String) -> MarkedText {
        MarkedText("""
            final class GearEditorViewController: UIViewController, UITextFieldDelegate {
                private let 1️⃣nameField = UITextField()
                private let distanceField = UITextField()
                private let saveButton = UIButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.delegate = self
                    distanceField.delegate = self
                }

                @IBAction func save() {}

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    \(handlerWork)
                    textField.resignFirstResponder()
                    return true
                }

                private func refreshSaveButton() {
                    saveButton.isEnabled = !(nameField.text ?? "").isEmpty && !(distanceField.text ?? "").isEmpty
                }
            }
            """)
    }

    /// Checking the form and ending editing in every field routes nothing: the form is unrouted,
    /// as one whose every field submits.
    @Test func aHandlerThatChecksTheFormAndEndsEditingEverywhereLeavesItUnrouted() {
        let form = Self.gearEditor(handlerWork: "refreshSaveButton()")
        let found = findings(form.text)
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"])
        #expect(found.first?.range.lowerBound == form["1️⃣"])
    }

    /// A handler that only ends editing leaves the first field stuck: that is the warning's to
    /// report, once; a handler that moves on routes the form.
    @Test(arguments: ["", "if textField == nameField { distanceField.becomeFirstResponder(); return true }"])
    func aHandlerThatOnlyEndsEditingOrRoutesGetsNoFormNote(handlerWork: String) {
        let rules = findings(Self.gearEditor(handlerWork: handlerWork).text).map(\.rule.rawValue)
        #expect(!rules.contains("form-without-focus-routing"))
        #expect(rules == (handlerWork.isEmpty ? ["missing-focus-transition"] : ["missing-submit-label"]))
    }

    /// A field declared and never built (no outlet, no value, never assigned) is not on screen: the
    /// password alone is no form.
    @Test func aFieldNeverBuiltIsNoMember() {
        let built = Self.bindingScreen(secretSetup: "secretField.isSecureTextEntry = true").text
        let neverBuilt = built.replacingOccurrences(of: "studentField = UITextField()\n", with: "")
            .replacingOccurrences(of: "view.addSubview(studentField)\n", with: "")
        #expect(!neverBuilt.contains("studentField = UITextField()"))
        #expect(findings(built).map(\.rule.rawValue) == ["form-without-focus-routing"])
        #expect(findings(neverBuilt).isEmpty)
    }
}
