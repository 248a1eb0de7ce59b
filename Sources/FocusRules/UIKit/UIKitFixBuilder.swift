import FocusModel
import SwiftSyntax

/// Writes the UIKit fixes several rules share: the `switch textField` of `textFieldShouldReturn(_:)`
/// (`UIKitRouting.swift`), `returnKeyType` assignments, and placing lines in `viewDidLoad()`, in a
/// field's configuration closure or as a new member. A fix of one rule is an extension in that
/// rule's file. Every edit is placed by the syntax tree and written in the file's indentation and
/// line endings.
struct UIKitFixBuilder: FixBuilder {
    let file: SourceFile
    let model: FileModel

    var lookup: SyntaxLookup { SyntaxLookup(tree: file.tree) }
    var newline: String { file.style.lineEnding }
    var unit: String { file.style.indentUnit }

    /// The scope a fix edits; none where a superclass routes Return through an array of cells
    /// (a field there may be a cell's, `nameCell.textField`, which `nameCell.returnKeyType` is not).
    func scope(of chain: FocusChain) -> UIKitScope? {
        model.uiKit.scopes.first { $0.chain.declaration == chain.declaration && !$0.returnRoutedBySuperclass }
    }

    // MARK: Labels

    func labelFix(_ label: String, for field: ChainField, in chain: FocusChain) -> Fix? {
        guard let scope = scope(of: chain), let edit = labelEdit(label, for: field, in: scope) else { return nil }
        return Fix(title: "Set `\(field.target).returnKeyType = .\(label)`", applicability: .safe, edits: [edit], isPreferred: true)
    }

    /// Replaces the value of a `returnKeyType` assignment that only this field receives, else adds one
    /// for the field after the statement holding the shared assignment, or in `viewDidLoad()`.
    func labelEdit(_ label: String, for field: ChainField, in scope: UIKitScope) -> Replacement? {
        if let range = field.label?.range, let sequence = lookup.node(SequenceExprSyntax.self, at: range) {
            guard let assignment = Assignment(sequence), let value = assignment.singleValue, let (target, _) = assignment.property else { return nil }
            if Self.namesOnlyField(target, field.target.name) {
                return Replacement(range: value.utf8Offsets, replacement: ".\(label)")
            }
            guard let statement = Self.outermostStatement(of: sequence) else { return nil }
            let indent = file.indentation(ofLineContaining: statement.positionAfterSkippingLeadingTrivia.utf8Offset)
            return Replacement(
                range: Self.empty(at: statement.endPositionBeforeTrailingTrivia.utf8Offset),
                replacement: newline + indent + "\(field.target).returnKeyType = .\(label)"
            )
        }
        return viewDidLoadEdit(["\(field.target).returnKeyType = .\(label)"], in: scope).first
            ?? configurationClosureEdit(field.range) { "\($0).returnKeyType = .\(label)" }
    }

