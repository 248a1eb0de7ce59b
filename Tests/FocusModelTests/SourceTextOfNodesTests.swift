import FocusModel
import SwiftParser
import SwiftSyntax
import Testing

/// `sourceText` stands in for swift-syntax's `trimmedDescription` in the model's hot paths.
@Suite struct SourceTextOfNodesTests {
    @Test func everyNodeReadsAsItsTrimmedDescription() {
        let source = """
            // leading
            @MainActor struct A: SwiftUI.View, Hashable /* trailing */ {
                @FocusState private var focus: FocusState< Field? >.Binding   // note
                init(focus: FocusState<Field?>.Binding) {}
            }
            extension Outer.A {}

            """
        final class Collector: SyntaxAnyVisitor {
            var nodes: [Syntax] = []
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                nodes.append(node)
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: source))
        #expect(collector.nodes.count > 50)
        for node in collector.nodes {
            #expect(node.sourceText == node.trimmedDescription)
        }
    }
}
