import SwiftSyntax

/// Reads the functions of a file that configure text inputs (`FieldConfigurator`): free functions,
/// methods and static helpers with an input parameter, methods of an extension of an input type,
/// and factories returning a configured input. One walk of the declaration skeleton; only those
/// functions' bodies are entered.
enum FieldConfiguratorReader {
    /// The traits whose assignments a call site takes over.
    static let traits: Set<String> = ["returnKeyType", "keyboardType", "delegate", "inputView", "inputAccessoryView"]

    /// The names inside `function`'s body that stand for what it configures (input parameters, the
    /// returned local, `self` in an input type's extension): assignments to them are the function's
    /// effect, applied at its call sites, not an assignment to some unknown input.
    /// `builtInputs`: the stored input properties of the declaring type, which a builder's step that
    /// returns `self` configures for the chain's end.
    static func subjectNames(
        of function: FunctionDeclSyntax, ownerIsInput: Bool, builtInputs: Set<String> = []
    ) -> [String: FieldConfigurator.Subject] {
        var subjects: [String: FieldConfigurator.Subject] = [:]
        if !builtInputs.isEmpty, !isStatic(function), let body = function.body, returnsOnlySelf(body) {
            for name in builtInputs { subjects[name] = .built }
        }
        for (index, parameter) in function.signature.parameterClause.parameters.enumerated() where isInputType(parameter.type) {
            subjects[(parameter.secondName ?? parameter.firstName).text] = .parameter(index)
        }
        if ownerIsInput, !isStatic(function) { subjects["self"] = .receiver }
        if let returned = function.signature.returnClause?.type, isInputType(returned), let body = function.body,
           let local = returnedLocal(of: body) {
            subjects[local] = .returned
        }
        return subjects
    }

    /// The configurator `function` is, declared in `owner` (nil at file level); nil when it
    /// configures nothing.
    static func configurator(
        of function: FunctionDeclSyntax, owner: String?, ownerIsInput: Bool, builtInputs: Set<String> = []
    ) -> FieldConfigurator? {
        guard let body = function.body else { return nil }
        if let handedOut = handedOutInput(of: function, builtInputs: builtInputs) {
            let parameters = function.signature.parameterClause.parameters
            return FieldConfigurator(
                owner: owner, name: function.name.text, labels: parameters.map(\.firstName.text),
                defaulted: parameters.map { $0.defaultValue != nil }, returnedType: handedOut, effects: [:], endsABuild: true
            )
        }
        let subjects = subjectNames(of: function, ownerIsInput: ownerIsInput, builtInputs: builtInputs)
        guard !subjects.isEmpty else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        let parameterIndex = Dictionary(
            parameters.enumerated().map { ((($1.secondName ?? $1.firstName).text), $0) }, uniquingKeysWith: { first, _ in first }
        )
        let reader = AssignmentReader(
            subjects: subjects, parameters: parameterIndex, ownerIsInput: ownerIsInput && !isStatic(function), made: madeInstances(in: body)
        )
        reader.walk(body)
        let effects = reader.effects.filter { !$0.value.isEmpty }
        guard !effects.isEmpty else { return nil }
        let returned = function.signature.returnClause.map { UIKitSyntax.trimming($0.type.compactText, ["!", "?"]) }
        return FieldConfigurator(
            owner: owner, name: function.name.text, labels: parameters.map(\.firstName.text),
            defaulted: parameters.map { $0.defaultValue != nil },
            returnedType: effects[.returned] != nil ? returned : nil, effects: effects
        )
    }

    static func isInputType(_ type: TypeSyntax) -> Bool {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return UIKitClassSyntax.isInputType(UIKitSyntax.trimming(type.compactText, ["!", "?"]))
    }

