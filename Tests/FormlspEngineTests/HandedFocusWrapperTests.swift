import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A parent hands its `@FocusState` wrapper itself to a child (`PhoneRow(focus: _focus)`), whose
/// `@FocusState var focus` is then the parent's state: the child's fields are in the parent's chain
/// and the parent's `.onSubmit` routes them, as with a `$focus` binding.
@Suite struct HandedFocusWrapperTests {
    /// A delivery form: the child's phone field, then the parent's address and notes fields.
    /// `parentHandler`: the parent's `.onSubmit` around all three.
    static func delivery(call: String = "PhoneRow(focus: _focus)", child: String = childWithMemberwiseInit, parentHandler: String) -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct DeliveryForm: View {
                enum Field { case phone, address, notes }
                @FocusState private var focus: Field?
                @State private var address = ""
                @State private var notes = ""

                var body: some View {
                    VStack {
                        2️⃣\(call)3️⃣
                        TextField("Address", text: $address)
                            .focused($focus, equals: .address)
                            .submitLabel(.next)
                            .onSubmit { focus = .notes }
                        TextField("Notes", text: $notes)
                            .focused($focus, equals: .notes)
                            .submitLabel(.done)
                    }
                    \(parentHandler)
                }
            }

            \(child)
            """)
    }

    /// The child's state filled by the memberwise initialiser.
    static let childWithMemberwiseInit = """
        struct PhoneRow: View {
            @FocusState var focus: DeliveryForm.Field?
            @State private var phone = ""

            var body: some View {
                TextField("Phone", text: $phone)
                    1️⃣.focused($focus, equals: .phone)
                    .submitLabel(.next)
            }
        }
        """

    /// The child's own initialiser taking the wrapper and storing it in `_focus`.
    static let childWithInit = """
        struct PhoneRow: View {
            @FocusState private var focus: DeliveryForm.Field?
            @State private var phone = ""

            init(focus: FocusState<DeliveryForm.Field?>) {
                self._focus = focus
            }

            var body: some View {
                TextField("Phone", text: $phone)
                    1️⃣.focused($focus, equals: .phone)
                    .submitLabel(.next)
            }
        }
        """

    /// A child keeping a focus state of its own that no caller can hand in.
    static let childWithOwnState = """
        struct PhoneRow: View {
            @FocusState private var focus: DeliveryForm.Field?
            @State private var phone = ""

            var body: some View {
                TextField("Phone", text: $phone)
                    1️⃣.focused($focus, equals: .phone)
                    .submitLabel(.next)
            }
        }
        """

    static let routesPhone = ".onSubmit { if focus == .phone { focus = .address } }"

    @Test func theParentsRoutingReachesTheChildsField() {
        for child in [Self.childWithMemberwiseInit, Self.childWithInit] {
            let found = findings(in: Self.delivery(child: child, parentHandler: Self.routesPhone).text)
            #expect(found.isEmpty, "\(found.map(\.message))")
        }
    }

    /// The child's field joins the parent's chain, so a real gap in it is still told, at the child's field.
    @Test func aMissingMoveAcrossParentAndChildIsStillReported() {
        let memberwise = Self.delivery(child: Self.childWithMemberwiseInit, parentHandler: "")
        let found = findings(in: memberwise.text)
        #expect(found.map(\.rule.rawValue) == ["missing-focus-transition"], "\(found.map(\.message))")
        #expect(found.first?.message == "Return in `phone` moves focus nowhere; the next field is `address`")
        #expect(found.first.map { $0.range.lowerBound >= memberwise["1️⃣"] } == true)
        // A one-field child with its own initialiser is an input component: told at its call.
        let initialised = Self.delivery(child: Self.childWithInit, parentHandler: "")
        let atCall = findings(in: initialised.text)
        #expect(atCall.map(\.rule.rawValue) == ["missing-focus-transition"], "\(atCall.map(\.message))")
        #expect(atCall.first.map { initialised["2️⃣"] <= $0.range.lowerBound && $0.range.upperBound <= initialised["3️⃣"] } == true)
    }

    /// `$focus` for a child `@FocusState`, or a bare `_focus` with no `FocusState` parameter to take
    /// it: no shared state, the child stays a chain of its own and the parent's handler never reaches it.
    @Test func aChildKeepingItsOwnStateStaysItsOwnChain() {
        let cases = [
            ("PhoneRow()", Self.childWithOwnState),
            ("PhoneRow()", Self.childWithMemberwiseInit),
        ]
        for (call, child) in cases {
            let form = Self.delivery(call: call, child: child, parentHandler: Self.routesPhone)
            let analysis = Engine().analyze(form.text, path: "Test.swift")
            #expect(analysis.chains.count == 2, "\(call): \(analysis.chains.count) chains")
            let found = analysis.findings
            #expect(found.map(\.rule.rawValue) == ["submit-label-mismatch"], "\(call): \(found.map(\.message))")
        }
    }

    /// A non-private state under an initialiser that takes no wrapper is the child's own.
    @Test func anInitialiserWithoutAWrapperParameterKeepsTheChildsState() {
        let child = Self.childWithMemberwiseInit.replacingOccurrences(of: "    @State private var phone = \"\"\n", with: "    @State private var phone = \"\"\n    init() {}\n")
        #expect(child.contains("init() {}"))
        let form = Self.delivery(call: "PhoneRow()", child: child, parentHandler: Self.routesPhone)
        let analysis = Engine().analyze(form.text, path: "Test.swift")
        #expect(analysis.chains.count == 2)
    }
}
