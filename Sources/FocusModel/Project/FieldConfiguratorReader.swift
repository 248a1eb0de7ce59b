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
    static func subjectNames(of function: FunctionDeclSyntax, ownerIsInput: Bool) -> [String: FieldConfigurator.Subject] {
        var subjects: [String: FieldConfigurator.Subject] = [:]
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
    static func configurator(of function: FunctionDeclSyntax, owner: String?, ownerIsInput: Bool) -> FieldConfigurator? {
        guard let body = function.body else { return nil }
        let subjects = subjectNames(of: function, ownerIsInput: ownerIsInput)
        guard !subjects.isEmpty else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        let parameterIndex = Dictionary(
            parameters.enumerated().map { ((($1.secondName ?? $1.firstName).text), $0) }, uniquingKeysWith: { first, _ in first }
        )
        let reader = AssignmentReader(subjects: subjects, parameters: parameterIndex, ownerIsInput: ownerIsInput && !isStatic(function))
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

    private static func isStatic(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
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
    private var owners: [String] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.compactText.split(separator: ".").last.map(String.init) ?? "")
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let owner = owners.last
        let ownerIsInput = owner.map(UIKitClassSyntax.isInputType) ?? false
        if let configurator = FieldConfiguratorReader.configurator(of: node, owner: owner, ownerIsInput: ownerIsInput) {
            configurators.append(configurator)
        }
        return .skipChildren
    }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        owners.append(name)
        return .visitChildren
    }
}

/// The trait assignments of one function body, per subject.
private final class AssignmentReader: SyntaxVisitor {
    let subjects: [String: FieldConfigurator.Subject]
    let parameters: [String: Int]
    /// Bare `returnKeyType = .next` assigns the receiver's trait.
    let assignsReceiverImplicitly: Bool
    private(set) var effects: [FieldConfigurator.Subject: FieldConfigurator.Effect] = [:]

    init(subjects: [String: FieldConfigurator.Subject], parameters: [String: Int], ownerIsInput: Bool) {
        self.subjects = subjects
        self.parameters = parameters
        assignsReceiverImplicitly = ownerIsInput
        super.init(viewMode: .sourceAccurate)
    }

    /// Nested functions are not run by the call.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), let (subject, trait) = target(assignment.target) else { return .visitChildren }
        let value = assignment.singleValue.map(value(of:)) ?? .computed
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
        return .visitChildren
    }

    /// `field.returnKeyType`, `self.returnKeyType`, bare `returnKeyType` in an input's extension.
    private func target(_ expression: ExprSyntax) -> (FieldConfigurator.Subject, String)? {
        if let member = expression.as(MemberAccessExprSyntax.self), FieldConfiguratorReader.traits.contains(member.declName.baseName.text),
           let base = member.base?.as(DeclReferenceExprSyntax.self), let subject = subjects[base.baseName.text] {
            return (subject, member.declName.baseName.text)
        }
        if assignsReceiverImplicitly, let reference = expression.as(DeclReferenceExprSyntax.self),
           FieldConfiguratorReader.traits.contains(reference.baseName.text) {
            return (.receiver, reference.baseName.text)
        }
        return nil
    }

    private func value(of expression: ExprSyntax) -> FieldConfigurator.Value {
        if let reference = expression.as(DeclReferenceExprSyntax.self), let index = parameters[reference.baseName.text] {
            return .argument(index)
        }
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return .declaringInstance }
        return UIKitTraitCollector.literal(expression).map(FieldConfigurator.Value.literal) ?? .computed
    }

    private enum Condition {
        case none
        /// Inside `case .a, .b:` of `switch parameter`, and nothing else conditional.
        case cases(selector: Int, names: [String])
        case undecidable
    }

    private func condition(of node: SequenceExprSyntax) -> Condition {
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
