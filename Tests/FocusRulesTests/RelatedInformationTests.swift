import FocusRules
import TestSupport
import Testing

/// Findings point at the code that explains them: the handler that ran, the first binding, the
/// barrier, the focus state.
@Suite struct RelatedInformationTests {
    private func related(_ marked: MarkedText, rule: RuleID) -> [Int] {
        findings(in: marked.text, rule: rule).flatMap { $0.related.map(\.range.lowerBound) }
    }

    @Test func missingTransitionPointsAtTheHandlerThatLacksTheCase() {
        let marked = MarkedText("""
            struct F: View {
                @FocusState private var focus: Field?
                var body: some View {
                    VStack {
                        TextField("A", text: $a).focused($focus, equals: .a).submitLabel(.next)
                        TextField("B", text: $b).focused($focus, equals: .b)
                    }
                    1️⃣.onSubmit { if focus == .b { save() } }
                }
            }
            """)
        #expect(related(marked, rule: "missing-focus-transition") == [marked["1️⃣"]])
    }

    @Test func missingTransitionWithoutHandlerPointsAtTheState() {
        let marked = MarkedText("""
            struct F: View {
                1️⃣@FocusState private var focus: Field?
                var body: some View {
                    TextField("A", text: $a).focused($focus, equals: .a).submitLabel(.next)
                    TextField("B", text: $b).focused($focus, equals: .b)
                }
            }
            """)
        #expect(related(marked, rule: "missing-focus-transition") == [marked["1️⃣"]])
    }

    @Test func duplicatePointsAtTheFirstBinding() {
        let marked = MarkedText("""
            struct F: View {
                @FocusState private var focus: Field?
                var body: some View {
                    TextField("A", text: $a)1️⃣.focused($focus, equals: .a)
                    TextField("B", text: $b).focused($focus, equals: .a)
                }
            }
            """)
        #expect(related(marked, rule: "duplicate-focus-binding") == [marked["1️⃣"]])
    }

    @Test func blockedHandlerPointsAtTheBarrierAndGapAtTheSkippingAssignment() {
        let marked = MarkedText("""
            struct F: View {
                @FocusState private var focus: Field?
                var body: some View {
                    VStack {
                        TextField("A", text: $a).focused($focus, equals: .a).submitLabel(.next)
                        TextField("B", text: $b).focused($focus, equals: .b).submitLabel(.next)
                        TextField("C", text: $c).focused($focus, equals: .c)
                    }
                    .onSubmit { if focus == .a { 2️⃣focus = .c } else { focus = nil } }
                    1️⃣.submitScope()
                    .onSubmit { save() }
                }
            }
            """)
        #expect(related(marked, rule: "blocked-submit-handler") == [marked["1️⃣"]])
        #expect(related(marked, rule: "focus-chain-gap") == [marked["2️⃣"]])
    }
}
