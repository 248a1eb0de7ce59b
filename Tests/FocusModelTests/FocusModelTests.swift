import FocusModel
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

/// The SwiftUI focus model: chain order, bindings into child views, outcomes of handler idioms.
@Suite struct FocusModelTests {
    private func model(_ source: String) -> FileModel {
        FileModel.build(from: Parser.parse(source: source))
    }

    /// A form whose `onSubmit` body is `handler`, over fields a, b, c bound to `focus`.
    private func outcomes(handler: String, extraMembers: String = "", enumBody: String = "case a, b, c") -> [String: Outcome] {
        let source = """
            struct Form: View {
                enum Field: CaseIterable { \(enumBody) }
                @FocusState private var focus: Field?
                @State private var valid = false
                var body: some View {
                    VStack {
                        TextField("A", text: $a).focused($focus, equals: .a)
                        TextField("B", text: $b).focused($focus, equals: .b)
                        TextField("C", text: $c).focused($focus, equals: .c)
                    }
                    .onSubmit {
                        \(handler)
                    }
                }
                \(extraMembers)
            }
            """
        let chain = model(source).chains.first!
        return Dictionary(uniqueKeysWithValues: chain.fields.map { ($0.target.name, $0.outcome) })
    }

    private func summary(_ outcome: Outcome?) -> String {
        guard let outcome else { return "missing" }
        if outcome.isUnknown { return "unknown" }
        var parts = outcome.moves.map { ($0.isConditional ? "maybe " : "") + "→" + $0.target.name }
        if outcome.ends { parts.append("ends") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: " ")
    }

