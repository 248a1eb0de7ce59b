import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Two `if` statements whose conditions contradict (`if kind != .cash` … `if kind == .cash`,
/// `if usesCode` … `if !usesCode`) show their fields as alternatives, as the arms of one
/// `if`/`else` do: the same focus value bound in both is no duplicate, and neither field is the
/// other's next one. Conditions that may hold together keep the fields in one chain.
@Suite struct ComplementaryArmsTests {
    /// A payee editor: the payee's name, then either its IBAN or its wallet (`first` and `second`
    /// are the two `if` conditions), both bound to `.account`, then a note.
    static func payeeEditor(first: String, second: String) -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct PayeeEditor: View {
                enum Method: Hashable { case bank, cash, card }
                enum Field: Hashable { case name, account, note }
                @FocusState private var focus: Field?
                @State private var method = Method.bank
                @State private var chosen = Method.bank
                @State private var showsWallet = false
                @State private var isBank = true
                @State private var isVerified = false
                @State private var wallet: String?
                @State private var name = ""
                @State private var iban = ""
                @State private var walletName = ""
                @State private var note = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name)
                            .focused($focus, equals: .name)
                        if \(first) {
                            TextField("IBAN", text: $iban)
                                .focused($focus, equals: .account)
                        }
                        if \(second) {
                            TextField("Wallet", text: $walletName)
                                1️⃣.focused($focus, equals: .account)
                        }
                        TextField("Note", text: $note)
                            .focused($focus, equals: .note)
                            .submitLabel(.done)
                    }
                    .submitLabel(.next)
                    .onSubmit {
                        switch focus {
                        case .name: focus = .account
                        case .account: focus = .note
                        default: focus = nil
                        }
                    }
                }
            }
            """)
    }

    @Test(arguments: [
        ("method != .cash", "method == .cash"),
        ("method == .cash", "method != .cash"),
        ("isBank", "!isBank"),
        ("!(isBank)", "isBank"),
        ("method == .bank", "method == .cash"),
        ("Method.card == method", "method == .bank"),
        ("wallet == nil", "wallet != nil"),
        ("isBank && !isVerified", "!isBank"),
    ])
    func fieldsOfContradictoryIfsAreNoDuplicate(conditions: (String, String)) {
        let editor = Self.payeeEditor(first: conditions.0, second: conditions.1)
        #expect(findings(in: editor.text, rule: "duplicate-focus-binding").isEmpty)
    }

    /// Conditions that may hold at once (two flags, a case compared with a variable, either of two
    /// flags against the negation of one) show both fields together: the second binding is reported.
    @Test(arguments: [
        ("isBank", "showsWallet"),
        ("method == chosen", "method == .cash"),
        ("isBank || isVerified", "!isBank"),
        ("method != .cash", "method != .card"),
        ("isBank", "isBank"),
    ])
    func fieldsOfIfsThatMayHoldTogetherAreADuplicate(conditions: (String, String)) {
        let editor = Self.payeeEditor(first: conditions.0, second: conditions.1)
        #expect(findings(in: editor.text, rule: "duplicate-focus-binding").map(\.range.lowerBound) == [editor["1️⃣"]])
    }

    /// The arm past an `else` holds what the earlier conditions do not: after `if fromCard { … }
    /// else { … }`, a later `if fromCard` shows its field with the first arm's only, and a later
    /// `if !fromCard` with the `else` arm's, whose value it must not bind again.
    @Test func theElseArmIsTheNegationOfTheConditionsBeforeIt() {
        let editor = MarkedText("""
            import SwiftUI

            struct TopUpView: View {
                enum Field: Hashable { case source, reference }
                @FocusState private var focus: Field?
                @State private var fromCard = true
                @State private var cardNumber = ""
                @State private var voucher = ""
                @State private var cardHolder = ""
                @State private var reference = ""

                var body: some View {
                    VStack {
                        if fromCard {
                            TextField("Card", text: $cardNumber).focused($focus, equals: .source)
                        } else {
                            TextField("Voucher", text: $voucher).focused($focus, equals: .reference)
                        }
                        if fromCard {
                            TextField("Holder", text: $cardHolder).focused($focus, equals: .reference)
                        }
                        if !fromCard {
                            TextField("Reference", text: $reference)1️⃣.focused($focus, equals: .reference)
                        }
                    }
                }
            }
            """)
        #expect(findings(in: editor.text, rule: "duplicate-focus-binding").map(\.range.lowerBound) == [editor["1️⃣"]])
    }

    /// A transfer form: the payee, then the IBAN or the wallet shown on opposite conditions (or on
    /// two unrelated flags), neither routed on: each is the last field on screen in its arm.
    static func transfer(first: String, second: String) -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct TransferForm: View {
                enum Field: Hashable { case payee, iban, wallet }
                @FocusState private var focus: Field?
                @State private var toBank = true
                @State private var showsWallet = false
                @State private var payee = ""
                @State private var iban = ""
                @State private var wallet = ""

                var body: some View {
                    VStack {
                        TextField("Payee", text: $payee)
                            .focused($focus, equals: .payee)
                            .submitLabel(.next)
                            .onSubmit { focus = toBank ? .iban : .wallet }
                        if \(first) {
                            TextField("IBAN", text: $iban)
                                1️⃣.focused($focus, equals: .iban)
                        }
                        if \(second) {
                            TextField("Wallet", text: $wallet)
                                .focused($focus, equals: .wallet)
                        }
                    }
                }
            }
            """)
    }

    @Test func aFieldsNextIsNeverItsAlternative() {
        let form = Self.transfer(first: "toBank", second: "!toBank")
        #expect(findings(in: form.text).isEmpty)
    }

    /// On flags that may both be on, the wallet sits after the IBAN on screen: Return in the IBAN
    /// drops the keyboard short of it.
    @Test func aFieldBeforeOneThatMayShowWithItIsJudged() {
        let form = Self.transfer(first: "toBank", second: "showsWallet")
        #expect(findings(in: form.text, rule: "missing-focus-transition").map(\.range.lowerBound) == [form["1️⃣"]])
    }
}
