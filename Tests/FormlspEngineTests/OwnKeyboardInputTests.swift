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
        "if UIDevice.current.userInterfaceIdiom == .phone {\n        input.inputView = CoinKeypad()\n    } else {\n        input.keyboardType = .decimalPad\n    }",
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
        "if UIDevice.current.userInterfaceIdiom == .pad { input.inputView = CoinKeypad() }",
    ])
    func representablesWithAReturnKeyStillMakeAForm(setup: String) {
        let form = Self.billSplitter()
        #expect(spots(form.text, at: formPath, [inputPath: Self.representable(setup: setup)]) == ["form-without-focus-routing@\(form["1️⃣"])"])
    }

    /// A view named for a text field that hands its parameters on to the representable is that
    /// input: with a keypad of the app's own it is no field; with the system keyboard it is one.
    @Test func aViewHandingItsParametersToTheRepresentableIsItsInput() {
        let form = Self.billSplitter(input: "AmountTextField")
        let wrapper = """
            import SwiftUI

            struct AmountTextField: View {
                @Binding var text: String
                var hint: String
                var onCommit: () -> Void = {}

                var body: some View {
                    MoneyTextField(text: $text, hint: hint, onCommit: onCommit)
                }
            }

            """
        let withCommit = { (setup: String) in
            Self.representable(setup: setup).replacingOccurrences(of: "    var hint: String\n", with: "    var hint: String\n    var onCommit: () -> Void\n")
        }
        let wrapperPath = "/app/Inputs/AmountTextField.swift"
        #expect(spots(form.text, at: formPath, [wrapperPath: wrapper, inputPath: withCommit("input.inputView = CoinKeypad()")]) == [])
        #expect(spots(form.text, at: formPath, [wrapperPath: wrapper, inputPath: withCommit("input.borderStyle = .none")])
            == ["form-without-focus-routing@\(form["1️⃣"])"])
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

/// A SwiftUI field of the app's own, in another file, whose input is a representable giving its
/// `UITextField` an `inputView` (a keypad the app draws), often on iPhone only: the field shows no
/// system Return key there, so the `.next` its callers set is inert and Return routes nothing from
/// it (issue 22 item 1). Only the arm an iPhone takes counts; an `inputAccessoryView` (a toolbar
/// above the keyboard) leaves the Return key where it is.
@Suite struct OwnKeypadWrapperTests {
    /// `TipAmountField` binds the caller's focus to `KeypadAmountInput` and runs the caller's
    /// `onNext` as its submit handler.
    static let wrapper = """
        import SwiftUI

        struct TipAmountField: View {
            let caption: String
            @Binding var amount: String
            var focus: FocusState<SplitTipView.Entry?>.Binding
            let field: SplitTipView.Entry
            var onNext: () -> Void

            var body: some View {
                HStack {
                    Text(caption)
                    KeypadAmountInput(amount: $amount)
                        .focused(focus, equals: field)
                        .onSubmit { onNext() }
                }
            }
        }

        """

    /// `KeypadAmountInput`, whose `makeUIView` runs `setup` on its `input`.
    static func representable(setup: String) -> String {
        """
        import SwiftUI
        import UIKit

        struct KeypadAmountInput: UIViewRepresentable {
            @Binding var amount: String

            func makeUIView(context: Context) -> UITextField {
                let input = UITextField()
                input.textAlignment = .right
                \(setup)
                return input
            }

            func updateUIView(_ uiView: UITextField, context: Context) {
                uiView.text = amount
            }
        }

        final class TipKeypadView: UIView {
            init(onKey: @escaping (String) -> Void) {
                super.init(frame: .zero)
            }

            required init?(coder: NSCoder) { nil }
        }

        """
    }

    /// A tip splitter: diners, the tip (labelled Next, its Return only recalculating), a note.
    static let tipForm = MarkedText("""
        import SwiftUI

        struct SplitTipView: View {
            enum Entry { case diners, tip, note }
            @FocusState private var entry: Entry?
            @State private var diners = ""
            @State private var tip = ""
            @State private var note = ""

            var body: some View {
                Form {
                    TextField("Diners", text: $diners)
                        .focused($entry, equals: .diners)
                        .submitLabel(.next)
                    TipAmountField(caption: "Tip", amount: $tip, focus: $entry, field: .tip, onNext: { recalculate() })
                        1️⃣.submitLabel(.next)
                    TextField("Note", text: $note)
                        .focused($entry, equals: .note)
                        .submitLabel(.done)
                }
                .onSubmit {
                    if entry == .diners { entry = .tip }
                }
            }

            func recalculate() {}
        }

        """)

    private let formPath = "/app/Tips/SplitTipView.swift"
    private let rules: Set<String> = ["missing-focus-transition", "submit-label-mismatch", "keypad-without-return", "form-without-focus-routing"]

    /// The wrapper and its representable in one file, or each in its own.
    private func spotsInTipForm(setup: String) -> [[String]] {
        let together = ["/app/Components/TipAmountField.swift": Self.wrapper + Self.representable(setup: setup)]
        let apart = ["/app/Components/TipAmountField.swift": Self.wrapper, "/app/Components/KeypadAmountInput.swift": Self.representable(setup: setup)]
        return [together, apart].map { spots(Self.tipForm.text, at: formPath, $0, rules: rules).sorted() }
    }

    @Test(arguments: [
        "input.inputView = TipKeypadView(onKey: { _ in })",
        """
        if UIDevice.current.userInterfaceIdiom == .phone {
                    input.inputView = TipKeypadView { _ in }
                } else {
                    input.keyboardType = .decimalPad
                }
        """,
        """
        if UIDevice.current.userInterfaceIdiom == .pad {
                    input.keyboardType = .decimalPad
                } else {
                    input.inputView = TipKeypadView { _ in }
                }
        """,
        """
        if UIDevice.current.userInterfaceIdiom != .phone {
                    input.keyboardType = .decimalPad
                } else {
                    input.inputView = TipKeypadView { _ in }
                }
        """,
    ])
    func aWrapperWhoseInputDrawsItsOwnKeypadOnIPhoneHasNoReturnKey(setup: String) {
        #expect(spotsInTipForm(setup: setup) == [[], []])
    }

    /// A toolbar above the keyboard, a keypad only on iPad, a keypad cleared on iPhone, or one chosen
    /// by something else than the device: an iPhone shows the system keyboard with its Return key,
    /// whose Next only recalculates.
    @Test(arguments: [
        "input.inputAccessoryView = UIToolbar()",
        """
        if UIDevice.current.userInterfaceIdiom == .pad {
                    input.inputView = TipKeypadView { _ in }
                }
        """,
        """
        if UIDevice.current.userInterfaceIdiom == .phone {
                    input.inputView = nil
                } else {
                    input.inputView = TipKeypadView { _ in }
                }
        """,
        """
        if amount.isEmpty {
                    input.inputView = TipKeypadView { _ in }
                }
        """,
    ])
    func aWrapperKeepingTheSystemKeyboardOnIPhoneIsStillJudged(setup: String) {
        let expected = ["submit-label-mismatch@\(Self.tipForm["1️⃣"])"]
        #expect(spotsInTipForm(setup: setup) == [expected, expected])
    }
}
