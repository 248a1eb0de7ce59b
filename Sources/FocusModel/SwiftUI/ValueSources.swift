import SwiftSyntax

/// Reads where a view's values come from besides typing: the flags its toggles switch
/// (`Toggle("Use another server", isOn: $usesOwnServer)`), the values its pickers choose, and the
/// values it fills in when another changes (`.onChange(of: key) { relay = parsedRelay(key) }`). A
/// field shown only while a toggle is on is an option the user opts into, as is one shown on a
/// picker's choice; a field the view fills from another is checked, not typed in turn. Neither is
/// a step of the form around it. A field filled only when the other holds its value (`?? ""`) is
/// left empty otherwise, to be typed in turn: it is no filled value.
final class ValueSourceFinder: SyntaxVisitor {
    private var toggled: Set<String> = []
    private var chosen: Set<String> = []
    private var filled: [String: Set<String>] = [:]

    /// Where the values of one view come from besides typing.
    struct Sources {
        /// The last names of the values the view's toggles switch (`usesOwnServer` for `$model.usesOwnServer`).
        var toggled: [String]
        /// The last names of the values its pickers choose: the selection (`kind` for `$kind`), or
        /// what a selection binding's setter assigns (`isAddingCategory` for
        /// `Binding(get: …, set: { isAddingCategory = $0 == -1 })`).
        var chosen: [String]
        /// For each value an `.onChange` closure assigns, the names its watched value reads.
        var filledOnChange: [FilledValue]
    }

    static func sources(of type: TypeInfo) -> Sources {
        let finder = ValueSourceFinder(viewMode: .sourceAccurate)
        for statements in type.properties.values { finder.walk(statements) }
        for method in type.methods.values.joined() { finder.walk(method) }
        let filled = finder.filled.map { FilledValue(value: $0.key, sources: $0.value.sorted()) }
        return Sources(toggled: finder.toggled.sorted(), chosen: finder.chosen.sorted(), filledOnChange: filled.sorted { $0.value < $1.value })
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = ViewTreeWalk.calleeName(ExprSyntax(node))
        if callee == "Toggle", let flag = node.argument(labelled: "isOn"), let name = Self.lastName(flag) {
            toggled.insert(name)
        }
        if callee == "Picker", let selection = node.argument(labelled: "selection") {
            if let name = Self.lastName(selection) {
                chosen.insert(name)
            } else if let binding = selection.as(FunctionCallExprSyntax.self), ViewTreeWalk.calleeName(ExprSyntax(binding)) == "Binding",
                      let setter = binding.argument(labelled: "set")?.as(ClosureExprSyntax.self) {
                let writes = AssignedNames(viewMode: .sourceAccurate)
                writes.walk(setter.statements)
                chosen.formUnion(writes.names)
            }
        }
        if let modifier = node.calledExpression.as(MemberAccessExprSyntax.self), modifier.declName.baseName.text == "onChange",
           let watched = node.argument(labelled: "of"), let closure = node.trailingClosure {
            let reads = Set(watched.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            })
            let writes = AssignedNames(viewMode: .sourceAccurate)
            writes.skipsEmptyFallbacks = true
            writes.walk(closure.statements)
            for written in writes.names where !reads.contains(written) { filled[written, default: []].formUnion(reads) }
        }
        return .visitChildren
    }

    /// `usesOwnServer` for `$usesOwnServer`, `$model.usesOwnServer` or `self.usesOwnServer`.
    static func lastName(_ expression: ExprSyntax) -> String? {
        let spelled = expression.trimmedDescription.filter { $0 != "$" && !$0.isWhitespace }
        guard let last = spelled.split(separator: ".").last, last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(last)
    }
}

/// The last names of what a closure assigns to (`relay` for `model.relay = …`).
private final class AssignedNames: SyntaxVisitor {
    private(set) var names: Set<String> = []
    /// Leave out values filled only when found (`streamId = parsedId(url) ?? ""`): when the source
    /// holds none the field is left empty, for the user to type in turn.
    var skipsEmptyFallbacks = false

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), let name = ValueSourceFinder.lastName(assignment.target),
           !(skipsEmptyFallbacks && Self.fallsBackToEmptyText(assignment.value)) {
            names.insert(name)
        }
        return .visitChildren
    }

    /// `… ?? ""`: the value is empty text unless found.
    private static func fallsBackToEmptyText(_ value: [ExprSyntax]) -> Bool {
        guard value.count >= 3, value[value.count - 2].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              let text = value[value.count - 1].as(StringLiteralExprSyntax.self) else { return false }
        return text.segments.allSatisfy { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty == true }
    }
}