    /// The stored input properties of a type's declaration (`private let field = UITextField()`,
    /// `var field: UITextField`), which its builder steps configure.
    static func storedInputs(of members: MemberBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !UIKitSyntax.isStatic(variable) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let constructed = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.compactText
                if binding.typeAnnotation.map({ isInputType($0.type) }) ?? constructed.map(UIKitClassSyntax.isInputType) ?? false {
                    names.insert(name)
                }
            }
        }
        return names
    }

    /// A builder's last call: a method returning one of `builtInputs` (`return field`, or `field`
    /// alone), declared to return an input type; the input's type.
    private static func handedOutInput(of function: FunctionDeclSyntax, builtInputs: Set<String>) -> String? {
        guard !builtInputs.isEmpty, !isStatic(function), let type = function.signature.returnClause?.type, isInputType(type),
              let statements = function.body?.statements, statements.count == 1 else { return nil }
        let item = statements.first?.item
        let expression = item?.as(ReturnStmtSyntax.self)?.expression ?? item?.as(ExprSyntax.self)
        let name = expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression?.as(MemberAccessExprSyntax.self).flatMap { member in
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member.declName.baseName.text : nil
            }
        guard let name, builtInputs.contains(name) else { return nil }
        return UIKitSyntax.trimming(type.compactText, ["!", "?"])
    }

    /// Every `return` of the body returns `self`, and there is one: a builder's step.
    private static func returnsOnlySelf(_ body: CodeBlockSyntax) -> Bool {
        let returns = body.statements.compactMap { $0.item.as(ReturnStmtSyntax.self) }
        return !returns.isEmpty && returns.allSatisfy { $0.expression?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
    }

    private static func isStatic(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// The locals of the body's top level made as a new instance of a type (`let handler =
    /// FieldHandler(kind: kind)`), with the type's name: the delegates a factory may install.
    private static func madeInstances(in body: CodeBlockSyntax) -> [String: String] {
        var made: [String: String] = [:]
        for statement in body.statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value, let type = constructedType(value) else { continue }
                made[name] = type
            }
        }
        return made
    }

    /// `FieldHandler` for `FieldHandler(kind: kind)`: a call of a type's name (capitalised), with no closure.
    static func constructedType(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isUppercase == true else { return nil }
        return name
    }

    /// The local every `return` of the body returns, declared at the body's top level: `textField`
    /// in `let textField = UITextField(); …; return textField`.
    private static func returnedLocal(of body: CodeBlockSyntax) -> String? {
        let locals = Set(body.statements.compactMap { $0.item.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
            .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        let returns = body.statements.compactMap { $0.item.as(ReturnStmtSyntax.self) }
        guard returns.count == 1, let name = returns[0].expression.flatMap({ $0.as(DeclReferenceExprSyntax.self) })?.baseName.text,
              locals.contains(name) else { return nil }
        return name
    }
}

/// Every function of a file that configures an input, with the type declaring it.
final class ConfiguratorCollector: SkeletonVisitor {
    private(set) var configurators: [FieldConfigurator] = []
    /// The enclosing types, each with its stored input properties (for a builder's steps).
    private var owners: [(name: String, builtInputs: Set<String>)] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, builtInputs: FieldConfiguratorReader.storedInputs(of: node.memberBlock))
    }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, builtInputs: FieldConfiguratorReader.storedInputs(of: node.memberBlock))
    }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.compactText.split(separator: ".").last.map(String.init) ?? "")
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let owner = owners.last
        let ownerIsInput = owner.map { UIKitClassSyntax.isInputType($0.name) } ?? false
        // An input type's own stored inputs are views it holds, not a field it builds.
        let builtInputs = ownerIsInput ? [] : owner?.builtInputs ?? []
        if let configurator = FieldConfiguratorReader.configurator(of: node, owner: owner?.name, ownerIsInput: ownerIsInput, builtInputs: builtInputs) {
            configurators.append(configurator)
        }
        return .skipChildren
    }

    private func enter(_ name: String, builtInputs: Set<String> = []) -> SyntaxVisitorContinueKind {
        owners.append((name, builtInputs))
        return .visitChildren
    }
}

/// The trait assignments of one function body, per subject.
private final class AssignmentReader: SyntaxVisitor {
    let subjects: [String: FieldConfigurator.Subject]
    let parameters: [String: Int]
    /// Bare `returnKeyType = .next` assigns the receiver's trait.
    let assignsReceiverImplicitly: Bool
    /// The body's locals made as new instances, with their types (`madeInstances(in:)`).
    let made: [String: String]
    private(set) var effects: [FieldConfigurator.Subject: FieldConfigurator.Effect] = [:]

    init(subjects: [String: FieldConfigurator.Subject], parameters: [String: Int], ownerIsInput: Bool, made: [String: String] = [:]) {
        self.subjects = subjects
        self.parameters = parameters
        assignsReceiverImplicitly = ownerIsInput
        self.made = made
        super.init(viewMode: .sourceAccurate)
    }

