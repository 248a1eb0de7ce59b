import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// The findings of `form` at `formPath`, analysed in a project that also holds `others` (path → text).
private func spots(_ form: String, at formPath: String, _ others: [String: String], rules: Set<String>? = nil) -> [String] {
    var index = WorkspaceIndex()
    index.update(path: formPath, text: form, origin: .disk)
    for (path, text) in others { index.update(path: path, text: text, origin: .disk) }
    let engine = Engine()
    let context = index.context(forPath: formPath, summary: engine.summary(of: form, path: formPath))
    return engine.findings(in: form, path: formPath, context: context)
        .filter { rules?.contains($0.rule.rawValue) ?? true }
        .map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
}

/// A `UIViewRepresentable` whose `makeUIView` makes a text input with no Return key (a number pad,
/// a keypad of the app's own as its `inputView`) or a multi-line `UITextView` under a `…TextField`
/// name: a call of it is no field a form routes Return from (issue 22 items 1 and 4).
@Suite struct RepresentableInputTests {
    /// A representable making `made`, configured by `setup` (statements on `input`).
    static func representable(named name: String = "MoneyTextField", made: String = "UITextField", setup: String) -> String {
        """
        import SwiftUI
        import UIKit

        struct \(name): UIViewRepresentable {
            @Binding var text: String
            var hint: String

            func makeUIView(context: Context) -> \(made) {
                let input = \(made)()
                \(setup)
                return input
            }

            func updateUIView(_ uiView: \(made), context: Context) {
                uiView.text = text
            }
        }

        final class CoinKeypad: UIView {}

        """
    }

    /// A split-the-bill screen: two amounts typed into `input` calls, submitted together.
    static func billSplitter(input: String = "MoneyTextField") -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct BillSplitterView: View {
                @State private var total = ""
                @State private var share = ""

                var body: some View {
                    VStack {
                        1️⃣\(input)(text: $total, hint: "Total")
                        \(input)(text: $share, hint: "Your share")
                        Button("Split") { submit() }
                    }
                }

                func submit() {}
            }

            """)
    }

    private let formPath = "/app/Bills/BillSplitterView.swift"
    private let inputPath = "/app/Inputs/MoneyTextField.swift"

    @Test(arguments: [
        "input.keyboardType = .decimalPad",
        "input.keyboardType = UIKeyboardType.numberPad",
        "input.inputView = CoinKeypad()",
    ])
    func amountsWithNoReturnKeyAreNoFormToRoute(setup: String) {
        let form = Self.billSplitter()
        #expect(spots(form.text, at: formPath, [inputPath: Self.representable(setup: setup)]) == [])
    }

    /// The same screen of representables that keep a Return key, or whose keyboard is chosen at run
    /// time, is still a form nothing routes.
    @Test(arguments: [
        "input.keyboardType = .emailAddress",
        "if hint.isEmpty { input.keyboardType = .decimalPad }",
        "input.keyboardType = .decimalPad\n        input.keyboardType = .default",
        "input.inputView = nil",
    ])
    func representablesWithAReturnKeyStillMakeAForm(setup: String) {
        let form = Self.billSplitter()
        #expect(spots(form.text, at: formPath, [inputPath: Self.representable(setup: setup)]) == ["form-without-focus-routing@\(form["1️⃣"])"])
    }

    /// A representable named for a text field that makes a text view: Return inserts a newline, so
    /// a title field above it is the only field that takes Return.
    @Test func aTextFieldNamedRepresentableMakingATextViewIsMultiLine() {
        let editor = MarkedText("""
            import SwiftUI

            struct NewPostView: View {
                @State private var headline = ""
                @State private var story = ""

                var body: some View {
                    VStack {
                        1️⃣TextField("Headline", text: $headline)
                        GrowingTextField(text: $story, hint: "Story")
                        Button {
                            if canPublish() { publish() }
                        } label: {
                            Text("Publish")
                        }
                    }
                }

                func canPublish() -> Bool { !headline.isEmpty && !story.isEmpty }
                func publish() {}
            }

            """)
        let path = "/app/Inputs/GrowingTextField.swift"
        let textView = Self.representable(named: "GrowingTextField", made: "UITextView", setup: "input.isScrollEnabled = false")
        #expect(spots(editor.text, at: "/app/Posts/NewPostView.swift", [path: textView]) == [])
        let textField = Self.representable(named: "GrowingTextField", made: "UITextField", setup: "input.borderStyle = .none")
        #expect(spots(editor.text, at: "/app/Posts/NewPostView.swift", [path: textField]) == ["form-without-focus-routing@\(editor["1️⃣"])"])
    }

    /// In a chain that routes Return, a representable number pad bound between two fields is judged
    /// as the keypad it is: no missing transition on it, the keypad's note instead.
    @Test func aRepresentableNumberPadInARoutedChainGetsTheKeypadNote() {
        let form = MarkedText("""
            import SwiftUI

