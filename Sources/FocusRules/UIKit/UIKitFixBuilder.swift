import FocusModel
import SwiftSyntax

/// Writes UIKit fixes: the `switch textField` of `textFieldShouldReturn(_:)`, `returnKeyType` and
/// `delegate` assignments in `viewDidLoad()`, and the empty-string guard of a character filter.
/// Every edit is placed by the syntax tree and written in the file's indentation and line endings.
struct UIKitFixBuilder: FixBuilder {
    let file: SourceFile
    let model: FileModel

    private var lookup: SyntaxLookup { SyntaxLookup(tree: file.tree) }
    private var newline: String { file.style.lineEnding }
    private var unit: String { file.style.indentUnit }

    func scope(of chain: FocusChain) -> UIKitScope? {
        model.uiKit.scopes.first { $0.chain.declaration == chain.declaration }
    }

    // MARK: Routing

    func routingFix(for field: ChainField, in chain: FocusChain) -> Fix? {
        guard let scope = scope(of: chain) else { return nil }
        guard let method = scope.shouldReturn else { return insertRouting(in: scope) }
        guard let next = chain.field(after: field), let function = lookup.node(FunctionDeclSyntax.self, at: method),
              let body = function.body, let parameter = function.signature.parameterClause.parameters.first
        else { return nil }
        let textField = (parameter.secondName ?? parameter.firstName).text
        let move = "\(next.target).becomeFirstResponder()"
        if let switchExpression = Self.switchOnParameter(textField, in: body) {
            guard !scope.fields.contains(where: { $0.name == field.target.name && $0.isRoutedFrom }) else { return nil }
            return completeSwitch(switchExpression, adding: field, movingTo: next, in: chain)
        }
        let indent = file.indentation(ofLineContaining: function.positionAfterSkippingLeadingTrivia.utf8Offset) + unit
        let lines = [
            "if \(textField) == \(field.target) {",
            "\(unit)\(move)",
            "\(unit)return true",
            "}",
        ]
        let text = lines.map { newline + indent + $0 }.joined()
        return Fix(
            title: "Route Return from `\(field.target)` to `\(next.target)`", applicability: .unsafe,
            edits: [Replacement(range: Self.empty(at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset), replacement: text)]
        )
    }

    /// A new `textFieldShouldReturn(_:)` routing every field to the next; the last one resigns.
    /// Not offered under a custom superclass, which may implement the method already.
    func insertRouting(in scope: UIKitScope) -> Fix? {
        guard !scope.hasCustomSuperclass else { return nil }
        let routed = scope.chain.fields.filter(\.takesReturn).filter { scope.chain.field(after: $0) != nil }
        guard !routed.isEmpty else { return nil }
        var cases = routed.map { "case \($0.target): \(scope.chain.field(after: $0)!.target).becomeFirstResponder()" }
        cases.append("default: textField.resignFirstResponder()")
        let body = ["switch textField {"] + cases + ["}", "return true"]
        let method = ["func textFieldShouldReturn(_ textField: UITextField) -> Bool {"] + body.map { unit + $0 } + ["}"]
        let addsConformance = !scope.declaresDelegateConformance && !scope.setsDelegateInCode
        let container = addsConformance ? scope.classDeclaration : (scope.delegateExtension ?? scope.classDeclaration)
        guard var edits = appendMember(method, toDeclarationAt: container) else { return nil }
        if addsConformance, let conformance = addConformance(to: scope) { edits.append(conformance) }
        return Fix(title: "Insert `textFieldShouldReturn(_:)` routing Return along the chain", applicability: .unsafe, edits: edits)
    }