    /// Modifiers under a postfix `#if` count as the iOS build applies them: the field keeps its
    /// binding, and the clause for iOS (not the macOS one) sets its label.
    @Test func modifiersUnderPostfixIfConfigAreReadForIOS() throws {
        let chain = try #require(model("""
            struct Step: View {
                enum Field { case email, code }
                @FocusState private var focus: Field?
                var body: some View {
                    VStack {
                        TextField("Email", text: $email)
                            .focused($focus, equals: .email)
                            #if os(macOS)
                            .submitLabel(.done)
                            #else
                            .keyboardType(.emailAddress)
                            #endif
                            #if os(iOS)
                            .submitLabel(.next)
                            #endif
                            .onSubmit { focus = .code }
                        TextField("Code", text: $code).focused($focus, equals: .code)
                    }
                }
            }
            """).chains.first)
        #expect(chain.fields.map(\.target.name) == ["email", "code"])
        #expect(chain.fields.first?.label?.value == "next")
        #expect(summary(chain.fields.first?.outcome) == "→code")
    }

    @Test func switchWithGroupedCasesNilAndDefault() {
        let result = outcomes(handler: """
            switch focus {
            case .a, .b: focus = .c
            case nil: break
            default: break
            }
            """)
        #expect(summary(result["a"]) == "→c")
        #expect(summary(result["b"]) == "→c")
        #expect(summary(result["c"]) == "nothing")
    }

    @Test func ifElseChainsAndConditions() {
        let result = outcomes(handler: """
            if focus == .a {
                focus = .b
            } else if focus == .b, valid {
                focus = .c
            } else {
                focus = nil
            }
            """)
        #expect(summary(result["a"]) == "→b")
        #expect(summary(result["b"]) == "maybe →c ends")
        #expect(summary(result["c"]) == "ends")
    }

    @Test func guardTernaryAndSelf() {
        let result = outcomes(handler: """
            guard focus != .c else { return submit() }
            self.focus = focus == .a ? .b : .c
            """, extraMembers: "func submit() {}")
        #expect(summary(result["a"]) == "→b")
        #expect(summary(result["b"]) == "→c")
        #expect(summary(result["c"]) == "ends")
    }

    @Test func undecidableTernaryMovesConditionally() {
        let result = outcomes(handler: "if focus == .a { focus = valid ? .b : .c }")
        #expect(summary(result["a"]) == "maybe →b maybe →c")
        #expect(summary(result["b"]) == "nothing")
    }

    @Test func methodCallsAreFollowedAndCyclesAreUnknown() {
        let result = outcomes(handler: "advance()", extraMembers: """
            func advance() {
                switch focus {
                case .a: moveTo(.b)
                case .b: loop()
                default: save()
                }
            }
            func moveTo(_ field: Field) { focus = field }
            func loop() { advance() }
            func save() {}
            """)
        #expect(summary(result["a"]) == "unknown")
        #expect(summary(result["b"]) == "unknown")
        #expect(summary(result["c"]) == "ends")
    }

    @Test func nextResolvedThroughSwitchSelf() {
        let result = outcomes(handler: "focus = focus?.next", enumBody: """
            case a, b, c
            var next: Field? {
                switch self {
                case .a: return .b
                case .b: return .c
                case .c: return nil
                }
            }
            """)
        #expect(summary(result["a"]) == "→b")
        #expect(summary(result["b"]) == "→c")
        #expect(summary(result["c"]) == "ends")
    }

    @Test func nextResolvedThroughAMethod() {
        let result = outcomes(handler: "self.focus = self.focus?.next()", enumBody: """
            case a, b, c
            func next() -> Field? {
                switch self {
                case .a: .b
                case .b: .c
                case .c: nil
                }
            }
            """)
        #expect(summary(result["a"]) == "→b")
        #expect(summary(result["c"]) == "ends")
    }

    @Test func caseIterableIndexArithmetic() {
        let result = outcomes(handler: """
            if let current = focus, let index = Field.allCases.firstIndex(of: current), index + 1 < Field.allCases.count {
                focus = Field.allCases[index + 1]
            }
            """)
        #expect(summary(result["a"]) == "maybe →b")
        #expect(summary(result["b"]) == "maybe →c")
    }

    @Test func undecidableConditionsOnFocusAreUnknown() {
        let result = outcomes(handler: """
            if [.a, .b].contains(focus) { focus = .c }
            """)
        #expect(summary(result["a"]) == "unknown")
        #expect(summary(result["c"]) == "unknown")
    }

    @Test func whereClausesOnOtherStateFork() {
        let result = outcomes(handler: """
            switch focus {
            case .a where valid: focus = .b
            case .a: focus = .c
            case .b where focus == .b: focus = .c
            default: focus = nil
            }
            """)
        #expect(summary(result["a"]) == "maybe →b maybe →c")
        #expect(summary(result["b"]) == "→c")
        #expect(summary(result["c"]) == "ends")
    }

    @Test func fallthroughIsUnknown() {
        let result = outcomes(handler: """
            switch focus {
            case .a: fallthrough
            case .b: focus = .c
            default: break
            }
            """)
        #expect(summary(result["a"]) == "unknown")
        #expect(summary(result["b"]) == "→c")
    }

    @Test func rawValueArithmeticThroughOptionalBindings() {
        let handler = """
            guard let current = focus else { return }
            if let next = Field(rawValue: current.rawValue + 1) {
                focus = next
            } else {
                submit()
            }
            """
        let result = outcomes(handler: handler, extraMembers: "func submit() {}", enumBody: "case a, b, c")
        #expect(summary(result["a"]) == "unknown", "no raw values: unknown")
        let typed = FileModel.build(from: Parser.parse(source: """
            struct Form: View {
                enum Field: Int { case a, b, c }
                @FocusState private var focus: Field?
                var body: some View {
                    VStack {
                        TextField("A", text: $a).focused($focus, equals: .a)
                        TextField("B", text: $b).focused($focus, equals: .b)
                        TextField("C", text: $c).focused($focus, equals: .c)
                    }
                    .onSubmit {
                        \(handler)
                    }
                }
                func submit() {}
            }
            """)).chains.first
        #expect(typed?.fields.map { summary($0.outcome) } == ["→b", "→c", "ends"])
    }

    @Test func successorBoundToALocal() {
        let result = outcomes(handler: """
            let next = focus?.next
            focus = next
            """, enumBody: """
            case a, b, c
            var next: Field? {
                switch self {
                case .a: .b
                case .b: .c
                case .c: nil
                }
            }
            """)
        #expect(summary(result["a"]) == "→b")
        #expect(summary(result["c"]) == "ends")
    }

    @Test func unresolvableSuccessorIsUnknown() {
        let result = outcomes(handler: "focus = focus?.next")
        #expect(summary(result["a"]) == "unknown")
        #expect(summary(result["c"]) == "unknown")
    }

    @Test func callsOutsideTheViewEndUnlessTheyMayBeItsMethods() {
        let members = "@Environment(\\.dismiss) private var dismiss"
        #expect(summary(outcomes(handler: "viewModel.save()", extraMembers: members)["a"]) == "ends")
        #expect(summary(outcomes(handler: "dismiss()", extraMembers: members)["a"]) == "ends")
        #expect(summary(outcomes(handler: "print(focus as Any)", extraMembers: members)["a"]) == "unknown")
        #expect(summary(outcomes(handler: "focusNextField()", extraMembers: members)["a"]) == "unknown")
    }

    @Test func focusPassedOutsideTheTypeIsUnknown() {
        let result = outcomes(handler: "router.advance(&focus)")
        #expect(summary(result["a"]) == "unknown")
    }

    @Test func chainOrderFollowsComputedPropertiesViewBuilderMethodsAndChildViews() {
        let chain = model("""
            struct Parent: View {
                enum Field: Hashable { case a, b, c, row(Int), e }
                @FocusState private var focus: Field?
                var body: some View {
                    Form {
                        header
                        if showB {
                            TextField("B", text: $b).focused($focus, equals: .b)
                        }
                        row()
                        Child(focus: $focus)
                    }
                }
                var header: some View { TextField("A", text: $a).focused($focus, equals: .a) }
                @ViewBuilder func row() -> some View { TextField("C", text: $c).focused($focus, equals: .c) }
            }
            struct Child: View {
                var focus: FocusState<Parent.Field?>.Binding
                var body: some View {
                    ForEach(items) { item in
                        TextField("D", text: $d).focused(focus, equals: .row(item.id))
                    }
                    TextField("E", text: $e).focused(focus, equals: .e)
                }
            }
            """).chains.first!
        #expect(chain.fields.map(\.target.name) == ["a", "b", "c", "row(item.id)", "e"])
        #expect(chain.fields.map(\.isConditional) == [false, true, false, false, false])
        #expect(chain.fields.map(\.isDynamicGroup) == [false, false, false, true, false])
        #expect(!chain.hasFieldsElsewhere)
    }

    @Test func nearestSubmitLabelWinsAndKeyboardIsRecorded() {
        let chain = model("""
            struct Labels: View {
                @FocusState private var focus: Field?
                var body: some View {
                    VStack {
                        TextField("A", text: $a).focused($focus, equals: .a)
                        TextField("B", text: $b).submitLabel(.done).keyboardType(.phonePad).focused($focus, equals: .b)
                    }
                    .submitLabel(.next)
                }
            }
            """).chains.first!
        #expect(chain.fields.map { $0.label?.value } == ["next", "done"])
        #expect(chain.fields.map { $0.keyboard?.value } == [nil, "phonePad"])
    }

    @Test func submitScopeIsABarrierOnlyForHandlersOutsideIt() {
        let chain = model("""
            struct Scoped: View {
                @FocusState private var focus: Field?
                var body: some View {
                    VStack {
                        TextField("A", text: $a).focused($focus, equals: .a).onSubmit { focus = .b }.submitScope()
                        TextField("B", text: $b).focused($focus, equals: .b)
                    }
                    .onSubmit(of: .text) { focus = nil }
                }
            }
            """).chains.first!
        #expect(chain.fields.map { summary($0.outcome) } == ["→b", "ends"])
    }

    @Test func boolStatesFormOneChain() {
        let chain = model("""
            struct Login: View {
                @FocusState private var isUserFocused: Bool
                @FocusState private var isPasswordFocused: Bool
                var body: some View {
                    TextField("User", text: $user).focused($isUserFocused).onSubmit { isPasswordFocused = true }
                    SecureField("Password", text: $password).focused($isPasswordFocused).onSubmit { isPasswordFocused = false }
                }
            }
            """).chains.first!
        #expect(chain.stateKind == .bool)
        #expect(chain.fields.map { summary($0.outcome) } == ["→isPasswordFocused", "ends"])
    }

    @Test func boolBindingsPassedToChildViewsJoinTheOwnersChain() {
        let chain = model("""
            struct Login: View {
                @FocusState private var isUserFocused: Bool
                @FocusState private var isPasswordFocused: Bool
                var body: some View {
                    VStack {
                        LabeledInput(title: "User", isFocused: $isUserFocused)
                            .onSubmit { isPasswordFocused = true }
                        SecureField("Password", text: $password).focused($isPasswordFocused)
                    }
                }
            }
            struct LabeledInput: View {
                let title: String
                @FocusState.Binding var isFocused: Bool
                var body: some View {
                    TextField(title, text: $text).focused($isFocused)
                }
            }
            """).chains.first!
        #expect(chain.fields.map(\.target.name) == ["isUserFocused", "isPasswordFocused"])
        #expect(summary(chain.fields.first?.outcome) == "→isPasswordFocused")
    }

    @Test func overlaysAreWalkedAndSheetsAreElsewhere() {
        let chain = model("""
            struct Layered: View {
                @FocusState private var focus: Field?
                var body: some View {
                    TextField("A", text: $a).focused($focus, equals: .a)
                        .overlay(alignment: .trailing) {
                            TextField("B", text: $b).focused($focus, equals: .b)
                        }
                        .sheet(isPresented: $showsNote) {
                            TextField("Note", text: $note).focused($focus, equals: .note)
                        }
                }
            }
            """).chains.first!
        #expect(chain.fields.map(\.target.name) == ["a", "b"])
        #expect(chain.hasFieldsElsewhere)
    }

    @Test func childViewWithBindingAloneHasFieldsElsewhere() {
        let chain = model("""
            struct AddressFields: View {
                @FocusState.Binding var focus: CheckoutField?
                var body: some View {
                    TextField("Street", text: $street).focused($focus, equals: .street)
                    TextField("City", text: $city).focused($focus, equals: .city)
                }
            }
            """).chains.first!
        #expect(chain.hasFieldsElsewhere)
        #expect(chain.fields.allSatisfy { $0.outcome.isUnknown })
    }

    @Test func deeplyNestedBuildersDoNotOverflow() {
        let depth = 2_000
        let nested = String(repeating: "VStack { ", count: depth) + "TextField(\"A\", text: $a).focused($focus, equals: .a)" + String(repeating: " }", count: depth)
        let handler = String(repeating: "if valid { ", count: depth) + "focus = nil" + String(repeating: " }", count: depth)
        let source = """
            struct Deep: View {
                @FocusState private var focus: Field?
                var body: some View {
                    \(nested)
                    .onSubmit { \(handler) }
                }
            }
            """
        _ = model(source)
    }

    @Test func longFlatChainsDoNotOverflow() {
        let ternaries = (0..<500).map { "c\($0) ? .a : " }.joined() + "nil"
        let elseIfs = (0..<500).map { "if c\($0) { focus = .a } else " }.joined() + "{ focus = nil }"
        let result = outcomes(handler: "focus = \(ternaries)\n\(elseIfs)")
        #expect(result.count == 3)
    }
}
