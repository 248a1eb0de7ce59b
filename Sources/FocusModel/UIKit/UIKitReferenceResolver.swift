import SwiftSyntax

/// What an expression in a UIKit class stands for.
enum UIKitReference: Hashable {
    /// A text-input property of the class.
    case input(String)
    /// Some other view or value with a stable name: `view`, `stackView`, `self`.
    case named(String)
    /// Cannot be told statically: `fields[index + 1]`, `view.viewWithTag(…)`, a helper's parameter.
    case unknown
}

/// Resolves expressions to the class's text inputs by looking outwards from where they are written:
/// `self.emailField`, `$0` inside `[a, b].forEach { … }`, the loop variable of `for field in fields`,
/// the local `textField` of a `lazy var emailField: UITextField = { … }()` configuration closure.
struct UIKitReferenceResolver {
    let syntax: UIKitClassSyntax

    /// Every reference `expression` may stand for; an array literal stands for each element in order.
    func resolve(_ expression: ExprSyntax) -> [UIKitReference] {
        if let known = syntax.resolutions.references[expression.id] { return known }
        let references = resolve(expression, depth: 0)
        syntax.resolutions.references[expression.id] = references
        return references
    }

    private func resolve(_ expression: ExprSyntax, depth: Int) -> [UIKitReference] {
        guard depth < 8 else { return [.unknown] }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return resolve(unwrapped.expression, depth: depth + 1) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return resolve(chained.expression, depth: depth + 1) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return resolve(only.expression, depth: depth + 1)
        }
        if let cast = expression.as(AsExprSyntax.self) { return resolve(cast.expression, depth: depth + 1) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) { return resolve(elements[0], depth: depth + 1) }
            return [.unknown]
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { resolve($0.expression, depth: depth + 1) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return lookUp(reference.baseName.text, from: Syntax(reference), depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return [.unknown] }
            // `self?.field` and `self!.field` in a closure holding `self` weakly are the property too.
            let receiver = Self.unwrapped(base)
            if receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) || isUnretainedSelf(receiver, depth: depth) {
                return property(name, depth: depth)
            }
            if UIKitSyntax.namesWrappedField(name) {
                let wrappers = resolve(base, depth: depth + 1).filter(isWrapperInput)
                if !wrappers.isEmpty { return wrappers }
            }
            // `cell.valueField` in a method making an input property hold it (`lastNameField = cell.valueField`).
            return UIKitAdoptedFields(syntax: syntax).inputs(for: member) ?? [.unknown]
        }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
            // `fields[i]` in `for i in 0..<fields.count`: each element in turn.
            if everyIndexLoop(of: subscripted) != nil { return resolve(subscripted.calledExpression, depth: depth + 1) }
            return element(of: subscripted.calledExpression, depth: depth)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               ["enumerated", "reversed"].contains(member.declName.baseName.text) {
                return resolve(base, depth: depth + 1)
            }
            if let owner = constructedInput(call) { return [.input(owner)] }
            if let type = Self.constructedOther(call) { return [.named(type)] }
        }
        return [.unknown]
    }

    /// What the type names of views and objects that are never text inputs end with: a picker
    /// (`UIImagePickerController`, `UIPickerView`), a controller (`ShareVC`), a manager.
    private static let otherObjectSuffixes = [
        "Controller", "VC", "ViewModel", "PickerView", "SearchBar", "Manager", "Session", "Recognizer", "TableView", "CollectionView",
        "WebView", "MapView",
    ]

    /// The type a call constructs (`UIImagePickerController()`, `UIPickerView.init(frame:)`) when its
    /// name says it is no text input: `picker.delegate = self` on a local made so is about that
    /// object, none of the class's fields.
    private static func constructedOther(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression.compactText
        let typeName = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
        guard let first = typeName.first, first.isUppercase, typeName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              !UIKitClassSyntax.isInputType(typeName), otherObjectSuffixes.contains(where: typeName.hasSuffix)
        else { return nil }
        return typeName
    }

    /// Some element of an array (`services[row]`): not a field when the array is known to hold
    /// none, another view or value, its elements named; any field, so unknown, otherwise.
    private func element(of array: ExprSyntax, depth: Int) -> [UIKitReference] {
        let elements = resolve(array, depth: depth + 1)
        // The property itself (or its empty literal): what its declared element type says.
        if let name = Self.propertyName(array), syntax.otherArrays.contains(name), elements.allSatisfy({ $0 == .named(name) }) {
            return [.named(name)]
        }
        let isLiteralOfOthers = elements.count > 1 && elements.allSatisfy { if case .named = $0 { true } else { false } }
        return isLiteralOfOthers ? elements : [.unknown]
    }

    /// `name` or `self.name`: the name of the property an expression may read.
    private static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName.baseName.text
    }

    /// An input of the class whose type is a view of the app's own (`LabeledTextField`), not UIKit's:
    /// what is set on the field it wraps (`nameInput.textField.keyboardType`) is set on it.
    private func isWrapperInput(_ reference: UIKitReference) -> Bool {
        guard case .input(let name) = reference, let input = syntax.inputs.first(where: { $0.name == name }) else { return false }
        return input.typeName != "UITextField" && input.typeName != "UITextView"
    }

    /// A property of the class by name: an input, the elements of an array property, or another name.
    private func property(_ name: String, depth: Int) -> [UIKitReference] {
        if syntax.inputNames.contains(name) { return [.input(name)] }
        if let array = syntax.arrays[name] { return array.elements.flatMap { resolve($0.expression, depth: depth + 1) } }
        if syntax.opaqueArrays.contains(name) { return [.unknown] }
        return [.named(name)]
    }

    /// Whether `reference` names a constant declared in an enclosing block with an array literal
    /// (`let fields = [nameField, emailField]` earlier in the method): a local whose elements, in
    /// order, are those the resolver reads for it. A `var`, a parameter or a closure's or loop's
    /// name of the same spelling in between is no such constant.
    func namesLocalArrayLiteral(_ reference: DeclReferenceExprSyntax) -> Bool {
        let name = reference.baseName.text
        return Self.walkOutward(from: Syntax(reference), name: name, atParameter: false) { scope, child in
            if let closure = scope.as(ClosureExprSyntax.self), Self.closureParameterIndex(name, in: closure) != nil { return false }
            if let loop = scope.as(ForStmtSyntax.self), child.id == loop.body.id, Self.loopBinding(name, in: loop.pattern) != nil { return false }
            if let items = scope.as(CodeBlockItemListSyntax.self), let binding = Self.localBinding(name, in: items, before: child) {
                return binding.isConstant && binding.value?.is(ArrayExprSyntax.self) == true
            }
            return nil
        } ?? false
    }

    /// How far out a name is looked up before it is taken for a property: pathological nesting
    /// (thousands of `else if`) must not make every lookup walk the whole tree.
    private static let maximumLookupSteps = 256

    /// Walks out from `node` through its enclosing scopes, handing `visit` each scope and the child
    /// the walk came from, until `visit` answers. A function declaring a parameter `name` answers
    /// `atParameter`; the type's member block, or `maximumLookupSteps`, ends the walk with nil.
    private static func walkOutward<Answer>(
        from node: Syntax, name: String, atParameter: Answer, _ visit: (_ scope: Syntax, _ child: Syntax) -> Answer?
    ) -> Answer? {
        var child = node
        var current = node.parent
        var steps = 0
        while let scope = current, steps < maximumLookupSteps {
            steps += 1
            if let answer = visit(scope, child) { return answer }
            if let function = scope.as(FunctionDeclSyntax.self),
               function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return atParameter
            }
            if scope.is(MemberBlockSyntax.self) { return nil }
            child = scope
            current = scope.parent
        }
        return nil
    }

    /// The innermost declaration of `name` visible from `node`.
    private func lookUp(_ name: String, from node: Syntax, depth: Int) -> [UIKitReference] {
        if name == "self" { return [.named("self")] }
        let declared = Self.walkOutward(from: node, name: name, atParameter: [UIKitReference.unknown]) { scope, child -> [UIKitReference]? in
            if let closure = scope.as(ClosureExprSyntax.self), let index = Self.closureParameterIndex(name, in: closure) {
                return iteratedElements(of: closure, parameterIndex: index, depth: depth)
            }
            if let loop = scope.as(ForStmtSyntax.self), child.id == loop.body.id, let binds = Self.loopBinding(name, in: loop.pattern) {
                return binds ? resolve(loop.sequence, depth: depth + 1) : [.unknown]
            }
            // `if let cell = element as? FormCell { … }`: the bound value, when it holds fields
            // (another object, `segue.destination as? …`, is named as before).
            if let ifExpression = scope.as(IfExprSyntax.self), child.id == ifExpression.body.id,
               let value = Self.boundValue(name, in: ifExpression.conditions), let fields = fields(in: value, depth: depth) {
                return fields
            }
            if let items = scope.as(CodeBlockItemListSyntax.self) {
                if let value = Self.guardedValue(name, in: items, before: child), let fields = fields(in: value, depth: depth) {
                    return fields
                }
                if let value = Self.localValue(name, in: items, before: child) {
                    return value.map { resolve($0, depth: depth + 1) } ?? [.unknown]
                }
            }
            return nil
        }
        return declared ?? property(name, depth: depth)
    }

    /// For `fields[i]` inside a loop whose `i` takes every position of `fields` in order
    /// (`for i in 0..<fields.count`, `0...fields.count - 1`, `fields.indices`, the position of
    /// `fields.enumerated()`), run through without a `where` clause or `break`: the name of the
    /// position. Nil for any other subscript, or when `i` is bound closer in.
    func everyIndexLoop(of subscripted: SubscriptCallExprSyntax) -> String? {
        guard subscripted.arguments.count == 1, let argument = subscripted.arguments.first, argument.label == nil,
              let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let array = Self.withoutSelf(subscripted.calledExpression)
        let boundByPositionLoop = Self.walkOutward(from: Syntax(subscripted), name: name, atParameter: false) { scope, child in
            if let closure = scope.as(ClosureExprSyntax.self), Self.closureParameterIndex(name, in: closure) != nil { return false }
            if let loop = scope.as(ForStmtSyntax.self), child.id == loop.body.id, loop.pattern.compactText.contains(name) {
                return loop.whereClause == nil && loop.caseKeyword == nil
                    && !loop.body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.break) })
                    && Self.iteratesPositions(of: array, binding: name, in: loop)
            }
            if let items = scope.as(CodeBlockItemListSyntax.self), Self.localBinding(name, in: items, before: child) != nil { return false }
            return nil
        }
        return boundByPositionLoop == true ? name : nil
    }

    /// Whether `loop` binds `name` to each position of the array written `array`, in order.
    private static func iteratesPositions(of array: String, binding name: String, in loop: ForStmtSyntax) -> Bool {
        let sequence = loop.sequence.unwrapped
        if let identifier = loop.pattern.as(IdentifierPatternSyntax.self), identifier.identifier.text == name {
            if let member = sequence.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices", let base = member.base {
                return withoutSelf(base) == array
            }
            guard let range = sequence.as(SequenceExprSyntax.self).map({ Array($0.elements) }), range.count >= 3,
                  range[0].as(IntegerLiteralExprSyntax.self)?.literal.text == "0",
                  let rangeOperator = range[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                  let count = range[2].as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count",
                  let base = count.base, withoutSelf(base) == array else { return false }
            let rest = range.dropFirst(3).map(\.compactText)
            return rangeOperator == "..<" && rest.isEmpty || rangeOperator == "..." && rest == ["-", "1"]
        }
        // `for (i, field) in fields.enumerated()`
        guard let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
              tuple.elements.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
              let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
              let base = member.base else { return false }
        return withoutSelf(base) == array
    }

    /// An expression's text without a leading `self.`: `self.fields` and `fields` name one array.
    private static func withoutSelf(_ expression: ExprSyntax) -> String {
        let text = expression.unwrapped.compactText
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// `owner` in `button.rx.tap.withUnretained(self).bind { owner, _ in … }`: the class itself.
    /// The expression under any `?` and `!` applied to it.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return current
            }
        }
    }

    private func isUnretainedSelf(_ expression: ExprSyntax, depth: Int) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) else { return false }
        return lookUp(reference.baseName.text, from: Syntax(reference), depth: depth + 1) == [.named("self")]
    }

    /// What the parameter of a closure iterates over: `[a, b].forEach { $0… }` gives a and b; the
    /// first parameter of a closure on a chain through `withUnretained(self)` is the class itself.
    private func iteratedElements(of closure: ClosureExprSyntax, parameterIndex: Int, depth: Int) -> [UIKitReference] {
        var node = Syntax(closure).parent
        if node?.is(LabeledExprSyntax.self) == true { node = node?.parent?.parent }
        guard let call = node?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        else { return [.unknown] }
        if parameterIndex == 0, UIKitSyntax.passesUnretainedSelf(base) { return [.named("self")] }
        let iterators = ["forEach", "map", "compactMap", "filter", "enumerated"]
        let configurators = ["then", "with", "apply", "configure", "do"]
        let name = member.declName.baseName.text
        if configurators.contains(name), parameterIndex == 0 { return resolve(base, depth: depth + 1) }
        guard iterators.contains(name) else { return [.unknown] }
        let isEnumerated = base.as(FunctionCallExprSyntax.self)?.calledExpression
            .as(MemberAccessExprSyntax.self)?.declName.baseName.text == "enumerated"
        return parameterIndex == (isEnumerated ? 1 : 0) ? resolve(base, depth: depth + 1) : [.unknown]
    }

    /// A text input constructed inside the initializer of an input property stands for that property.
    private func constructedInput(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression.compactText
        let typeName = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
        // An input type by its name, or the app's own class the property is declared with (a
        // wrapper view the class delegates, `UIKitDelegatedWrappers`).
        let isInput = { (name: String) in
            UIKitClassSyntax.isInputType(typeName) || syntax.inputs.contains { $0.name == name && $0.typeName == typeName }
        }
        var current = call.parent
        while let node = current {
            if let binding = node.as(PatternBindingSyntax.self), binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, syntax.inputNames.contains(name) {
                return isInput(name) ? name : nil
            }
            current = node.parent
        }
        return nil
    }

    private static func closureParameterIndex(_ name: String, in closure: ClosureExprSyntax) -> Int? {
        if name.hasPrefix("$"), let index = Int(name.dropFirst()) { return closure.signature?.parameterClause == nil ? index : nil }
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.firstIndex { $0.name.text == name }.map { list.distance(from: list.startIndex, to: $0) }
        case .parameterClause(let clause)?:
            let names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            return names.firstIndex(of: name)
        case nil: return nil
        }
    }

    /// Whether a `for` pattern binds `name` as the element (true) or as something else (false); nil when it does not bind it.
    private static func loopBinding(_ name: String, in pattern: PatternSyntax) -> Bool? {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return identifier.identifier.text == name ? true : nil }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            guard let index = names.firstIndex(of: name) else { return nil }
            return index == names.count - 1
        }
        return pattern.compactText.contains(name) ? false : nil
    }

    /// The value an optional binding of `name` in `conditions` unwraps (`let name = value`).
    private static func boundValue(_ name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        for element in conditions {
            guard case .optionalBinding(let binding) = element.condition,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            return binding.initializer?.value
        }
        return nil
    }

    /// What an unwrapped value stands for, when it is some field.
    private func fields(in value: ExprSyntax, depth: Int) -> [UIKitReference]? {
        let references = resolve(value, depth: depth + 1)
        return references.contains { if case .input = $0 { true } else { false } } ? references : nil
    }

    /// The value a `guard let name = value` before `child` in `items` unwraps.
    private static func guardedValue(_ name: String, in items: CodeBlockItemListSyntax, before child: Syntax) -> ExprSyntax? {
        for item in items {
            if item.position >= child.position { break }
            if let guardStatement = item.item.as(GuardStmtSyntax.self), let value = boundValue(name, in: guardStatement.conditions) { return value }
        }
        return nil
    }

    /// The initializer of a local `let`/`var` named `name` declared before `child` in `items`:
    /// `.some(nil)` when declared without a value.
    private static func localValue(_ name: String, in items: CodeBlockItemListSyntax, before child: Syntax) -> ExprSyntax?? {
        localBinding(name, in: items, before: child).map(\.value)
    }

    /// The local `let`/`var` named `name` declared before `child` in `items`: whether it is a
    /// `let`, and its initializer.
    private static func localBinding(_ name: String, in items: CodeBlockItemListSyntax, before child: Syntax) -> (isConstant: Bool, value: ExprSyntax?)? {
        for item in items {
            if item.position >= child.position { break }
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return (variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer?.value)
            }
        }
        return nil
    }
}
