import FocusRules
import Testing

/// Every rule's own examples, run SwiftLint-style: a triggering example reports exactly at its
/// markers, a non-triggering one reports nothing for that rule.
@Suite struct RuleExamplesTests {
    static let rules = RuleRegistry.rules.map { RuleName(type: $0) }

    @Test(arguments: rules)
    func triggeringExamplesReportAtTheirMarkers(_ rule: RuleName) {
        for example in rule.type.examples.triggering {
            let marked = MarkedExample(example)
            #expect(!marked.offsets.isEmpty, "a triggering example of \(rule) has no marker")
            let starts = findings(in: marked.text, rule: rule.id).map(\.range.lowerBound)
            #expect(starts == marked.offsets, "\(rule):\n\(example)")
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesReportNothing(_ rule: RuleName) {
        for example in rule.type.examples.nonTriggering {
            let reported = findings(in: RuleExamples.plain(example), rule: rule.id)
            #expect(reported.isEmpty, "\(rule) fired on:\n\(example)\n\(reported.map(\.message))")
        }
    }

    @Test func plainTakesOutEveryMarkerAndNothingElse() {
        #expect(RuleExamples.plain("TextField(\"A\", text: $a)↓.focused($f)") == "TextField(\"A\", text: $a).focused($f)")
        #expect(RuleExamples.plain("1️⃣first 2️⃣second ↓9️⃣") == "first second ")
        // A keycap that is no marker, an arrow that is another, and the digits alone stay.
        #expect(RuleExamples.plain("#️⃣ 0️⃣ ↑ 1 + 2 é") == "#️⃣ 0️⃣ ↑ 1 + 2 é")
    }

    @Test(arguments: rules)
    func documentationHasEverySection(_ rule: RuleName) {
        let documentation = rule.type.description.documentation
        for heading in ["## What it does", "## Why is this bad", "## Example", "## Use instead", "## Fix"] {
            #expect(documentation.contains(heading), "\(rule) lacks \(heading)")
        }
    }
}

/// A rule type as a test argument, shown by its id.
struct RuleName: CustomTestStringConvertible, CustomStringConvertible, Sendable {
    let type: any Rule.Type
    var id: RuleID { type.description.id }
    var description: String { id.rawValue }
    var testDescription: String { id.rawValue }
}

/// Every rule's corrections: applying the first fix of each of its findings turns `before` into `after`.
@Suite struct RuleCorrectionsTests {
    @Test(arguments: RuleExamplesTests.rules)
    func correctionsApplyTheRulesFixes(_ rule: RuleName) {
        for correction in rule.type.examples.corrections {
            let before = RuleExamples.plain(correction.before)
            let fixes = findings(in: before, rule: rule.id).compactMap(\.fixes.first)
            #expect(!fixes.isEmpty, "\(rule) offers no fix for:\n\(before)")
            let (after, _) = Fix.apply(fixes, to: before)
            #expect(after == correction.after, "\(rule):\n\(after)")
            #expect(parses(after) || !parses(before))
        }
    }

    @Test(arguments: RuleExamplesTests.rules)
    func onlyFixableRulesShowCorrections(_ rule: RuleName) {
        #expect(rule.type.examples.corrections.isEmpty || rule.type.description.isFixable)
    }
}
