import SwiftSyntax

/// Views that exist for Xcode's canvas only: a view named as a preview helper
/// (`AmountField_PreviewWrapper`, `LoginPreviewContainer`) that a `PreviewProvider` or `#Preview` of
/// its file shows and no other code of the file does. It is a demo (often the same field shown
/// twice, to compare two styles), never shipped UI: none of its forms is checked.
enum PreviewOnlyViews {
    /// The views among `types` that only the file's previews show.
    static func names(in roots: [Syntax], types: [TypeInfo]) -> Set<String> {
        let helpers = Set(types.map(\.name).filter(namesAPreviewHelper))
        guard !helpers.isEmpty else { return [] }
        let references = PreviewReferenceCollector(names: helpers)
        for root in roots { references.walk(root) }
        return references.inPreviews.subtracting(references.elsewhere)
    }

    /// `Foo_Preview…`, or `Preview` with a helper's suffix: the author says it serves previews.
    static func namesAPreviewHelper(_ name: String) -> Bool {
        guard name.contains("Preview") else { return false }
        return name.contains("_Preview") || ["Wrapper", "Container", "Host", "Harness"].contains { name.hasSuffix($0) }
    }
}

/// Where the file names some views: inside its previews, or anywhere else outside the view's own declaration.
private final class PreviewReferenceCollector: SyntaxVisitor {
    let names: Set<String>
    private(set) var inPreviews: Set<String> = []
    private(set) var elsewhere: Set<String> = []
    private var previewDepth = 0
    private var declaring: [String] = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, isPreview: Self.isPreviewProvider(node.inheritanceClause))
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        leave(isPreview: Self.isPreviewProvider(node.inheritanceClause))
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        note(node.baseName.text)
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        note(node.name.text)
        return .visitChildren
    }

    private func enter(_ name: String, isPreview: Bool) {
        declaring.append(name)
        if isPreview { previewDepth += 1 }
    }

    private func leave(isPreview: Bool) {
        declaring.removeLast()
        if isPreview { previewDepth -= 1 }
    }

    private func note(_ name: String) {
        guard names.contains(name), !declaring.contains(name) else { return }
        if previewDepth > 0 { inPreviews.insert(name) } else { elsewhere.insert(name) }
    }

    private static func isPreviewProvider(_ inheritance: InheritanceClauseSyntax?) -> Bool {
        inheritance?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } ?? false
    }
}
