import FocusRules
import FormlspEngine
import SwiftParser
import SwiftSyntax
import Testing

@Suite struct DocumentCacheTests {
    static let form = """
        import SwiftUI

        struct SignUpView: View {
            enum Field { case name, email }
            @FocusState private var focus: Field?
            @State private var name = ""
            @State private var email = ""

            var body: some View {
                TextField("Name", text: $name)
                    .focused($focus, equals: .name)
                    .submitLabel(.next)
                TextField("Email", text: $email)
                    .focused($focus, equals: .email)
                Button("Sign up") {}
            }
        }

        """

    /// A re-used parse must be the very tree a fresh parse of the new text gives.
    private func expectSameTree(_ cache: DocumentCache, _ text: String, path: String = "/p/Form.swift", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let tree = cache.tree(of: text, path: path)
        #expect(tree.description == text, sourceLocation: sourceLocation)
        #expect(tree.debugDescription == Parser.parse(source: text).debugDescription, sourceLocation: sourceLocation)
    }

    @Test func typingAndDeletingGiveTheTreesOfFreshParses() {
        let cache = DocumentCache()
        var text = Self.form
        expectSameTree(cache, text)
        for (needle, typed) in [(".name)", "x"), ("Field?", "?"), ("var body", "\n    var extra = 1\n"), ("import", "@")] {
            let at = text.range(of: needle)!.upperBound
            text.insert(contentsOf: typed, at: at)
            expectSameTree(cache, text)
            text.removeSubrange(at..<text.index(at, offsetBy: typed.count))
            expectSameTree(cache, text)
        }
    }

    @Test func editsAtBothEndsAndAcrossMultiByteCharactersReuseCorrectly() {
        let cache = DocumentCache()
        var text = Self.form
        expectSameTree(cache, text)
        text = "// é 🇸🇪\n" + text
        expectSameTree(cache, text)
        text = text.replacingOccurrences(of: "🇸🇪", with: "🇳🇴")
        expectSameTree(cache, text)
        text += "let tail = \"ü\""
        expectSameTree(cache, text)
        expectSameTree(cache, text)
        expectSameTree(cache, "")
        expectSameTree(cache, Self.form)
    }

    @Test func documentsAreKeptApartByPath() {
        let cache = DocumentCache()
        expectSameTree(cache, Self.form, path: "/p/A.swift")
        expectSameTree(cache, "struct B {}\n", path: "/p/B.swift")
        expectSameTree(cache, Self.form + "struct C {}\n", path: "/p/A.swift")
        cache.forget(path: "/p/A.swift")
        expectSameTree(cache, "struct A {}\n", path: "/p/A.swift")
    }

    @Test func aFullCacheForgetsTheLeastRecentlyParsedDocument() {
        let cache = DocumentCache(capacity: Self.form.utf8.count * 2)
        for name in ["A", "B", "C", "A", "D"] {
            expectSameTree(cache, Self.form + "struct \(name) {}\n", path: "/p/\(name).swift")
        }
        expectSameTree(cache, Self.form + "struct B2 {}\n", path: "/p/B.swift")
    }

    @Test func anEngineWithACacheFindsWhatOneWithoutFinds() {
        let cached = Engine(documentCache: DocumentCache())
        let plain = Engine()
        for typed in ["", "x", "", "y"] {
            let text = Self.form.replacingOccurrences(of: ".next", with: ".next" + typed)
            let expected = plain.analyze(text, path: "/p/Form.swift").findings.map { "\($0.rule.rawValue) \($0.range)" }
            #expect(!expected.isEmpty)
            #expect(cached.analyze(text, path: "/p/Form.swift").findings.map { "\($0.rule.rawValue) \($0.range)" } == expected)
        }
    }
}

@Suite struct CodeStyleTests {
    @Test func indentationIsTheMostCommonStep() {
        #expect(CodeStyle(detectingIn: "a {\n  b {\n    c\n  }\n}\n").indentUnit == "  ")
        #expect(CodeStyle(detectingIn: "a {\n    b\n\n   \n}\n").indentUnit == "    ")
        #expect(CodeStyle(detectingIn: "a {\n\tb {\n\t\tc\n\t}\n}\n").indentUnit == "\t")
        #expect(CodeStyle(detectingIn: "").indentUnit == "    ")
    }

    @Test func lineEndingIsCRLFWhenMostLinesUseIt() {
        #expect(CodeStyle(detectingIn: "a\r\n  b\r\nc\n").lineEnding == "\r\n")
        #expect(CodeStyle(detectingIn: "a\r\nb\nc\n").lineEnding == "\n")
        #expect(CodeStyle(detectingIn: "a\r\n   b\r\n   c").indentUnit == "   ")
    }
}
