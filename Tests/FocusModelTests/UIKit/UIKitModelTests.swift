import FocusModel
import TestSupport
import Testing

/// The UIKit builder on realistic view controllers: scopes, order, routing, labels, delegates.
@Suite struct UIKitModelTests {
    private func onlyChain(_ marked: MarkedText, outlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets()) throws -> UIKitScope {
        let model = UIKitModelBuilder.model(of: marked.text, interfaceOutlets: outlets)
        try #require(model.scopes.count == 1)
        return model.scopes[0]
    }

    private func field(_ scope: UIKitScope, _ name: String) throws -> ChainField {
        try #require(scope.chain.fields.first { $0.target.name == name })
    }

    private func moveTargets(_ field: ChainField) -> [String] {
        field.outcome.moves.map(\.target.name)
    }

    @Test func programmaticFormWithLazyClosuresAndStack() throws {
        let source = MarkedText("""
            import UIKit

            final class SignUpViewController: UIViewController, UITextFieldDelegate {
                private lazy var 1️⃣passwordField: UITextField = {
                    let field = UITextField()
                    field.isSecureTextEntry = true
                    field.returnKeyType = .done
                    field.delegate = self
                    return field
                }()
                private lazy var 2️⃣emailField: UITextField = {
                    let field = UITextField()
                    field.keyboardType = .emailAddress
                    field.delegate = self
                    return field
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(arrangedSubviews: [emailField, passwordField])
                    view.addSubview(stack)
                    3️⃣emailField.returnKeyType = .next
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case emailField: 4️⃣passwordField.becomeFirstResponder()
                    default: signUp()
                    }
                    return true
                }

                private func signUp() {}
            }
            """)
        let scope = try onlyChain(source)
        #expect(scope.chain.framework == .uiKit)
        #expect(scope.chain.name == "SignUpViewController")
        #expect(scope.chain.fields.map(\.target.name) == ["emailField", "passwordField"])
        let email = try field(scope, "emailField")
        #expect(email.range.lowerBound == source["2️⃣"])
        #expect(moveTargets(email) == ["passwordField"])
        #expect(email.outcome.definitelyMoves)
        #expect(email.outcome.moves.first?.range.lowerBound == source["4️⃣"])
        #expect(email.label?.value == "next")
        #expect(email.label?.range?.lowerBound == source["3️⃣"])
        #expect(email.keyboard?.value == "emailAddress")
        let password = try field(scope, "passwordField")
        #expect(password.range.lowerBound == source["1️⃣"])
        #expect(password.outcome.ends)
        #expect(password.label?.value == "done")
        #expect(scope.fields.allSatisfy { $0.delegate == .set })
        #expect(!scope.fields[1].isRoutedFrom)
        #expect(scope.fields[0].isRoutedFrom)
    }

    @Test func ifElseChainsWithIdentityAndEarlyReturns() throws {
        let source = MarkedText("""
            class LoginViewController: UIViewController {
                let usernameField = UITextField()
                let passwordField = UITextField()
                let codeField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for field in [usernameField, passwordField, codeField] {
                        view.addSubview(field)
                        field.delegate = self
                        field.returnKeyType = .next
                    }
                    codeField.returnKeyType = .go
                }
            }

            extension LoginViewController: UITextFieldDelegate {
                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    guard textField !== codeField else {
                        view.endEditing(true)
                        return true
                    }
                    if textField == usernameField {
                        passwordField.becomeFirstResponder()
                    } else if textField === passwordField {
                        codeField.becomeFirstResponder()
                    }
                    return false
                }
            }
            """)
        let scope = try onlyChain(source)
        #expect(scope.chain.fields.map(\.target.name) == ["usernameField", "passwordField", "codeField"])
        #expect(moveTargets(try field(scope, "usernameField")) == ["passwordField"])
        #expect(moveTargets(try field(scope, "passwordField")) == ["codeField"])
        #expect(try field(scope, "codeField").outcome.isNothing, "only resigning counts as doing nothing")
        #expect(try field(scope, "usernameField").label?.value == "next")
        #expect(try field(scope, "codeField").label?.value == "go", "the later assignment in the same function wins")
        #expect(scope.delegateExtension != nil)
        #expect(scope.declaresDelegateConformance)
    }