    /// Nested functions are not run by the call.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), let (subject, trait) = target(assignment.target) else { return .visitChildren }
        let assigned = assignment.singleValue.map { value(of: $0, madeInstance: trait == "delegate") } ?? .computed
        record(trait, assigned, of: subject, at: Syntax(node))
        return .visitChildren
    }

    /// `field.setCustomDelegate(handler)`: a method of the input's class named for setting its
    /// delegate, handed one value. Whether the class's method of that name does assign its
    /// delegate is the class's to say (`ClassPart.delegateSetters`), where the call is read.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let subject = subjects[Self.subjectName(base) ?? ""], Self.namesDelegateSetter(member.declName.baseName.text),
              node.arguments.count == 1, node.trailingClosure == nil, let argument = node.arguments.first
        else { return .visitChildren }
        let installed: FieldConfigurator.Value = switch value(of: argument.expression, madeInstance: true) {
        case .instance(let type, _): .instance(type: type, setter: member.declName.baseName.text)
        default: .computed
        }
        record("delegate", installed, of: subject, at: Syntax(node))
        return .visitChildren
    }

    /// `setDelegate`, `setCustomDelegate`: `set…Delegate`.
    static func namesDelegateSetter(_ name: String) -> Bool {
        name.hasPrefix("set") && name.hasSuffix("Delegate")
    }

    private func record(_ trait: String, _ value: FieldConfigurator.Value, of subject: FieldConfigurator.Subject, at node: Syntax) {
        switch condition(of: node) {
        case .none:
            // An unconditional assignment overrides what earlier cases assigned.
            var effect = effects[subject, default: .init()]
            effect.traits[trait] = value
            for name in effect.cases.keys { effect.cases[name]?[trait] = nil }
            effects[subject] = effect
        case .cases(let selector, let names):
            var effect = effects[subject, default: .init()]
            if effect.selector == nil || effect.selector == selector {
                effect.selector = selector
                for name in names { effect.cases[name, default: [:]][trait] = value }
            } else {
                effect.traits[trait] = .computed
            }
            effects[subject] = effect
        case .undecidable:
            effects[subject, default: .init()].traits[trait] = .computed
        }
    }

    /// `field.returnKeyType`, `self.field.returnKeyType` (a builder's stored field), `self.returnKeyType`,
    /// bare `returnKeyType` in an input's extension.
    private func target(_ expression: ExprSyntax) -> (FieldConfigurator.Subject, String)? {
        if let member = expression.as(MemberAccessExprSyntax.self), FieldConfiguratorReader.traits.contains(member.declName.baseName.text),
           let base = member.base, let subject = subjects[Self.subjectName(base) ?? ""] {
            return (subject, member.declName.baseName.text)
        }
        if assignsReceiverImplicitly, let reference = expression.as(DeclReferenceExprSyntax.self),
           FieldConfiguratorReader.traits.contains(reference.baseName.text) {
            return (.receiver, reference.baseName.text)
        }
        return nil
    }

    /// `field`, or `self.field` for a stored property.
    private static func subjectName(_ base: ExprSyntax) -> String? {
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = base.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName.baseName.text
    }

    /// `madeInstance`: a new instance of a type (a delegate) is told from any other computed value.
    private func value(of expression: ExprSyntax, madeInstance: Bool) -> FieldConfigurator.Value {
        if let reference = expression.as(DeclReferenceExprSyntax.self), let index = parameters[reference.baseName.text] {
            return .argument(index)
        }
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return .declaringInstance }
        if madeInstance, let type = FieldConfiguratorReader.constructedType(expression)
            ?? expression.as(DeclReferenceExprSyntax.self).flatMap({ made[$0.baseName.text] }) {
            return .instance(type: type, setter: nil)
        }
        return UIKitTraitCollector.literal(expression).map(FieldConfigurator.Value.literal) ?? .computed
    }

    private enum Condition {
        case none
        /// Inside `case .a, .b:` of `switch parameter`, and nothing else conditional.
        case cases(selector: Int, names: [String])
        case undecidable
    }

    private func condition(of node: Syntax) -> Condition {
        var found = Condition.none
        var current = node.parent
        while let scope = current, !scope.is(FunctionDeclSyntax.self) {
            if let clause = scope.as(SwitchCaseSyntax.self), let switchExpr = clause.parent?.parent?.as(SwitchExprSyntax.self),
               case .none = found, let selector = switchExpr.subject.as(DeclReferenceExprSyntax.self).flatMap({ parameters[$0.baseName.text] }),
               let names = Self.caseNames(of: clause) {
                found = .cases(selector: selector, names: names)
            } else if scope.is(IfExprSyntax.self) || scope.is(SwitchExprSyntax.self) && !isSelectorSwitch(scope, found)
                || scope.is(GuardStmtSyntax.self) || scope.is(TernaryExprSyntax.self) || scope.is(ClosureExprSyntax.self)
                || scope.is(ForStmtSyntax.self) || scope.is(WhileStmtSyntax.self) || scope.is(SwitchCaseSyntax.self) {
                return .undecidable
            }
            current = scope.parent
        }
        return found
    }

    /// The switch whose clause gave `found`.
    private func isSelectorSwitch(_ scope: Syntax, _ found: Condition) -> Bool {
        guard case .cases = found, let switchExpr = scope.as(SwitchExprSyntax.self) else { return false }
        return switchExpr.subject.as(DeclReferenceExprSyntax.self).flatMap { parameters[$0.baseName.text] } != nil
    }

    /// `.password`, `.newPassword` of `case .password, .newPassword:`; `default` for the default clause.
    private static func caseNames(of clause: SwitchCaseSyntax) -> [String]? {
        switch clause.label {
        case .default: return ["default"]
        case .case(let label):
            var names: [String] = []
            for item in label.caseItems {
                guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                      let member = pattern.expression.as(MemberAccessExprSyntax.self) else { return nil }
                names.append(member.declName.baseName.text)
            }
            return names
        }
    }
}