    /// Adds `case field: next.becomeFirstResponder()` in chain order: after the case of the field
    /// before it, else before `default`, else last; one line or two, like the cases around it.
    private func completeSwitch(_ switchExpression: SwitchExprSyntax, adding field: ChainField, movingTo next: ChainField, in chain: FocusChain) -> Fix? {
        let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard let firstCase = cases.first, let lastCase = cases.last else { return nil }
        let indent = file.indentation(ofLineContaining: firstCase.positionAfterSkippingLeadingTrivia.utf8Offset)
        let bodyOnNextLine = firstCase.statements.first.map {
            file.lines.line(containing: $0.positionAfterSkippingLeadingTrivia.utf8Offset)
                != file.lines.line(containing: firstCase.positionAfterSkippingLeadingTrivia.utf8Offset)
        } ?? false
        let move = "\(next.target).becomeFirstResponder()"
        let caseText = bodyOnNextLine
            ? "case \(field.target):" + newline + indent + unit + move
            : "case \(field.target): " + move
        let previous = chain.fields.firstIndex { $0.range == field.range }.flatMap { $0 > 0 ? chain.fields[$0 - 1] : nil }
        let previousCase = previous.flatMap { previous in
            cases.first { $0.label.as(SwitchCaseLabelSyntax.self)?.caseItems.contains { Self.names($0.pattern, previous.target.name) } == true }
        }
        let edit: Replacement
        if let previousCase {
            edit = Replacement(range: Self.empty(at: previousCase.endPositionBeforeTrailingTrivia.utf8Offset), replacement: newline + indent + caseText)
        } else if let defaultCase = cases.first(where: { $0.label.is(SwitchDefaultLabelSyntax.self) }) {
            let lineStart = file.lines.lineStarts[file.lines.line(containing: defaultCase.positionAfterSkippingLeadingTrivia.utf8Offset)]
            edit = Replacement(range: Self.empty(at: lineStart), replacement: indent + caseText + newline)
        } else {
            edit = Replacement(range: Self.empty(at: lastCase.endPositionBeforeTrailingTrivia.utf8Offset), replacement: newline + indent + caseText)
        }
        return Fix(title: "Add `case \(field.target): \(move)`", applicability: .safe, edits: [edit], isPreferred: true)
    }

    private static func names(_ pattern: PatternSyntax, _ name: String) -> Bool {
        let text = pattern.trimmedDescription
        return text == name || text == "self.\(name)"
    }

    private static func switchOnParameter(_ name: String, in body: CodeBlockSyntax) -> SwitchExprSyntax? {
        for item in body.statements {
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let switchExpression = expression?.as(SwitchExprSyntax.self), switchExpression.subject.trimmedDescription == name {
                return switchExpression
            }
        }
        return nil
    }