    /// A branch that returns on every way, though one way returned early, is left there: what
    /// follows it is not reached from its field.
    @Test func codeAfterABranchThatAlwaysReturnsIsNotReachedFromIt() throws {
        let source = MarkedText("""
            class SignInViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var emailField: UITextField!
                @IBOutlet weak var passwordField: UITextField!
                var isLoading = false

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == emailField {
                        if isLoading { return true }
                        1️⃣passwordField.becomeFirstResponder()
                        return true
                    }
                    textField.resignFirstResponder()
                    return true
                }
            }
            """)
        let email = try field(try onlyChain(source), "emailField")
        #expect(moveTargets(email) == ["passwordField"])
        #expect(email.outcome.moves.first?.range.lowerBound == source["1️⃣"])
        #expect(email.outcome.moves.first?.isConditional == true)
        #expect(!email.outcome.ends, "the resign after the branch is not reached from emailField")
    }

    @Test func missingCasesAndResignOnlyDefaultsDoNothing() throws {
        let source = MarkedText("""
            class AddressViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var streetField: UITextField!
                @IBOutlet weak var cityField: UITextField!
                @IBOutlet weak var zipField: UITextField!

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case streetField:
                        cityField.becomeFirstResponder()
                    default:
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
        let scope = try onlyChain(source)
        #expect(try field(scope, "cityField").outcome.isNothing)
        #expect(try field(scope, "streetField").outcome.definitelyMoves)
        #expect(scope.fields.allSatisfy { $0.delegate == .unknown }, "outlets without an interface file")
        #expect(try field(scope, "cityField").label?.isDynamic == true, "the inspector may set the Return key")
    }

    @Test(arguments: [
        "if let next = view.viewWithTag(textField.tag + 1) as? UITextField { next.becomeFirstResponder() } else { textField.resignFirstResponder() }",
        "handleReturnKeyTapped(on: textField)",
        "textField.nextField?.becomeFirstResponder()",
        "switch textField.tag { case 1: passwordField.becomeFirstResponder() default: break }",
    ])
    func genericRoutingIsUnknown(body: String) throws {
        let source = MarkedText("""
            class FormViewController: UIViewController, UITextFieldDelegate, NextTextFieldHandler {
                let emailField = UITextField()
                let passwordField = UITextField()
                var fields: [UITextField] { [emailField, passwordField] }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    \(body)
                    return true
                }
            }
            """)
        let scope = try onlyChain(source)
        #expect(scope.chain.fields.allSatisfy { $0.outcome.isUnknown })
    }

    @Test func helpersAreFollowedAndRecursionStops() throws {
        let source = MarkedText("""
            class PaymentViewController: UIViewController, UITextFieldDelegate {
                let cardField = UITextField()
                let expiryField = UITextField()
                let cvcField = UITextField()

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    advance(from: textField)
                    return true
                }

                private func advance(from field: UITextField) {
                    if field == cardField {
                        expiryField.becomeFirstResponder()
                    } else if field == expiryField {
                        focus(cvcField)
                    } else {
                        advance(from: field)
                    }
                }

                private func focus(_ next: UITextField) {
                    next.becomeFirstResponder()
                }
            }
            """)
        let scope = try onlyChain(source)
        #expect(moveTargets(try field(scope, "cardField")) == ["expiryField"])
        #expect(moveTargets(try field(scope, "expiryField")) == ["cvcField"])
        #expect(try field(scope, "cvcField").outcome.isUnknown, "a recursive helper is not understood")
    }

    @Test func labelsSetWhileEditingAreDynamic() throws {
        let source = MarkedText("""
            class ProfileViewController: UIViewController, UITextFieldDelegate {
                let nameField = UITextField()
                let phoneField = UITextField()
                let bioView = UITextView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.delegate = self
                    phoneField.delegate = self
                    phoneField.keyboardType = .phonePad
                }

                func textFieldDidBeginEditing(_ textField: UITextField) {
                    updateReturnKey(for: textField)
                }

