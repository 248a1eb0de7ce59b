@testable import FocusModel
import SwiftParser
import SwiftSyntax
import Testing

/// Several skeleton visitors walked together (`SkeletonVisitor.walk(_:with:)`, how a file's summary
/// and its types are read in one walk) each see what walking alone shows them, in the same order.
@Suite struct SkeletonWalkTests {
    /// Records the declarations it meets, entering and leaving each.
    private final class Recorder: SkeletonVisitor {
        private(set) var seen: [String] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { seen.append("struct \(node.name.text)"); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { seen.append("end \(node.name.text)") }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { seen.append("class \(node.name.text)"); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { seen.append("enum \(node.name.text)"); return .visitChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { seen.append("extension \(node.extendedType.trimmedDescription)"); return .visitChildren }
        override func visitPost(_ node: ExtensionDeclSyntax) { seen.append("end extension") }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { seen.append("func \(node.name.text)"); return .skipChildren }
    }

    private static let source = """
        struct SignUpView: View {
            enum Field { case name, email }
            var body: some View { Text("") }
            func submit() { struct Hidden {} }
        }
        extension SignUpView {
            final class Model { func validate() {} }
        }
        #Preview {
            struct PreviewHost: View { var body: some View { SignUpView() } }
            return PreviewHost()
        }

        """

    @Test func visitorsWalkedTogetherSeeWhatEachSeesAlone() {
        let roots = [Syntax(Parser.parse(source: Self.source))]
        let alone = Recorder(viewMode: .sourceAccurate)
        for root in roots { alone.walk(root) }
        let (first, second) = (Recorder(viewMode: .sourceAccurate), Recorder(viewMode: .sourceAccurate))
        SkeletonVisitor.walk(roots, with: [first, second])

        #expect(alone.seen.contains("struct PreviewHost"), "a preview's view is in the skeleton")
        #expect(!alone.seen.contains("struct Hidden"), "a function's body is not")
        #expect(first.seen == alone.seen)
        #expect(second.seen == alone.seen)
    }
}
