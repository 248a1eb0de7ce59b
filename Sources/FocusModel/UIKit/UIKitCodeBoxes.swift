import SwiftSyntax

/// Boxes of a code typed one character each (a PIN, a one-time code) in a UIKit class, read from
/// its change handlers: `textField(_:shouldChangeCharactersIn:replacementString:)` and the methods
/// it registers for `.editingChanged`, in code or as the inspector's *Editing Changed* actions.
/// - A box *advances as typed* when a change handler, run for it, focuses another of the class's
///   inputs, and the handler tests whether one character is typed (`count == 1`, `isEmpty`): the user never needs
///   Return to move on (`FocusChain.isCodeEntry` once every box but the last does).
/// - Boxes are *mirrors* when a change handler writes their text (`digit3Field.text = string`)
///   while the user types into another input (a hidden field holding the whole code): nobody types
///   into them, so they are no chain members. Two at least make such a row of boxes.
struct UIKitCodeBoxes {
    private(set) var advancing: Set<String> = []
    private(set) var mirrors: Set<String> = []

    static let shouldChange = "textField(_:shouldChangeCharactersIn:replacementString:)"

    /// `interfaceActions`: the methods the class's interface files connect to its fields'
    /// *Editing Changed* event, by base name.
    init(syntax: UIKitClassSyntax, interfaceActions: Set<String> = []) {
        let handlers = Self.changeHandlers(of: syntax, interfaceActions: interfaceActions)
        guard !handlers.isEmpty else { return }
        let inputs = syntax.inputNames
        var written: Set<String> = []
        for handler in handlers {
            written.formUnion(Self.textsWritten(in: handler, other: inputs))
            guard Self.testsTypedAmount(handler) else { continue }
            for input in inputs.sorted() {
                let effects = ShouldReturnEvaluator.evaluate(handler, for: input, in: syntax)
                if !effects.isUnknown, effects.moves.contains(where: { $0.target.name != input && inputs.contains($0.target.name) }) {
                    advancing.insert(input)
                }
            }
        }
        if written.count >= 2 { mirrors = written }
    }

    /// The class's `shouldChangeCharactersIn` and the methods a `#selector` registered for
    /// `.editingChanged` names, each taking the edited field first.
    private static func changeHandlers(of syntax: UIKitClassSyntax, interfaceActions: Set<String>) -> [FunctionDeclSyntax] {
        var handlers = syntax.method(named: shouldChange).map { [$0] } ?? []
        let finder = EditingChangedTargetFinder(viewMode: .sourceAccurate)
        for block in syntax.memberBlocks { finder.walk(block) }
        for name in finder.actions.union(interfaceActions).sorted() {
            guard let method = syntax.methods[name], method.signature.parameterClause.parameters.count == 1 else { continue }
            handlers.append(method)
        }
        return handlers
    }

    /// Whether the handler tests whether one character is typed: `string.count == 1`,
    /// `text.count > 0`, `text.isEmpty` (a length of ten, a phone number's, is no box's).
    private static func testsTypedAmount(_ handler: FunctionDeclSyntax) -> Bool {
        let tokens = handler.body.map { Array($0.tokens(viewMode: .sourceAccurate)) } ?? []
        return tokens.indices.contains { index in
            if tokens[index].text == "isEmpty" { return true }
            guard tokens[index].text == "count", index + 2 < tokens.count, case .binaryOperator = tokens[index + 1].tokenKind else { return false }
            return ["0", "1"].contains(tokens[index + 2].text)
        }
    }

    /// The inputs among `inputs` whose text the handler sets (`box.text = string`), other than the
    /// field it is handed.
    private static func textsWritten(in handler: FunctionDeclSyntax, other inputs: Set<String>) -> Set<String> {
        let parameter = UIKitSyntax.parameterName(of: handler, at: 0)
        var written: Set<String> = []
        for sequence in handler.body.map({ Syntax($0).descendants(of: SequenceExprSyntax.self) }) ?? [] {
            guard let assignment = Assignment(sequence), let (base, property) = assignment.property, property == "text",
                  let name = FocusReferences.referencedName(base), name != parameter, inputs.contains(name) else { continue }
            written.insert(name)
        }
        return written
    }
}

/// The methods named by `#selector(…)` in calls registering for `.editingChanged`.
private final class EditingChangedTargetFinder: SyntaxVisitor {
    private(set) var actions: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let registers = node.arguments.contains { argument in
            argument.label?.text == "for" && argument.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == "editingChanged" }
        }
        guard registers else { return .visitChildren }
        for argument in node.arguments {
            guard let selector = argument.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
                  let named = selector.arguments.first?.expression else { continue }
            if let reference = named.as(DeclReferenceExprSyntax.self) { actions.insert(reference.baseName.text) }
            if let member = named.as(MemberAccessExprSyntax.self) { actions.insert(member.declName.baseName.text) }
        }
        return .visitChildren
    }
}