                private func updateReturnKey(for textField: UITextField) {
                    nameField.returnKeyType = phoneField.text?.isEmpty == true ? .next : .done
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == nameField { phoneField.becomeFirstResponder() }
                    return true
                }
            }
            """)
        let scope = try onlyChain(source)
        #expect(try field(scope, "nameField").label?.isDynamic == true)
        #expect(try field(scope, "phoneField").keyboard?.value == "phonePad")
        let bio = try field(scope, "bioView")
        #expect(bio.takesReturn == false)
        #expect(scope.chain.fields.last?.target.name == "bioView")
    }

    @Test func classesThatAreNotDelegateScopesAreIgnored() {
        let model = UIKitModelBuilder.model(of: """
            class SearchHeader: UIView {
                let queryField = UITextField()
                let filterField = UITextField()
            }
            class SingleFieldViewController: UIViewController, UITextFieldDelegate {
                let codeField = UITextField()
                func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
            }
            """)
        #expect(model.scopes.isEmpty)
    }

    @Test func storyboardDelegateConnectionsDecideTheDelegateState() throws {
        let source = MarkedText("""
            class LoginViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var emailField: UITextField!
                @IBOutlet weak var passwordField: UITextField!
                @IBOutlet weak var otherField: UITextField!

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case emailField: passwordField.becomeFirstResponder()
                    case passwordField: otherField.becomeFirstResponder()
                    default: textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
        let outlets = InterfaceBuilderOutlets(classes: ["LoginViewController": [
            "emailField": OutletFacts(delegateConnected: true, returnKeyType: "next"),
            "passwordField": OutletFacts(delegateConnected: false),
        ]])
        let scope = try onlyChain(source, outlets: outlets)
        // The scene connects no `otherField`: that outlet stays nil, no field on screen.
        #expect(scope.fields.map(\.name) == ["emailField", "passwordField"])
        #expect(scope.fields.map(\.delegate) == [.set, .unset])
        #expect(try field(scope, "emailField").label?.value == "next")
        #expect(try field(scope, "passwordField").label == nil, "the default Return key")
    }
}

/// Field order: hierarchy order when the code shows it, declaration order otherwise.
@Suite struct UIKitFieldOrderTests {
    private func order(_ members: String) -> [String] {
        let model = UIKitModelBuilder.model(of: """
            class FormViewController: UIViewController, UITextFieldDelegate {
                let c = UITextField()
                let a = UITextField()
                let b = UITextField()
                let outer = UIStackView()
                let inner = UIStackView()
            \(members)
            }
            """)
        return model.scopes.first?.chain.fields.map(\.target.name) ?? []
    }

    @Test func declarationOrderWhenNothingIsAdded() {
        #expect(order("") == ["c", "a", "b"])
    }

    @Test func declarationOrderWhenSomeFieldIsNeverAdded() {
        #expect(order("func setUp() { view.addSubview(b); view.addSubview(a) }") == ["c", "a", "b"])
    }

    @Test func withoutTheHierarchyTheRoutingAdjustsDeclarationOrder() {
        let routing = """
                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case a: b.becomeFirstResponder()
                    case b: c.becomeFirstResponder()
                    case c: textField.resignFirstResponder()
                    default: break
                    }
                    return true
                }
            """
        #expect(order(routing) == ["a", "b", "c"])
        #expect(order(routing + "\n    func setUp() { [c, b, a].forEach(outer.addArrangedSubview) }") == ["c", "b", "a"], "the hierarchy wins")
    }

    @Test func stackViewInitializerSpelledWithInit() {
        #expect(order("lazy var stack = UIStackView.init(arrangedSubviews: [b, c, a])") == ["b", "c", "a"])
    }

    @Test func forEachWithAMethodReference() {
        #expect(order("func setUp() { [a, b, c].forEach(view.addSubview) }") == ["a", "b", "c"])
    }

    /// A view adding its own subviews names its method bare: `[…].forEach(addSubview)`.
    @Test func forEachWithTheClassesOwnMethod() {
        #expect(order("func setUp() { [a, b, c].forEach(addSubview) }") == ["a", "b", "c"])
        #expect(order("func setUp() { [b, a].forEach(addSubview) }") == ["c", "a", "b"], "c never added: declaration order")
    }

    @Test func nestedStacksAreWalkedDepthFirst() {
        let members = """
                func setUp() {
                    view.addSubview(outer)
                    outer.addArrangedSubview(inner)
                    outer.addArrangedSubview(c)
                    inner.addArrangedSubview(a)
                    inner.addArrangedSubview(b)
                }
            """
        #expect(order(members) == ["a", "b", "c"])
    }

    @Test func forLoopOverAnArrayProperty() {
        let members = """
                lazy var fields = [b, a, c]
                func setUp() { for field in fields { outer.addArrangedSubview(field) } }
            """
        #expect(order(members) == ["b", "a", "c"])
    }
}