    /// Whether an assignment's receiver is the field alone: `nameField`, `self.nameField`, or the
    /// local of the field's own configuration closure (which only configures that field).
    private static func namesOnlyField(_ receiver: ExprSyntax, _ name: String) -> Bool {
        let text = receiver.compactText
        if text == name || text == "self.\(name)" { return true }
        var current = receiver.parent
        while let node = current {
            if node.is(ForStmtSyntax.self) { return false }
            if let call = node.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "forEach" { return false }
            if let binding = node.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            }
            current = node.parent
        }
        return false
    }

    /// The statement of the enclosing function body that holds `node`.
    private static func outermostStatement(of node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
        var current = Syntax(node).parent
        var statement: CodeBlockItemSyntax?
        while let candidate = current {
            if let item = candidate.as(CodeBlockItemSyntax.self) { statement = item }
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(InitializerDeclSyntax.self) || candidate.is(AccessorDeclSyntax.self) { break }
            current = candidate.parent
        }
        return statement
    }

    // MARK: Configuration closures

    /// A line for the field's own configuration closure (`lazy var f: UITextField = { …; return
    /// textField }()`), written for the closure's local and placed before its `return`: where a view
    /// without `viewDidLoad()` configures its fields.
    func configurationClosureEdit(_ declaration: Range<Int>, line: (String) -> String) -> Replacement? {
        guard let pattern = lookup.node(IdentifierPatternSyntax.self, at: declaration),
              let binding = pattern.parent?.as(PatternBindingSyntax.self),
              let closure = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(ClosureExprSyntax.self),
              let returned = closure.statements.last?.item.as(ReturnStmtSyntax.self),
              let local = returned.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        let offset = returned.positionAfterSkippingLeadingTrivia.utf8Offset
        let lineStart = file.lines.lineStarts[file.lines.line(containing: offset)]
        let indent = file.indentation(ofLineContaining: offset)
        guard file.startsLine(at: offset) else { return nil }
        return Replacement(range: Self.empty(at: lineStart), replacement: indent + line(local) + newline)
    }

    // MARK: Placing code

    /// Appends `lines` to `viewDidLoad()` (so that repeated fixes keep their order), or adds a
    /// `viewDidLoad()` to a view controller that has none.
    func viewDidLoadEdit(_ lines: [String], in scope: UIKitScope) -> [Replacement] {
        guard !lines.isEmpty else { return [] }
        if let range = scope.viewDidLoad, let function = lookup.node(FunctionDeclSyntax.self, at: range), let body = function.body {
            let last = body.statements.last
            let indent = last.map { file.indentation(ofLineContaining: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
                ?? file.indentation(ofLineContaining: function.positionAfterSkippingLeadingTrivia.utf8Offset) + unit
            let offset = (last?.endPositionBeforeTrailingTrivia ?? body.leftBrace.endPositionBeforeTrailingTrivia).utf8Offset
            return [Replacement(range: Self.empty(at: offset), replacement: lines.map { newline + indent + $0 }.joined())]
        }
        guard let declaration = lookup.node(ClassDeclSyntax.self, at: scope.classDeclaration),
              declaration.inheritanceClause?.inheritedTypes.first?.type.compactText.hasSuffix("Controller") == true
        else { return [] }
        let method = ["override func viewDidLoad() {", unit + "super.viewDidLoad()"] + lines.map { unit + $0 } + ["}"]
        return appendMember(method, toDeclarationAt: scope.classDeclaration) ?? []
    }

    /// Appends a member after the last member of the class or extension at `range`.
    func appendMember(_ lines: [String], toDeclarationAt range: Range<Int>) -> [Replacement]? {
        let memberBlock = lookup.node(ClassDeclSyntax.self, at: range)?.memberBlock ?? lookup.node(ExtensionDeclSyntax.self, at: range)?.memberBlock
        guard let memberBlock else { return nil }
        let declarationIndent = file.indentation(ofLineContaining: range.lowerBound)
        let indent = memberBlock.members.first.map { file.indentation(ofLineContaining: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
            ?? declarationIndent + unit
        let anchor = memberBlock.members.last?.endPositionBeforeTrailingTrivia ?? memberBlock.leftBrace.endPositionBeforeTrailingTrivia
        let separator = memberBlock.members.isEmpty ? "" : newline
        let text = separator + lines.map { newline + ($0.isEmpty ? "" : indent + $0) }.joined()
        let closesOnSameLine = memberBlock.members.isEmpty && !memberBlock.rightBrace.leadingTrivia.contains { $0.isNewline }
        return [Replacement(range: Self.empty(at: anchor.utf8Offset), replacement: text + (closesOnSameLine ? newline + declarationIndent : ""))]
    }

    /// `, UITextFieldDelegate` after the class's inherited types (or `: UITextFieldDelegate`).
    func addConformance(to scope: UIKitScope) -> Replacement? {
        guard let declaration = lookup.node(ClassDeclSyntax.self, at: scope.classDeclaration) else { return nil }
        if let last = declaration.inheritanceClause?.inheritedTypes.last {
            return Replacement(range: Self.empty(at: last.type.endPositionBeforeTrailingTrivia.utf8Offset), replacement: ", UITextFieldDelegate")
        }
        let end = (declaration.genericParameterClause?.endPositionBeforeTrailingTrivia ?? declaration.name.endPositionBeforeTrailingTrivia).utf8Offset
        return Replacement(range: Self.empty(at: end), replacement: ": UITextFieldDelegate")
    }

    static func empty(at offset: Int) -> Range<Int> { offset..<offset }
}
