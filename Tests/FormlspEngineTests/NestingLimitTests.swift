import FormlspEngine
import Testing

/// Hostile nesting must not overflow the stack: swift-syntax's parser lookahead recurses per open
/// bracket, and its visitors per tree level. Each of these inputs crashed formlsp (SIGSEGV, stack
/// overflow) before `NestingLimit`.
@Suite struct NestingLimitTests {
    private static let focusPrelude = "import SwiftUI\nstruct V: View {\n    @FocusState var focus: Bool\n"

    @Test(arguments: [
        ("10,000 nested [", "let x = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)),
        ("10,000 nested generics", "let x: " + String(repeating: "A<", count: 10_000) + "B" + String(repeating: ">", count: 10_000)),
    ])
    func refusesBracketsNestedTooDeep(_ name: String, _ code: String) {
        let text = Self.focusPrelude + code + "\n}\n"
        #expect(NestingLimit.refusal(of: text) != nil, "\(name)")
        #expect(Engine().analyze(text, path: "Deep.swift").findings.isEmpty)
        #expect(!Engine.parses(text), "a file too deep to parse safely is never written")
    }

    @Test func analysesAModifierChainTooLongToVisitWithoutCrashing() {
        let text = Self.focusPrelude + "    var body: some View { TextField(\"a\", text: .constant(\"\")).focused($focus)"
            + String(repeating: ".padding()", count: 10_000) + " }\n}\n"
        #expect(NestingLimit.refusal(of: text) == nil, "the brackets of a chain do not nest")
        #expect(Engine().analyze(text, path: "Chain.swift").findings.isEmpty)
    }

    /// Deep builders and handlers below the limit: the model and every rule get through them.
    @Test func analysesDeeplyNestedBuildersWithoutOverflowing() {
        let depth = 2_000
        let nested = String(repeating: "VStack { ", count: depth) + "TextField(\"A\", text: $a).focused($focus, equals: .a)" + String(repeating: " }", count: depth)
        let handler = String(repeating: "if valid { ", count: depth) + "focus = nil" + String(repeating: " }", count: depth)
        let text = """
            struct Deep: View {
                @FocusState private var focus: Field?
                var body: some View {
                    \(nested)
                    .onSubmit { \(handler) }
                }
            }
            """
        _ = Engine().analyze(text, path: "Deep.swift")
    }

    @Test func leavesRealFormsAlone() {
        let text = Self.focusPrelude + String(repeating: "    // if a < b && c < d {\n    let s = \"((([\"\n    /* { /* [ */ */\n", count: 1_000)
            + "    let generic: Dictionary<String, Array<Set<Int>>> = [:]\n    var body: some View { Form { Section { VStack { HStack { Text(\"a\") } } } } }\n}\n"
        #expect(NestingLimit.refusal(of: text) == nil, "comments, strings, comparisons and ordinary nesting stay far below the limit")
        #expect(Engine.parses(text))
    }
}
