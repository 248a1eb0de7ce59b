import FocusRules
import FormlspEngine
@testable import LanguageServer
import LanguageServerProtocol
import SourceText
import Testing
import TestSupport

@Suite struct ConversionsTests {
    /// The widened diagnostic range for an empty range at 1️⃣, against 2️⃣…3️⃣ expected.
    @Test(arguments: [
        "1️⃣2️⃣x3️⃣yz",
        "ab2️⃣😀1️⃣3️⃣\nc",
        "2️⃣a1️⃣3️⃣",
        "a\r\n1️⃣2️⃣\r\n3️⃣b",
        "a2️⃣\n1️⃣3️⃣",
    ])
    func widensEmptyRangesOverANeighbouringCharacter(_ fixture: String) {
        let marked = MarkedText(fixture)
        let table = LineTable(marked.text)
        let expected = table.lspRange(of: marked["2️⃣"]..<marked["3️⃣"], in: .utf16)
        #expect(table.diagnosticRange(of: marked["1️⃣"]..<marked["1️⃣"], in: .utf16) == expected)
        #expect(!expected.isEmpty)
    }

    @Test func leavesAnEmptyDocumentsRangeEmpty() {
        #expect(LineTable("").diagnosticRange(of: 0..<0, in: .utf16).isEmpty)
    }

    @Test func keepsNonEmptyRangesAndClampsOutOfRangeOnes() {
        let marked = MarkedText("a1️⃣bc2️⃣")
        let table = LineTable(marked.text)
        #expect(table.diagnosticRange(of: marked["1️⃣"]..<marked["2️⃣"], in: .utf16) == table.lspRange(of: 1..<3, in: .utf16))
        #expect(table.diagnosticRange(of: 2..<99, in: .utf16) == table.lspRange(of: 2..<3, in: .utf16))
    }

    @Test(arguments: [
        ("let a = 1", "let b = 1", 4..<5, "b"),
        ("é", "è", 0..<2, "è"),
        ("😀x", "😁x", 0..<4, "😁"),
        ("abc", "abXbc", 2..<2, "Xb"),
        ("same", "same", nil, nil),
    ] as [(String, String, Range<Int>?, String?)])
    func diffsToOneMinimalReplacementOnCharacterBoundaries(_ old: String, _ new: String, _ range: Range<Int>?, _ text: String?) {
        let replacement = Replacement(changing: old, to: new)
        #expect(replacement?.range == range)
        #expect(replacement?.replacement == text)
        if let replacement {
            #expect(Replacement.apply([replacement], to: old) == new)
        }
    }

    @Test func mapsSeverities() {
        #expect(DiagnosticSeverity(Severity.error) == .error)
        #expect(DiagnosticSeverity(Severity.warning) == .warning)
        #expect(DiagnosticSeverity(Severity.info) == .information)
    }
}
