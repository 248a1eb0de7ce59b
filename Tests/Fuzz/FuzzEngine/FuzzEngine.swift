import FocusRules
import FormlspEngine
import FuzzSupport

/// Arbitrary bytes as a Swift file: the analysis must finish with every range inside the text,
/// fixing must never turn a file that parses into one that does not, and the server's part-wise
/// analysis, fresh or re-used after the text moved, must say exactly what the whole-file one says.
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
    let partwise = Engine(documentCache: DocumentCache())
    for version in [text, "//\n" + text] {
        let whole = version == text ? analysis : engine.analyze(version, path: "Fuzz.swift")
        precondition(dump(partwise.analyze(version, path: "Fuzz.swift")) == dump(whole), "the part-wise analysis differs")
    }
    let fixed = engine.fixAll(text, path: "Fuzz.swift", includeUnsafe: true)
    if Engine.parses(text) {
        precondition(Engine.parses(fixed.text), "fixing made a parsing file unparsable")
    }
}

/// Everything an analysis says, in a form that compares every field.
func dump(_ analysis: FileAnalysis) -> String {
    String(reflecting: analysis.findings) + String(reflecting: analysis.refactorings) + String(reflecting: analysis.chains)
}

@main
enum FuzzTarget {
    static func main() { FuzzMain.run(checkEngine) }
}
