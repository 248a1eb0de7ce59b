import SwiftSyntax

/// Reads where a view's values come from besides typing: the flags its toggles switch
/// (`Toggle("Use another server", isOn: $usesOwnServer)`) and the values it fills in when another
/// changes (`.onChange(of: key) { relay = parsedRelay(key) }`). A field shown only while a toggle
/// is on is an option the user opts into; a field the view fills from another is checked, not
/// typed in turn. Neither is a step of the form around it.
final class ValueSourceFinder: SyntaxVisitor {
    private var toggled: Set<String> = []
    private var filled: [String: Set<String>] = [:]

    /// The last names of the values `type`'s toggles switch (`usesOwnServer` for `$model.usesOwnServer`),
    /// and for each value an `.onChange` closure assigns, the names its watched value reads.
    static func sources(of type: TypeInfo) -> (toggled: [String], filledOnChange: [FilledValue]) {
        let finder = ValueSourceFinder(viewMode: .sourceAccurate)
        for statements in type.properties.values { finder.walk(statements) }
        for method in type.methods.values.joined() { finder.walk(method) }
        let filled = finder.filled.map { FilledValue(value: $0.key, sources: $0.value.sorted()) }
        return (finder.toggled.sorted(), filled.sorted { $0.value < $1.value })
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if ViewTreeWalk.calleeName(ExprSyntax(node)) == "Toggle", let flag = node.argument(labelled: "isOn"),
           let name = Self.lastName(flag) {
            toggled.insert(name)
        }
        if let modifier = node.calledExpression.as(MemberAccessExprSyntax.self), modifier.declName.baseName.text == "onChange",
           let watched = node.argument(labelled: "of"), let closure = node.trailingClosure {
            let reads = Set(watched.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            })
            let writes = AssignedNames(viewMode: .sourceAccurate)
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

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), let name = ValueSourceFinder.lastName(assignment.target) { names.insert(name) }
        return .visitChildren
    }
}