    /// `cField.becomeFirstResponder()` becomes `bField.becomeFirstResponder()`.
    func retargetFix(_ transition: Transition, to field: ChainField, in chain: FocusChain) -> Fix? {
        guard let call = lookup.node(FunctionCallExprSyntax.self, at: transition.range),
              let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return nil }
        return Fix(
            title: "Route through `\(field.target)`", applicability: .unsafe,
            edits: [Replacement(
                range: base.positionAfterSkippingLeadingTrivia.utf8Offset..<base.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: "\(field.target)"
            )]
        )
    }

    // MARK: Labels

    func labelFix(_ label: String, for field: ChainField, in chain: FocusChain) -> Fix? {
        guard let scope = scope(of: chain), let edit = labelEdit(label, for: field, in: scope) else { return nil }
        return Fix(title: "Set `\(field.target).returnKeyType = .\(label)`", applicability: .safe, edits: [edit], isPreferred: true)
    }

    /// Replaces the value of a `returnKeyType` assignment that only this field receives, else adds one
    /// for the field after the statement holding the shared assignment, or in `viewDidLoad()`.
    private func labelEdit(_ label: String, for field: ChainField, in scope: UIKitScope) -> Replacement? {
        if let range = field.label?.range, let assignment = lookup.node(SequenceExprSyntax.self, at: range) {
            let elements = Array(assignment.elements)
            guard elements.count == 3, let target = elements[0].as(MemberAccessExprSyntax.self)?.base else { return nil }
            if Self.namesOnlyField(target, field.target.name) {
                return Replacement(range: elements[2].positionAfterSkippingLeadingTrivia.utf8Offset..<elements[2].endPositionBeforeTrailingTrivia.utf8Offset, replacement: ".\(label)")
            }
            guard let statement = Self.outermostStatement(of: assignment) else { return nil }
            let indent = file.indentation(ofLineContaining: statement.positionAfterSkippingLeadingTrivia.utf8Offset)
            return Replacement(
                range: Self.empty(at: statement.endPositionBeforeTrailingTrivia.utf8Offset),
                replacement: newline + indent + "\(field.target).returnKeyType = .\(label)"
            )
        }
        return viewDidLoadEdit(["\(field.target).returnKeyType = .\(label)"], in: scope).first
    }

    /// Whether an assignment's receiver is the field alone: `nameField`, `self.nameField`, or the
    /// local of the field's own configuration closure (which only configures that field).
    private static func namesOnlyField(_ receiver: ExprSyntax, _ name: String) -> Bool {
        let text = receiver.trimmedDescription
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

    // MARK: Keypads

    /// An `inputAccessoryView` toolbar with a Next button, since a number pad has no Return key.
    func keyboardAccessoryFix(for field: ChainField, in chain: FocusChain) -> Fix? {
        guard let scope = scope(of: chain), let next = chain.field(after: field) else { return nil }
        let toolbar = "\(field.target)Toolbar"
        let lines = [
            "let \(toolbar) = UIToolbar()",
            "\(toolbar).sizeToFit()",
            "\(toolbar).items = [",
            "\(unit)UIBarButtonItem(systemItem: .flexibleSpace),",
            "\(unit)UIBarButtonItem(title: \"Next\", primaryAction: UIAction { [weak self] _ in self?.\(next.target).becomeFirstResponder() }),",
            "]",
            "\(field.target).inputAccessoryView = \(toolbar)",
        ]
        let edits = viewDidLoadEdit(lines, in: scope)
        guard !edits.isEmpty else { return nil }
        return Fix(title: "Add a toolbar with a Next button above the keyboard of `\(field.target)`", applicability: .unsafe, edits: edits)
    }

    // MARK: Delegates and the deletion guard

    /// `field.delegate = self` for each field, in `viewDidLoad()`.
    func delegateFix(for fields: [UIKitField], in scope: UIKitScope) -> Fix? {
        let edits = viewDidLoadEdit(fields.map { "\($0.name).delegate = self" }, in: scope)
        guard !edits.isEmpty else { return nil }
        let names = fields.map { "`\($0.name)`" }.joined(separator: ", ")
        return Fix(title: "Set the delegate of \(names) in `viewDidLoad()`", applicability: .safe, edits: edits, isPreferred: true)
    }

    /// `if string.isEmpty { return true }` at the top of the character filter.
    func deletionFix(for deletion: BlockedDeletion) -> Fix? {
        guard let function = lookup.node(FunctionDeclSyntax.self, at: deletion.method), let body = function.body else { return nil }
        let indent = body.statements.first.map { file.indentation(ofLineContaining: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
            ?? file.indentation(ofLineContaining: function.positionAfterSkippingLeadingTrivia.utf8Offset) + unit
        let guardText = newline + indent + "if \(deletion.replacementName).isEmpty { return true }"
        return Fix(
            title: "Allow deletions: return true for an empty replacement string", applicability: .safe,
            edits: [Replacement(range: Self.empty(at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset), replacement: guardText)],
            isPreferred: true
        )
    }

    // MARK: Refactorings

    func refactorings(for chain: FocusChain) -> [Refactoring] {
        guard let scope = scope(of: chain) else { return [] }
        var result: [Refactoring] = []
        if scope.shouldReturn == nil, let fix = insertRouting(in: scope) {
            result.append(Refactoring(kind: .insertRouting, title: fix.title, applicableRange: scope.classDeclaration, fix: fix))
        }
        if let fix = returnKeyTypesFix(scope) {
            result.append(Refactoring(kind: .setReturnLabels, title: fix.title, applicableRange: scope.classDeclaration, fix: fix))
        }
        let unset = scope.fields.filter { $0.delegate == .unset }
        if !unset.isEmpty, let fix = delegateFix(for: unset, in: scope) {
            result.append(Refactoring(
                kind: .setDelegates, title: "Set delegates in viewDidLoad", applicableRange: scope.classDeclaration, fix: fix
            ))
        }
        return result
    }

    /// `.next` on every field that Return leaves, `.done` on the last; only where that differs.
    private func returnKeyTypesFix(_ scope: UIKitScope) -> Fix? {
        let fields = scope.chain.fields.filter { $0.takesReturn && $0.keyboard?.hasNoReturnKey != true }
        var edits: [Replacement] = []
        var newLines: [String] = []
        for field in fields where field.label?.isDynamic != true {
            let isLast = field.range == fields.last?.range
            let wanted = isLast ? "done" : "next"
            let endingLabels: Set<String> = ["done", "go", "send", "join", "search", "route", "continue"]
            guard field.label?.value != wanted, !(isLast && endingLabels.contains(field.label?.value ?? "")) else { continue }
            if field.label?.range != nil, let edit = labelEdit(wanted, for: field, in: scope) {
                edits.append(edit)
            } else {
                newLines.append("\(field.target).returnKeyType = .\(wanted)")
            }
        }
        edits += viewDidLoadEdit(newLines, in: scope)
        guard !edits.isEmpty else { return nil }
        return Fix(title: "Set return key types along the chain", applicability: .safe, edits: edits)
    }

    // MARK: Placing code

    /// Appends `lines` to `viewDidLoad()` (so that repeated fixes keep their order), or adds a
    /// `viewDidLoad()` to a view controller that has none.
    private func viewDidLoadEdit(_ lines: [String], in scope: UIKitScope) -> [Replacement] {
        guard !lines.isEmpty else { return [] }
        if let range = scope.viewDidLoad, let function = lookup.node(FunctionDeclSyntax.self, at: range), let body = function.body {
            let last = body.statements.last
            let indent = last.map { file.indentation(ofLineContaining: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
                ?? file.indentation(ofLineContaining: function.positionAfterSkippingLeadingTrivia.utf8Offset) + unit
            let offset = (last?.endPositionBeforeTrailingTrivia ?? body.leftBrace.endPositionBeforeTrailingTrivia).utf8Offset
            return [Replacement(range: Self.empty(at: offset), replacement: lines.map { newline + indent + $0 }.joined())]
        }
        guard let declaration = lookup.node(ClassDeclSyntax.self, at: scope.classDeclaration),
              declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription.hasSuffix("Controller") == true
        else { return [] }
        let method = ["override func viewDidLoad() {", unit + "super.viewDidLoad()"] + lines.map { unit + $0 } + ["}"]
        return appendMember(method, toDeclarationAt: scope.classDeclaration) ?? []
    }

    /// Appends a member after the last member of the class or extension at `range`.
    private func appendMember(_ lines: [String], toDeclarationAt range: Range<Int>) -> [Replacement]? {
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
    private func addConformance(to scope: UIKitScope) -> Replacement? {
        guard let declaration = lookup.node(ClassDeclSyntax.self, at: scope.classDeclaration) else { return nil }
        if let last = declaration.inheritanceClause?.inheritedTypes.last {
            return Replacement(range: Self.empty(at: last.type.endPositionBeforeTrailingTrivia.utf8Offset), replacement: ", UITextFieldDelegate")
        }
        let end = (declaration.genericParameterClause?.endPositionBeforeTrailingTrivia ?? declaration.name.endPositionBeforeTrailingTrivia).utf8Offset
        return Replacement(range: Self.empty(at: end), replacement: ": UITextFieldDelegate")
    }

    private static func empty(at offset: Int) -> Range<Int> { offset..<offset }
}
