import FocusModel
import Foundation
import FocusRules
@testable import FormlspEngine
import SwiftSyntax
import TestSupport
import Testing

/// An editor's documents are analysed part by part, re-using the parts an edit did not touch.
/// Whatever the edits, that must say exactly what a fresh analysis of the whole file says: every
/// finding, fix, refactoring and chain, field by field.
@Suite struct PartwiseAnalysisTests {
    /// Every source the rules and the corpus are tested on, and the samples `make demo` checks.
    static let sources: [(name: String, text: String)] = {
        var sources = CorrectForms.all.map { ($0.name, $0.source) } + BrokenForm.all.map { ($0.name, MarkedText($0.source).text) }
        for rule in RuleRegistry.rules {
            let examples = rule.examples.triggering + rule.examples.nonTriggering + rule.examples.corrections.map(\.before)
            sources += examples.map { ("\(rule.description.id) example", RuleExamples.plain($0)) }
        }
        for folder in ["SwiftUI", "UIKit"] {
            let path = packageRoot + "/Tests/Samples/" + folder
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            sources += names.sorted().filter { $0.hasSuffix(".swift") }.compactMap { name in
                (try? String(contentsOfFile: path + "/" + name, encoding: .utf8)).map { (name, $0) }
            }
        }
        return sources
    }()

    /// Everything an analysis says, in a form that compares every field.
    private func dump(_ analysis: FileAnalysis) -> String {
        String(reflecting: analysis.findings) + String(reflecting: analysis.refactorings) + String(reflecting: analysis.chains)
    }

    @Test func everySourceAnalysedInPartsGivesWhatTheWholeFileGives() {
        #expect(Self.sources.count > 50)
        for (name, text) in Self.sources {
            let partwise = Engine(documentCache: DocumentCache()).analyze(text, path: "/p/\(name).swift")
            #expect(dump(partwise) == dump(Engine().analyze(text, path: "/p/\(name).swift")), "\(name)")
        }
    }

    /// A line added above moves every part: each is re-used, every offset it holds moved.
    @Test func movedPartsAreReusedWithEveryOffsetMoved() {
        for (name, text) in Self.sources {
            let cache = DocumentCache()
            let engine = Engine(documentCache: cache)
            _ = engine.analyze(text, path: "/p/F.swift")
            let analysed = Set(cache.parts(path: "/p/F.swift", project: ProjectContext(path: "/p/F.swift")).keys)
            let moved = "// A comment, é.\n" + text
            let partwise = engine.analyze(moved, path: "/p/F.swift")
            #expect(Set(cache.parts(path: "/p/F.swift", project: ProjectContext(path: "/p/F.swift")).keys).subtracting(analysed).count <= 1, "\(name)")
            #expect(dump(partwise) == dump(Engine().analyze(moved, path: "/p/F.swift")), "\(name)")
        }
    }

    /// One long file of many forms, edited like a person types: characters inserted and deleted,
    /// code pasted and cut, anywhere, including between a class and its extension. After each edit
    /// the analysis, mostly re-used, equals a fresh one.
    @Test func editsAnywhereLeaveTheAnalysisExact() {
        var text = Self.sources.filter { !$0.name.hasSuffix("example") }.map(\.text).joined(separator: "\n\n")
        let cache = DocumentCache()
        let engine = Engine(documentCache: cache)
        let path = "/p/Forms.swift"
        _ = engine.analyze(text, path: path)
        var random = SeededRandom(seed: 7)
        var stepsMostlyReused = 0
        let insertions = ["x", "\n", " ", "}", "{", ".focused($focus, equals: .name)", "\nstruct Extra: View { var body: some View { Text(\"\") } }\n", "// formlsp:disable-next-line missing-focus-transition\n"]
        for step in 0..<40 {
            var bytes = Array(text.utf8)
            let at = random.next(below: bytes.count)
            if step % 3 == 2 {
                bytes.removeSubrange(at..<min(bytes.count, at + random.next(below: 12)))
            } else {
                bytes.insert(contentsOf: Array(insertions[random.next(below: insertions.count)].utf8), at: at)
            }
            guard let edited = String(validating: bytes, as: UTF8.self) else { continue }  // split a character
            text = edited
            let before = Set(cache.parts(path: path, project: ProjectContext(path: path)).keys)
            let partwise = engine.analyze(text, path: path)
            let after = Set(cache.parts(path: path, project: ProjectContext(path: path)).keys)
            #expect(dump(partwise) == dump(Engine().analyze(text, path: path)), "step \(step), edit at byte \(at)")
            if before.intersection(after).count * 2 > after.count { stepsMostlyReused += 1 }
        }
        #expect(stepsMostlyReused > 30)
    }

    static let views = """
        import SwiftUI

        struct LoginView: View {
            enum Field { case email, password }
            @FocusState private var focus: Field?
            var body: some View { EmailRow(title: "Email") }
        }

        struct EmailRow: View {
            let title: String
            var body: some View { Text(title) }
        }

        struct SignUpView: View {
            enum Field { case name }
            @FocusState private var focus: Field?
            var body: some View { Text("") }
        }

        final class PaymentViewController: UIViewController {}

        extension PaymentViewController: UITextFieldDelegate {}

        """

    /// `LoginView` calls `EmailRow`; a class and its extension belong together; each view's own
    /// `Field` is the one it names, so the two views stay apart.
    @Test func partsJoinWhatNamesEachOtherAndKeepApartViewsNestingTheirOwnEnum() {
        #expect(partNames(Self.views) == [["import"], ["LoginView", "EmailRow"], ["SignUpView"], ["PaymentViewController", "PaymentViewController"]])
    }

    /// Names are compared generously: a row naming a `Field` it does not declare may mean either
    /// view's, so it joins every part declaring one.
    @Test func aNameDeclaredInSeveralPartsJoinsThemAll() {
        let row = "struct NameRow: View {\n    @FocusState.Binding var focus: Field?\n    var body: some View { Text(\"\") }\n}\n"
        #expect(partNames(Self.views + row) == [["import"], ["LoginView", "EmailRow", "SignUpView", "NameRow"], ["PaymentViewController", "PaymentViewController"]])
    }

    /// The names each part's items declare, in file order; `import` for an import.
    private func partNames(_ text: String) -> [[String]] {
        let items = SourceFile(text).tree.statements.map { $0 }
        let facts = items.map(ItemFacts.init(of:))
        return FileParts(facts).parts.map { part in
            part.map { index in
                items[index].item.is(ImportDeclSyntax.self) ? "import" : facts[index].ownNames.sorted().joined(separator: ",")
            }
        }
    }
}

/// A small deterministic generator (SplitMix64), so that a failing step can be replayed.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return bound <= 0 ? 0 : Int(mixed % UInt64(bound))
    }
}
