import FocusRules
import FormlspEngine
import TestSupport
import Testing

/// The corpus of realistic forms: correct ones report nothing at all, broken ones report exactly
/// at their markers.
@Suite struct CorpusTests {
    @Test(arguments: CorrectForms.all.map(\.name))
    func correctFormReportsNothing(_ name: String) {
        let source = CorrectForms.all.first { $0.name == name }!.source
        let reported = findings(in: source)
        #expect(reported.isEmpty, "\(name): \(reported.map { "\($0.rule): \($0.message)" })")
    }

    @Test func fixingACorrectFormChangesNothing() {
        for form in CorrectForms.all {
            #expect(Engine().fixAll(form.source, path: "F.swift", includeUnsafe: true).text == form.source, "\(form.name)")
        }
    }

    @Test(arguments: BrokenForm.all)
    func brokenFormReportsAtItsMarkers(_ form: BrokenForm) {
        let marked = MarkedText(form.source)
        let expected = Set(form.expected.map { Spot(offset: marked[$0.key], rule: $0.value) })
        let actual = Set(findings(in: marked.text).map { Spot(offset: $0.range.lowerBound, rule: $0.rule) })
        #expect(actual == expected, "\(form.name): \(findings(in: marked.text).map { "\($0.rule)@\($0.range.lowerBound): \($0.message)" })")
    }

    /// Routing to a value no field carries is `unbound-focus-target`'s finding alone, whatever
    /// the field's label says.
    @Test func unboundTargetIsReportedOnce() {
        for label in ["", ".submitLabel(.next)", ".submitLabel(.done)"] {
            let marked = MarkedText("""
                struct F: View {
                    enum Field { case a, b, gone }
                    @FocusState private var focus: Field?
                    var body: some View {
                        VStack {
                            TextField("A", text: $a).focused($focus, equals: .a)\(label)
                            TextField("B", text: $b).focused($focus, equals: .b).submitLabel(.done)
                        }
                        .onSubmit {
                            switch focus {
                            case .a: 1️⃣focus = .gone
                            default: focus = nil
                            }
                        }
                    }
                }
                """)
            let reported = findings(in: marked.text)
            #expect(reported.map(\.rule) == ["unbound-focus-target"], "\(label): \(reported.map(\.message))")
            #expect(reported.map(\.range.lowerBound) == [marked["1️⃣"]])
        }
    }

    @Test func samplesParseAndCorrectSamplesReportNothing() throws {
        for sample in try Samples.swiftUI() {
            let reported = findings(in: sample.text)
            if sample.name.hasPrefix("Correct") {
                #expect(reported.isEmpty, "\(sample.name): \(reported.map(\.message))")
            } else {
                #expect(!reported.isEmpty, "\(sample.name) is a sample of mistakes but reports nothing")
            }
        }
    }
}

struct Spot: Hashable {
    let offset: Int
    let rule: RuleID
}
