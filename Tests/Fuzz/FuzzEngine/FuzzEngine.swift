import FocusRules
import FormlspEngine
import FuzzSupport

/// Arbitrary bytes as a Swift file: the analysis must finish with every range inside the text, and
/// fixing must never turn a file that parses into one that does not.
func checkEngine(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let length = text.utf8.count
    let engine = Engine()
    let analysis = engine.analyze(text, path: "Fuzz.swift")
    func checkRange(_ range: Range<Int>, _ what: String) {
        precondition(range.lowerBound >= 0 && range.upperBound <= length, "\(what) range \(range) outside \(length) bytes")
    }
    for finding in analysis.findings {
        checkRange(finding.range, "finding \(finding.rule)")
        for related in finding.related { checkRange(related.range, "related location of \(finding.rule)") }
        for edit in finding.fixes.flatMap(\.edits) { checkRange(edit.range, "fix of \(finding.rule)") }
    }
    for refactoring in analysis.refactorings {
        checkRange(refactoring.applicableRange, "refactoring \(refactoring.title)")
        for edit in refactoring.fix.edits { checkRange(edit.range, "refactoring \(refactoring.title)") }
    }
    let fixed = engine.fixAll(text, path: "Fuzz.swift", includeUnsafe: true)
    if Engine.parses(text) {
        precondition(Engine.parses(fixed.text), "fixing made a parsing file unparsable")
    }
}

@main
enum FuzzTarget {
    static func main() { FuzzMain.run(checkEngine) }
}
