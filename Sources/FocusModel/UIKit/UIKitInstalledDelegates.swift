import SwiftSyntax

/// Fields given their delegate as they are made: a factory of the app's makes a new instance of a
/// delegate class of the app's own and assigns it, or hands it to a setter of the field's class
/// (`textField.setCustomDelegate(FieldHandler(kind: kind))`, the setter making its parameter the
/// field's delegate). That class, declared once in the module and inheriting from nothing of the
/// app's, then answers the field's Return: with no `textFieldShouldReturn(_:)` and no action for
/// Return, nothing happens. Anything else (a handler of its own, an assignment under a condition,
/// another delegate given too, a field class answering Return itself) is read as before, or unknown.
///
/// A view holding such fields (a form laid out in a `UIView` its controller shows) says what Return
/// does in each, unless the code of another file naming it gives them a delegate or a Return action
/// (`ClassPart.delegatesOthersInputs`).
struct UIKitInstalledDelegates {
    let project: ProjectContext

    /// Whether Return in a field of class `fieldType` whose delegate assignments are `assignments`
    /// certainly does nothing: each installs a new instance of one class of the app's that
    /// answers no Return.
    func leavesReturnUnanswered(field fieldType: String, assignments: [UIKitTraitCollector.Assignment]) -> Bool {
        guard let first = assignments.first?.installed,
              assignments.allSatisfy({ $0.installed?.type == first.type && !$0.isConditional && !$0.isDynamic })
        else { return false }
        return fieldLeavesReturnToItsDelegate(fieldType, setters: Set(assignments.compactMap(\.installed?.setter))) && answersNoReturn(first.type)
    }

    /// A plain `UITextField` (given its delegate by assignment), or a text field class of the app's,
    /// declared once and straight below `UITextField`, whose only delegate assignments are in
    /// the setters called (`ClassPart.delegateSetters`), answering no Return itself.
    private func fieldLeavesReturnToItsDelegate(_ fieldType: String, setters: Set<String>) -> Bool {
        if fieldType == "UITextField" { return setters.isEmpty }
        let parts = project.symbols.classParts(of: fieldType, in: project.module)
        guard parts.filter(\.declaresClass).count == 1, parts.allSatisfy({ $0.superclass == nil || $0.superclass == "UITextField" }) else { return false }
        let declared = parts.filter(\.declaresClass).flatMap(\.delegateSetters)
        return setters.isSubset(of: declared) && !parts.contains { part in
            part.methods.contains(UIKitModelBuilder.shouldReturn) || part.handlesReturnEvents || part.hidesCaret
                || part.assignsDelegates && !(part.declaresClass && part.assignsDelegatesOnlyInSetters)
        }
    }

    /// Whether an instance of class `type`, as a field's delegate, leaves Return unanswered: no
    /// `textFieldShouldReturn(_:)` and no action for Return in any part of it.
    private func answersNoReturn(_ type: String) -> Bool {
        let parts = project.symbols.classParts(of: type, in: project.module)
        return parts.filter(\.declaresClass).count == 1 && parts.allSatisfy { $0.superclass == nil }
            && !parts.contains { $0.handlesReturnEvents || $0.methods.contains(UIKitModelBuilder.shouldReturn) }
    }

    /// The methods of `declaration` of one parameter that make it the class's delegate
    /// (`delegate = handler`, `self.delegate = handler`, unconditionally), and whether every
    /// delegate assignment of the class is one of theirs.
    static func setters(of declaration: ClassDeclSyntax) -> (setters: Set<String>, onlyInSetters: Bool) {
        var setters: Set<String> = []
        var inSetters = 0
        for member in declaration.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                  function.signature.parameterClause.parameters.count == 1,
                  let parameter = function.signature.parameterClause.parameters.first else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            let assigned = body.statements.filter { statement in
                guard let sequence = statement.item.as(SequenceExprSyntax.self),
                      let assignment = Assignment(sequence), isOwnDelegate(assignment.target) else { return false }
                return assignment.singleValue?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            }
            if !assigned.isEmpty {
                setters.insert(function.name.text)
                inSetters += assigned.count
            }
        }
        let assignments = declaration.memberBlock.tokens(viewMode: .sourceAccurate).filter { token in
            token.text == "delegate" && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .equal
        }.count
        return (setters, !setters.isEmpty && inSetters == assignments)
    }

    /// The stored properties of `blocks` holding an instance of one type, by name: `factory` →
    /// `FieldFactory` for `private let factory = FieldFactory()` or `let factory: FieldFactory`. A
    /// call of a helper on one (`factory.makeField()`) reaches that type's method.
    static func instanceTypes(in blocks: [MemberBlockSyntax]) -> [String: String] {
        var types: [String: String] = [:]
        for member in blocks.flatMap(\.members) {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                  !UIKitSyntax.isStatic(variable) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name.first?.isLowercase == true else { continue }
                let annotated = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self).flatMap { $0.genericArgumentClause == nil ? $0.name.text : nil }
                // A field is configured as the receiver of its methods, not as a helper's holder.
                if let type = annotated ?? binding.initializer.flatMap({ FieldConfiguratorReader.constructedType($0.value) }),
                   !UIKitClassSyntax.isInputType(type) { types[name] = type }
            }
        }
        return types
    }

    /// The names of the class's button properties named for submitting (`saveButton`,
    /// `registerButton`: `CommitActionFinder.commitWords`).
    static func commitButtons(of syntax: UIKitClassSyntax) -> [Range<Int>] {
        var found: [Range<Int>] = []
        for member in syntax.memberBlocks.flatMap(\.members) {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !UIKitSyntax.isStatic(variable) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.text.hasSuffix("Button") else { continue }
                let words = CommitActionFinder.words(name.text)
                if CommitActionFinder.namesCommit(Array(words.dropLast())) { found.append(name.utf8Offsets) }
            }
        }
        return found
    }

    /// `delegate` or `self.delegate`.
    private static func isOwnDelegate(_ target: ExprSyntax) -> Bool {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "delegate" }
        guard let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "delegate" else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
