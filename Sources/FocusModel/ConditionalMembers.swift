import SwiftSyntax

extension MemberBlockItemListSyntax {
    /// The variables declared in the clauses of the `#if` blocks among these members, nested ones
    /// too (`#if canImport(UIKit) var keyboardType: UIKeyboardType = .default #endif`): stored
    /// properties the memberwise initialiser takes on the platforms that compile them.
    var variablesUnderCompilerConditions: [VariableDeclSyntax] {
        flatMap { member -> [VariableDeclSyntax] in
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
            return conditional.clauses.flatMap { clause -> [VariableDeclSyntax] in
                guard case .decls(let members)? = clause.elements else { return [] }
                return members.compactMap { $0.decl.as(VariableDeclSyntax.self) } + members.variablesUnderCompilerConditions
            }
        }
    }
}
