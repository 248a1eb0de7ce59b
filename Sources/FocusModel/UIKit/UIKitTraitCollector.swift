import SwiftSyntax

/// One pass over a class and its extensions collecting what is assigned to its text inputs:
/// `returnKeyType`, `keyboardType`, `delegate`, `inputAccessoryView`, and the controls whose
/// Return is handled by a target action (`.editingDidEndOnExit`) rather than the delegate.
final class UIKitTraitCollector: SyntaxVisitor {
    struct Assignment {
        /// `next`, `numberPad`, `self`; nil when computed at run time.
        let value: String?
        /// The whole `field.returnKeyType = .next` expression.
        let range: Range<Int>
        /// The function or property the assignment is written in: the last one in a context wins.
        let context: Range<Int>
        let isConditional: Bool
        /// Inside `textFieldShouldBeginEditing`/`DidBeginEditing` or a helper they call.
        let isDynamic: Bool
    }

    private let syntax: UIKitClassSyntax
    private let resolver: UIKitReferenceResolver
    private let dynamicMethods: Set<String>

    private(set) var returnKeyTypes: [String: [Assignment]] = [:]
    private(set) var keyboardTypes: [String: [Assignment]] = [:]
    private(set) var delegates: [String: [Assignment]] = [:]
    private(set) var accessories: Set<String> = []
    private(set) var actionHandled: Set<String> = []
    /// Some assignment went to an input we could not identify: the trait may be set on any field.
    private(set) var unresolvedTraits: Set<Trait> = []
    /// A target action or a return key handler handles Return for controls we could not identify.
    private(set) var hasUnresolvedReturnAction = false

    /// The text-input properties whose assignments matter.
    enum Trait: String {
        case returnKeyType, keyboardType, delegate, inputAccessoryView
    }

    init(syntax: UIKitClassSyntax) {
        self.syntax = syntax
        resolver = UIKitReferenceResolver(syntax: syntax)
        dynamicMethods = Self.methodsReachable(
            from: ["textFieldShouldBeginEditing", "textFieldDidBeginEditing"], in: syntax
        )
        super.init(viewMode: .sourceAccurate)
        for block in syntax.memberBlocks { walk(block) }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
              let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base
        else { return .visitChildren }
        guard let trait = Trait(rawValue: target.declName.baseName.text) else { return .visitChildren }
        let references = resolver.resolve(base)
        let inputs = references.compactMap { if case .input(let name) = $0 { name } else { nil } }
        // `searchController.searchBar.delegate = self` is about some other object; a closure
        // parameter, a helper's parameter or `fields[i]` may be any of our inputs.
        let isPropertyOfAnotherObject = base.as(MemberAccessExprSyntax.self).map { $0.base?.compactText != "self" } ?? false
        if references.contains(.unknown), !isPropertyOfAnotherObject { unresolvedTraits.insert(trait) }
        let assignment = Assignment(
            value: elements.count == 3 ? Self.literal(elements[2]) : nil, range: node.utf8Offsets, context: context(of: node),
            isConditional: isConditional(node), isDynamic: isInDynamicMethod(node)
        )
        for input in inputs {
            switch trait {
            case .returnKeyType: returnKeyTypes[input, default: []].append(assignment)
            case .keyboardType: keyboardTypes[input, default: []].append(assignment)
            case .delegate: delegates[input, default: []].append(assignment)
            case .inputAccessoryView: accessories.insert(input)
            }
        }
        return .visitChildren
    }

    /// IQKeyboardManager's return key handler routes Return through every field of the controller.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "IQKeyboardReturnKeyHandler" { hasUnresolvedReturnAction = true }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.base == nil, ["editingDidEndOnExit", "primaryActionTriggered"].contains(node.declName.baseName.text) else {
            return .visitChildren
        }
        var statement = Syntax(node)
        while let parent = statement.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
            statement = parent
        }
        let mentioned = statement.tokens(viewMode: .sourceAccurate).flatMap { token -> [UIKitReference] in
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return [] }
            return resolver.resolve(ExprSyntax(reference))
        }
        let inputs = mentioned.compactMap { if case .input(let name) = $0 { name } else { nil } }
        if inputs.isEmpty { hasUnresolvedReturnAction = true }
        actionHandled.formUnion(inputs)
        return .visitChildren
    }

    /// The value of a trait assignment when it is a literal: `.next`, `UIReturnKeyType.next`, `self`.
    private static func literal(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("UI") == true {
                return member.declName.baseName.text
            }
            return nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    private func context(of node: some SyntaxProtocol) -> Range<Int> {
        var current = node.parent
        while let scope = current {
            if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) || scope.is(AccessorDeclSyntax.self)
                || scope.is(ClosureExprSyntax.self) || scope.is(MemberBlockItemSyntax.self) {
                return scope.utf8Offsets
            }
            current = scope.parent
        }
        return node.utf8Offsets
    }

    private func isConditional(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current {
            if scope.is(IfExprSyntax.self) || scope.is(SwitchExprSyntax.self) || scope.is(GuardStmtSyntax.self)
                || scope.is(TernaryExprSyntax.self) || scope.is(UnresolvedTernaryExprSyntax.self) {
                return true
            }
            if scope.is(FunctionDeclSyntax.self) || scope.is(ClosureExprSyntax.self) || scope.is(AccessorDeclSyntax.self) { return false }
            current = scope.parent
        }
        return false
    }

    private func isInDynamicMethod(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current {
            if let function = scope.as(FunctionDeclSyntax.self) { return dynamicMethods.contains(function.name.text) }
            current = scope.parent
        }
        return false
    }

    /// The methods `roots` call, directly or through other methods of the class (the roots included).
    static func methodsReachable(from roots: [String], in syntax: UIKitClassSyntax) -> Set<String> {
        var reached: Set<String> = []
        var pending = roots.filter { syntax.methods[$0] != nil }
        while let name = pending.popLast(), reached.count < 64 {
            guard reached.insert(name).inserted, let body = syntax.methods[name]?.body else { continue }
            for token in body.tokens(viewMode: .sourceAccurate)
            where token.parent?.is(DeclReferenceExprSyntax.self) == true && syntax.methods[token.text] != nil {
                pending.append(token.text)
            }
        }
        return reached
    }
}
