import SwiftSyntax

/// The rows of a `ForEach`: which names hold one row's element, so that an `if`/`switch` choosing
/// by it is known to choose per row (one row an email field, the next a password field), not once
/// for the whole view.
extension ViewTreeWalk {
    /// The names a `ForEach`'s content closure binds to each row: `field` in `{ field in … }`,
    /// `item` in `{ $item in … }`.
    static func rowParameters(of call: FunctionCallExprSyntax) -> Set<String> {
        guard let closure = closures(of: call).first, let signature = closure.signature else { return [] }
        var names: Set<String> = []
        switch signature.parameterClause {
        case .simpleInput(let parameters)?:
            for parameter in parameters { names.insert(parameter.name.text) }
        case .parameterClause(let clause)?:
            for parameter in clause.parameters { names.insert((parameter.secondName ?? parameter.firstName).text) }
        case nil:
            break
        }
        return Set(names.map { String($0.drop { $0 == "$" }) }.filter { !$0.isEmpty && $0 != "_" })
    }

    /// Whether `node` reads one of `rowValues` as a variable of its own (`item.kind`, `$item`,
    /// `fields[index]`; not `kind` in `model.kind`).
    static func mentionsRowValue(_ node: some SyntaxProtocol, _ rowValues: Set<String>) -> Bool {
        guard !rowValues.isEmpty else { return false }
        return node.tokens(viewMode: .sourceAccurate).contains { token in
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id else { return false }
            return rowValues.contains(String(token.text.drop { $0 == "$" }))
        }
    }

    /// The names of `child` that a call handing it a row's element holds that element in: the
    /// parameters of its initialiser given one (`SignUpField(field)` with `init(_ entry: Entry)`)
    /// and the properties that initialiser stores it in (`self.entry = entry`, `_text =
    /// State(initialValue: entry.value)`); through a memberwise initialiser, the properties named by
    /// the labels given one (`Row(item: item)`).
    static func rowValues(of child: TypeInfo, at call: FunctionCallExprSyntax, given rowValues: Set<String>) -> Set<String> {
        guard !rowValues.isEmpty else { return [] }
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        guard let initializer = child.initializers.first(where: { initializer in
            let parameters = initializer.signature.parameterClause.parameters
            return parameters.count >= labels.count && zip(parameters, labels).allSatisfy { $0.firstName.text == $1 }
        }) else {
            guard child.initializers.isEmpty else { return [] }
            return Set(arguments.compactMap { argument in
                guard let label = argument.label?.text, child.storedProperties.contains(label),
                      mentionsRowValue(argument.expression, rowValues) else { return nil }
                return label
            })
        }
        var held: Set<String> = []
        for (parameter, argument) in zip(initializer.signature.parameterClause.parameters, arguments)
        where mentionsRowValue(argument.expression, rowValues) {
            held.insert((parameter.secondName ?? parameter.firstName).text)
        }
        guard !held.isEmpty, let body = initializer.body else { return held }
        let collector = AssignmentSequenceCollector(viewMode: .sourceAccurate)
        collector.walk(body)
        for assignment in collector.assignments where assignment.value.contains(where: { mentionsRowValue($0, held) }) {
            let target = assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text
            if let target { held.insert(String(target.drop { $0 == "_" })) }
        }
        return held
    }
}

/// Every assignment (`a = b`) under a node.
private final class AssignmentSequenceCollector: SyntaxVisitor {
    private(set) var assignments: [Assignment] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node) { assignments.append(assignment) }
        return .visitChildren
    }
}
