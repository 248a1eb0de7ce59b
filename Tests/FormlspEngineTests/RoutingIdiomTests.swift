import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Routing idioms the analysis must read as routing, and forms it must not see twice.
@Suite struct RoutingIdiomTests {
    static func cardForm(label: String) -> MarkedText {
        MarkedText("""
            struct PaymentForm: View {
                enum Field { case card, expiry }
                @FocusState private var focus: Field?
                var body: some View {
                    CardFields(focus: $focus)
                }
            }
            struct CardFields: View {
                let focus: FocusState<PaymentForm.Field?>.Binding
                @State private var card = ""
                @State private var expiry = ""
                var body: some View {
                    TextField("Card", text: $card)
                        .focused(focus, equals: .card)
                        1️⃣.submitLabel(.\(label))
                        .onSubmit { focus.wrappedValue = .expiry }
                    TextField("Expiry", text: $expiry)
                        .focused(focus, equals: .expiry)
                        .submitLabel(.done)
                        .onSubmit { focus.wrappedValue = nil }
                }
            }
            """)
    }

    /// `focus.wrappedValue = .expiry` moves focus: Next is right.
    @Test func aPlainBindingSetThroughItsWrappedValueRoutes() {
        #expect(findings(in: Self.cardForm(label: "next").text).isEmpty)
    }

    @Test func doneOnAFieldRoutedThroughTheWrappedValueIsAMismatch() {
        let form = Self.cardForm(label: "done")
        let found = findings(in: form.text)
        #expect(found.map(\.rule.rawValue) == ["submit-label-mismatch"])
        #expect(found.first?.range.lowerBound == form["1️⃣"])
    }

    /// The same fields in both alternatives of a `ViewThatFits`: one chain of two fields, no duplicate.
    @Test func viewThatFitsAlternativesAreNotDuplicateBindings() {
        let form = """
            struct LoginView: View {
                enum Field { case user, password }
                @FocusState private var focus: Field?
                @State private var user = ""
                @State private var password = ""
                var body: some View {
                    ViewThatFits(in: .vertical) {
                        fields
                        ScrollView { fields }
                    }
                }
                var fields: some View {
                    VStack {
                        TextField("User", text: $user).focused($focus, equals: .user).submitLabel(.next).onSubmit { focus = .password }
                        SecureField("Password", text: $password).focused($focus, equals: .password).submitLabel(.go).onSubmit { focus = nil }
                    }
                }
            }
            """
        #expect(findings(in: form).isEmpty)
    }

    /// Two different fields bound to one value, one after the other, are still a duplicate.
    @Test func twoFieldsBoundToOneValueAreStillADuplicate() {
        let form = """
            struct LoginView: View {
                enum Field { case user, password }
                @FocusState private var focus: Field?
                @State private var user = ""
                @State private var password = ""
                var body: some View {
                    VStack {
                        TextField("User", text: $user).focused($focus, equals: .user).submitLabel(.next).onSubmit { focus = .password }
                        SecureField("Password", text: $password).focused($focus, equals: .user)
                    }
                }
            }
            """
        #expect(findings(in: form, rule: "duplicate-focus-binding").count == 1)
    }

    /// A child view shared by two screens of one file is walked from each: its defect is one finding.
    @Test func aDefectSeenFromTwoParentsIsReportedOnce() {
        let form = MarkedText("""
            struct SignUpScreen: View {
                @FocusState private var focus: Field?
                var body: some View { CredentialFields(focus: $focus) }
            }
            struct ResetScreen: View {
                @FocusState private var focus: Field?
                var body: some View { CredentialFields(focus: $focus) }
            }
            struct CredentialFields: View {
                @FocusState.Binding var focus: Field?
                @State private var user = ""
                @State private var password = ""
                var body: some View {
                    TextField("User", text: $user)1️⃣.focused($focus, equals: .user).submitLabel(.next)
                    SecureField("Password", text: $password).focused($focus, equals: .password).submitLabel(.done).onSubmit { focus = nil }
                }
            }
            enum Field { case user, password }
            """)
        let found = findings(in: form.text)
        #expect(found.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" } == ["missing-focus-transition@\(form["1️⃣"])"])
    }
}