            struct TransferView: View {
                enum Step { case payee, amount, memo }
                @FocusState private var step: Step?
                @State private var payee = ""
                @State private var amount = ""
                @State private var memo = ""

                var body: some View {
                    Form {
                        TextField("Payee", text: $payee)
                            .focused($step, equals: .payee)
                            .submitLabel(.next)
                        MoneyTextField(text: $amount, hint: "Amount")
                            1️⃣.focused($step, equals: .amount)
                        TextField("Memo", text: $memo)
                            .focused($step, equals: .memo)
                            .submitLabel(.done)
                    }
                    .onSubmit {
                        if step == .payee { step = .amount }
                    }
                }
            }

            """)
        let input = Self.representable(setup: "input.keyboardType = .numberPad")
        #expect(spots(form.text, at: "/app/Pay/TransferView.swift", [inputPath: input]) == ["keypad-without-return@\(form["1️⃣"])"])
    }
}

/// A `UITextField` subclass of the app's own that gives itself an `inputView` (a keypad drawn by
/// the app), in its initializer or `awakeFromNib()`, itself or through a base class: its instances
/// have no keyboard and so no Return key, which no handler need route (issue 22 item 1).
@Suite struct UIKitOwnKeypadFieldTests {
    /// The field classes: `PinPadTextField` sets `setup` on itself; `VaultPinTextField` inherits from it.
    static func fieldClasses(setup: String) -> String {
        """
        import UIKit

        class PinPadTextField: UITextField {
            override init(frame: CGRect) {
                super.init(frame: frame)
                \(setup)
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        final class VaultPinTextField: PinPadTextField {}

        final class DigitKeypad: UIView {}

        """
    }

    /// A vault unlock screen: the PIN (a `pinClass` field labelled Next), then the owner's name and
    /// email, the name routed on to the email.
    static func unlockScreen(pinClass: String, conformance: String = ", UITextFieldDelegate") -> MarkedText {
        MarkedText("""
            import UIKit

            final class UnlockVaultViewController: UIViewController\(conformance) {
                private let 1️⃣pinField = \(pinClass)()
                private let ownerField = UITextField()
                private let emailField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for field in [pinField, ownerField, emailField] {
                        field.delegate = self
                        view.addSubview(field)
                    }
                    pinField.returnKeyType = .next
                    ownerField.returnKeyType = .next
                    emailField.returnKeyType = .done
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == ownerField {
                        emailField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }

            """)
    }

    private let formPath = "/app/Vault/UnlockVaultViewController.swift"
    private let fieldsPath = "/app/Controls/PinPadTextField.swift"

    @Test(arguments: ["inputView = DigitKeypad()", "self.inputView = DigitKeypad(frame: .zero)"])
    func aFieldDrawingItsOwnKeypadIsNotJudged(setup: String) {
        for pinClass in ["PinPadTextField", "VaultPinTextField"] {
            let form = Self.unlockScreen(pinClass: pinClass)
            #expect(spots(form.text, at: formPath, [fieldsPath: Self.fieldClasses(setup: setup)], rules: ["missing-focus-transition", "submit-label-mismatch"]) == [])
        }
    }

    /// A field class that clears its `inputView`, or sets one on another input, keeps the keyboard:
    /// the PIN's Next that goes nowhere is still reported.
    @Test(arguments: ["inputView = nil", "placeholder = \"PIN\"", "let other = UITextField()\n        other.inputView = DigitKeypad()"])
    func aFieldWithItsKeyboardIsStillJudged(setup: String) {
        for pinClass in ["PinPadTextField", "VaultPinTextField"] {
            let form = Self.unlockScreen(pinClass: pinClass)
            #expect(spots(form.text, at: formPath, [fieldsPath: Self.fieldClasses(setup: setup)], rules: ["missing-focus-transition", "submit-label-mismatch"])
                == ["missing-focus-transition@\(form["1️⃣"])"])
        }
    }

    /// The keypad given in an extension of the controller in another file (the one adopting the delegate protocol):
    /// the controller's own file does not show it, the project does.
    @Test func aKeypadGivenInAnExtensionElsewhereIsSeen() {
        let form = Self.unlockScreen(pinClass: "UITextField", conformance: "")
        let keypad = """
            import UIKit

            extension UnlockVaultViewController: UITextFieldDelegate {
                func installKeypad(_ keypad: UIView) {
                    pinField.inputView = keypad
                }
            }

            """
        let rules: Set<String> = ["missing-focus-transition", "submit-label-mismatch"]
        let path = "/app/Vault/UnlockVaultViewController+Keypad.swift"
        #expect(spots(form.text, at: formPath, [path: keypad], rules: rules) == [])
        let otherField = keypad.replacingOccurrences(of: "pinField.inputView = keypad", with: "pinField.inputView = nil\n        ownerField.inputAccessoryView = keypad")
        #expect(spots(form.text, at: formPath, [path: otherField], rules: rules) == ["missing-focus-transition@\(form["1️⃣"])"])
    }
}
