import SwiftSyntax

/// Reads an enum's `next` member (`var next: Field?` or `func next() -> Field?`): a `switch self`
/// mapping each case to its successor, or `allCases` index arithmetic meaning "the case declared after".
struct SuccessorReader {
    private(set) var successors: [String: EnumInfo.Successor] = [:]
    private(set) var usesIndexArithmetic = false

    /// Names under which focus code asks for the successor.
    static let memberNames: Set<String> = ["next", "nextField", "successor"]

    init?(_ declaration: DeclSyntax) {
        let body: CodeBlockItemListSyntax?
        if let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, Self.memberNames.contains(name),
           case .getter(let statements)? = binding.accessorBlock?.accessors {
            body = statements
        } else if let function = declaration.as(FunctionDeclSyntax.self), Self.memberNames.contains(function.name.text),
                  function.signature.parameterClause.parameters.isEmpty {
            body = function.body?.statements
        } else {
            return nil
        }
        guard let body else { return nil }
        let text = body.compactText
        usesIndexArithmetic = text.contains("allCases") && text.contains("+1")
        if let switchExpr = body.first.flatMap(Self.switchOverSelf) {
            for caseClause in switchExpr.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
                guard case .case(let label) = caseClause.label, let result = Self.result(of: caseClause.statements) else { continue }
                for item in label.caseItems {
                    if let name = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                        successors[name] = result
                    }
                }
            }
        }
    }

    private static func switchOverSelf(_ item: CodeBlockItemSyntax) -> SwitchExprSyntax? {
        let expression: ExprSyntax?
        switch item.item {
        case .expr(let expr): expression = expr
        case .stmt(let stmt): expression = stmt.as(ExpressionStmtSyntax.self)?.expression ?? stmt.as(ReturnStmtSyntax.self)?.expression
        default: expression = nil
        }
        guard let switchExpr = expression?.as(SwitchExprSyntax.self), switchExpr.subject.trimmedDescription == "self" else { return nil }
        return switchExpr
    }

    /// `return .b`, `.b`, `return nil`, `nil`.
    private static func result(of statements: CodeBlockItemListSyntax) -> EnumInfo.Successor? {
        guard statements.count == 1, let item = statements.first else { return nil }
        let expression: ExprSyntax?
        switch item.item {
        case .expr(let expr): expression = expr
        case .stmt(let stmt): expression = stmt.as(ReturnStmtSyntax.self)?.expression
        default: expression = nil
        }
        guard let expression else { return nil }
        if expression.is(NilLiteralExprSyntax.self) { return .end }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return .value(member.declName.baseName.text)
        }
        return nil
    }
}
