import SwiftSyntax

/// A field another object holds that a method makes an input property of the class hold too:
/// `lastNameField = cell.valueField` in the case of `cellForRowAt` that configures the last-name
/// row. Within that method the cell's field and the property are one object, so what the method
/// sets through the cell (`cell.valueField.returnKeyType = .next`) is set on the property:
/// - in the statements of the adoption (the row's case), or in statements nested in them, on the
///   property adopted there;
/// - in statements around the row cases (`cell.valueField.delegate = self` before the `switch`),
///   on every property adopted in them.
/// Read only where the cell is one local of the method, bound once (`let cell = …`), so that its
/// field is the same object wherever the method names it; anywhere else the field is unknown.
struct UIKitAdoptedFields {
    /// One `property = cell.field` in a method.
    struct Adoption {
        /// `cell.valueField`.
        let path: String
        let input: String
        /// The statement list the assignment is one of.
        let statements: Syntax
    }

    let syntax: UIKitClassSyntax

    /// The inputs `member` (`cell.valueField`) stands for through the adoptions of its method;
    /// nil when it stands for none.
    func inputs(for member: MemberAccessExprSyntax) -> [UIKitReference]? {
        guard let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind != .keyword(.self),
              let function = Self.enclosingFunction(of: Syntax(member)) else { return nil }
        let path = "\(base.baseName.text).\(member.declName.baseName.text)"
        let adoptions = adoptions(in: function).filter { $0.path == path }
        guard !adoptions.isEmpty, Self.bindingCount(of: base.baseName.text, in: function) == 1 else { return nil }
        // The statement lists around the member, innermost first.
        var around: [SyntaxIdentifier] = []
        var current = member.parent
        while let node = current, !node.is(FunctionDeclSyntax.self) {
            if node.is(CodeBlockItemListSyntax.self) { around.append(node.id) }
            current = node.parent
        }
        for list in around {
            let here = adoptions.filter { $0.statements.id == list }
            if !here.isEmpty { return Self.distinct(here.map(\.input)) }
        }
        // Adoptions in statements nested in the member's own: each of those properties.
        guard let innermost = around.first else { return nil }
        let nested = adoptions.filter { adoption in
            var node = adoption.statements.parent
            while let scope = node, !scope.is(FunctionDeclSyntax.self) {
                if scope.id == innermost { return true }
                node = scope.parent
            }
            return false
        }
        return nested.isEmpty ? nil : Self.distinct(nested.map(\.input))
    }

    /// The adoptions of `function`, read once per method.
    private func adoptions(in function: FunctionDeclSyntax) -> [Adoption] {
        if let known = syntax.resolutions.adoptions[function.id] { return known }
        var found: [Adoption] = []
        if let body = function.body {
            for sequence in Syntax(body).descendants(of: SequenceExprSyntax.self) {
                guard let assignment = Assignment(sequence), let value = assignment.singleValue?.unwrapped.as(MemberAccessExprSyntax.self),
                      let owner = value.base?.as(DeclReferenceExprSyntax.self), owner.baseName.tokenKind != .keyword(.self),
                      let input = adoptingInput(assignment.target),
                      let statements = sequence.parent?.parent?.as(CodeBlockItemListSyntax.self)
                else { continue }
                found.append(Adoption(path: "\(owner.baseName.text).\(value.declName.baseName.text)", input: input, statements: Syntax(statements)))
            }
        }
        syntax.resolutions.adoptions[function.id] = found
        return found
    }

    /// The input property an assignment's target names: `lastNameField` or `self.lastNameField`.
    private func adoptingInput(_ target: ExprSyntax) -> String? {
        let name: String?
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            name = nil
        }
        return name.flatMap { syntax.inputNames.contains($0) ? $0 : nil }
    }

    private static func enclosingFunction(of node: Syntax) -> FunctionDeclSyntax? {
        var current = node.parent
        while let scope = current, !scope.is(MemberBlockSyntax.self) {
            if let function = scope.as(FunctionDeclSyntax.self) { return function }
            current = scope.parent
        }
        return nil
    }

    /// How many times `function` binds `name`: as a parameter, a local, an optional binding, a
    /// closure's or a loop's name.
    private static func bindingCount(of name: String, in function: FunctionDeclSyntax) -> Int {
        let parameters = function.signature.parameterClause.parameters.filter { ($0.secondName ?? $0.firstName).text == name }.count
        let patterns = function.body.map { body in
            Syntax(body).descendants(of: IdentifierPatternSyntax.self).filter { $0.identifier.text == name }.count
        } ?? 0
        let closureNames = function.body.map { body in
            Syntax(body).descendants(of: ClosureShorthandParameterSyntax.self).filter { $0.name.text == name }.count
                + Syntax(body).descendants(of: ClosureParameterSyntax.self).filter { ($0.secondName ?? $0.firstName).text == name }.count
        } ?? 0
        return parameters + patterns + closureNames
    }

    private static func distinct(_ names: [String]) -> [UIKitReference] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }.map(UIKitReference.input)
    }
}