/// Which properties count as text inputs.
@Suite struct UIKitInputTests {
    @Test func customSubclassesOutletsAndTextViewsAreInputs() throws {
        let source = MarkedText("""
            class OnboardingViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet private weak var 1️⃣nicknameField: FloatingLabelTextField!
                private let 2️⃣emailField = PaddedTextField(frame: .zero)
                var 3️⃣aboutView: UITextView?
                private let nameLabel = UILabel()
                private var allFields: [UITextField] { [emailField] }
                static let shared = UITextField()
                var computedField: UITextField { emailField }

                func showAbout() { aboutView = UITextView() }
            }
            """)
        let scope = try #require(UIKitModelBuilder.model(of: source.text).scopes.first)
        #expect(scope.fields.map(\.name) == ["nicknameField", "emailField", "aboutView"])
        #expect(scope.fields.map(\.typeName) == ["FloatingLabelTextField", "PaddedTextField", "UITextView"])
        #expect(scope.fields.map(\.declaration.lowerBound) == [source["1️⃣"], source["2️⃣"], source["3️⃣"]])
        #expect(scope.fields.map(\.isOutlet) == [true, false, false])
        #expect(scope.chain.fields.map(\.takesReturn) == [true, true, false])
        #expect(scope.chain.fields.prefix(2).allSatisfy { $0.outcome.isUnknown }, "custom fields may route Return themselves")
    }
}

extension UIKitModelTests {
    /// `fields[index + 1]` with the array's elements visible: each field moves to the one after it
    /// in the array (not in declaration order), and the last one's Return moves nowhere.
    @Test func routingByPositionInAnArrayFollowsTheArrayOrder() throws {
        let source = MarkedText("""
            final class AddressViewController: UIViewController, UITextFieldDelegate {
                private let zipField = UITextField()
                private let streetField = UITextField()
                private let cityField = UITextField()
                private lazy var fields = [streetField, cityField, zipField]

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    let index = fields.firstIndex(of: textField)!
                    if index < fields.count - 1 {
                        fields[index + 1].becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
        let scope = try onlyChain(source)
        #expect(scope.chain.fields.map(\.target.name) == ["streetField", "cityField", "zipField"])
        #expect(try moveTargets(field(scope, "streetField")) == ["cityField"])
        #expect(try moveTargets(field(scope, "cityField")) == ["zipField"])
        let last = try field(scope, "zipField").outcome
        #expect(last.moves.isEmpty && !last.isUnknown, "past the end of the array there is no next field")
    }
}

/// A field made read-only once for good is no member, whether the inspector says so (`enabled="NO"`,
/// `userInteractionEnabled="NO"` on the outlet's text field) or the set-up code does
/// (`isEnabled = false` in `viewDidLoad()`); code switching it on again or focusing it keeps it a
/// member either way.
@Suite struct UIKitReadOnlyOutletsTests {
    /// A parcel form of three outlets, the tracking number above the recipient and the street;
    /// `setUp` is written in `viewDidLoad()`, `members` among the class's members.
    private func members(setUp: String = "", members: String = "", trackingInteractive: Bool = true) -> [String] {
        let source = """
            import UIKit

            final class ParcelViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var trackingField: UITextField!
                @IBOutlet weak var recipientField: UITextField!
                @IBOutlet weak var streetField: UITextField!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(setUp)
                }
            \(members)
                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == recipientField {
                        streetField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """
        let outlets = InterfaceBuilderOutlets(classes: ["ParcelViewController": [
            "trackingField": OutletFacts(delegateConnected: true, isInteractive: trackingInteractive),
            "recipientField": OutletFacts(delegateConnected: true, returnKeyType: "next"),
            "streetField": OutletFacts(delegateConnected: true, returnKeyType: "done"),
        ]])
        return UIKitModelBuilder.model(of: source, interfaceOutlets: outlets).scopes.first?.chain.fields.map(\.target.name) ?? []
    }

    @Test func readOnlyInTheInspectorOrInTheSetUpIsNoMember() {
        #expect(members(trackingInteractive: false) == ["recipientField", "streetField"])
        #expect(members(setUp: "trackingField.isEnabled = false") == ["recipientField", "streetField"])
        #expect(members(setUp: "trackingField.isUserInteractionEnabled = false", trackingInteractive: false) == ["recipientField", "streetField"])
    }

    @Test(arguments: [
        "func edit(_ on: Bool) { trackingField.isEnabled = on }",
        "func edit() { trackingField.isUserInteractionEnabled = true }",
        "func correct() { trackingField.becomeFirstResponder() }",
    ])
    func switchedOnOrFocusedByCodeStaysAMember(members code: String) {
        #expect(members(members: code, trackingInteractive: false) == ["trackingField", "recipientField", "streetField"])
        #expect(members(members: code) == ["trackingField", "recipientField", "streetField"])
    }
}
