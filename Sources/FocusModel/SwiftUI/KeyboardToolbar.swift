import SwiftSyntax

/// A keyboard toolbar (`.toolbar { ToolbarItemGroup(placement: .keyboard) { … } }`) and whether it
/// is a way on to another field. It is only when one of its buttons gives a focus state a field
/// (anything but nil or `false`), hands the focus binding on (`$focus`), or calls code that may do
/// so: a method of the view that does, a closure the view was handed (`onNext?()`), code out of
/// sight (`advance()`, `model.next()`). Buttons that set values (a quantity's `+10`) or drop focus
/// (Done) route nothing; nor do the views and modifiers that lay them out.
enum KeyboardToolbar {
    /// `.toolbar { ToolbarItemGroup(placement: .keyboard) { … } }`.
    static func placesItemsOnTheKeyboard(_ toolbar: FunctionCallExprSyntax) -> Bool {
        var previous: TokenSyntax?
        for token in toolbar.tokens(viewMode: .sourceAccurate) {
            if token.text == "keyboard", previous?.tokenKind == .period { return true }
            previous = token
        }
        return false
    }

    /// Whether the toolbar's content may move focus on. `focusStates`: the names of the view's
    /// focus states and bindings; `properties` and `methods`: the view's own, followed from the
    /// toolbar (a `quickButtons` property, a `focusNext()` method).
    static func mayMoveFocus(
        _ toolbar: FunctionCallExprSyntax, focusStates: Set<String>, properties: [String: CodeBlockItemListSyntax], methods: [String: [FunctionDeclSyntax]]
    ) -> Bool {
        let finder = FocusMoveFinder(focusStates: focusStates, properties: properties, methods: methods)
        for closure in toolbar.allClosures { finder.walk(closure.statements) }
        while !finder.mayMoveFocus, let next = finder.pending.popLast() { finder.walk(next) }
        return finder.mayMoveFocus
    }
}

/// Reads a toolbar's statements: each is a view laid out, an assignment, or an action called.
private final class FocusMoveFinder: SyntaxVisitor {
    let focusStates: Set<String>
    let properties: [String: CodeBlockItemListSyntax]
    let methods: [String: [FunctionDeclSyntax]]
    private(set) var mayMoveFocus = false
    /// Bodies of the view's own properties and methods the toolbar reaches, still to be read.
    var pending: [Syntax] = []
    private var followed: Set<String> = []
    /// Functions that only run the closure they are given (`withAnimation { … }`).
    static let closureRunners: Set<String> = ["withAnimation", "withTransaction"]

    init(focusStates: Set<String>, properties: [String: CodeBlockItemListSyntax], methods: [String: [FunctionDeclSyntax]]) {
        self.focusStates = focusStates
        self.properties = properties
        self.methods = methods
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard !mayMoveFocus else { return .skipChildren }
        let expression: ExprSyntax? = switch node.item {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: nil
        }
        guard let expression = expression?.unwrapped else { return .visitChildren }
        if let sequence = expression.as(SequenceExprSyntax.self), let assignment = Assignment(sequence) {
            if movesFocus(assignment) { mayMoveFocus = true }
            return .skipChildren
        }
        guard expression.is(FunctionCallExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
            || expression.is(PostfixIfConfigExprSyntax.self) || expression.is(OptionalChainingExprSyntax.self) else { return .visitChildren }
        switch Self.root(of: expression) {
        case .implicitMember:
            return .visitChildren
        case .name(let name):
            // A view or type laid out (`Button`, `HStack`): its closures are read; an item placed
            // elsewhere than on the keyboard (a Save in the navigation bar) is not this toolbar's.
            if name.first?.isUppercase == true {
                return Self.isPlacedOffTheKeyboard(name, expression) ? .skipChildren : .visitChildren
            }
            if Self.closureRunners.contains(name) || follow(name) { return .visitChildren }
        case .other:
            break
        }
        mayMoveFocus = true
        return .skipChildren
    }

    /// `$focus` handed to a view or call: what it does with it is out of sight.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if name.hasPrefix("$"), focusStates.contains(String(name.dropFirst())) { mayMoveFocus = true }
        return .skipChildren
    }

    /// `Button("Next", action: advance)`: the action named is called.
    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.label?.text == "action", let name = FocusReferences.referencedName(node.expression) else { return .visitChildren }
        if !follow(name) { mayMoveFocus = true }
        return .skipChildren
    }

    /// Queues the view's own property or method `name` to be read; false when it is neither.
    private func follow(_ name: String) -> Bool {
        let bodies = properties[name].map { [Syntax($0)] } ?? methods[name]?.compactMap { $0.body.map(Syntax.init) }
        guard let bodies, !bodies.isEmpty else { return false }
        if followed.insert(name).inserted { pending += bodies }
        return true
    }

    /// A focus state given a field: anything but nil or `false`.
    private func movesFocus(_ assignment: Assignment) -> Bool {
        guard let name = FocusReferences.referencedName(assignment.target), focusStates.contains(name) else { return false }
        let value = assignment.singleValue?.unwrapped
        let drops = value?.is(NilLiteralExprSyntax.self) == true || value?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        return !drops
    }

    /// `ToolbarItem(placement: .navigationBarTrailing) { … }`: an item of another bar.
    private static func isPlacedOffTheKeyboard(_ name: String, _ expression: ExprSyntax) -> Bool {
        guard name == "ToolbarItem" || name == "ToolbarItemGroup", let call = ModifierChain(expression).base.as(FunctionCallExprSyntax.self),
              let placement = call.argument(labelled: "placement").flatMap(ViewTreeWalk.memberName) else { return false }
        return placement != "keyboard"
    }

    private enum Root {
        /// `.init(…)`, `.system(size: 17)`.
        case implicitMember
        case name(String)
        /// A subscript, a closure called in place: nothing this reading follows.
        case other
    }

    /// What a statement starts from: `Button` for `Button(…).bold()`, `model` for `model.add(1)`,
    /// `next` for `self.next()`.
    private static func root(of expression: ExprSyntax) -> Root {
        var current = expression
        for _ in 0..<ViewTreeWalk.maximumDepth {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return .implicitMember }
                if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return .name(member.declName.baseName.text) }
                current = base
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let unwrapped = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrapped.expression
            } else if let conditional = current.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
                current = base
            } else {
                return current.as(DeclReferenceExprSyntax.self).map { .name($0.baseName.text) } ?? .other
            }
        }
        return .other
    }
}
