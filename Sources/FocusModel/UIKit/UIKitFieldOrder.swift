import SwiftSyntax

/// The order in which a class adds its inputs to the view hierarchy: `addSubview`,
/// `addArrangedSubview` (also through `forEach` over array literals),
/// `UIStackView(arrangedSubviews: [...])` and `insertArrangedSubview(_:at:)` at a literal index, read as a tree and walked depth first, so that fields in
/// nested stacks come out in screen order. When some input never appears, the builder falls back to
/// declaration order adjusted to the routing.
final class UIKitFieldOrder: SyntaxVisitor {
    private let syntax: UIKitClassSyntax
    private let resolver: UIKitReferenceResolver
    /// Parents in order of first appearance, each with its children in the order they were added.
    private var children: [(parent: String, children: [String])] = []

    private static let addingMethods: Set<String> = [
        "addSubview", "addArrangedSubview", "insertArrangedSubview", "insertSubview", "addSubviews", "addArrangedSubviews",
    ]

    init(syntax: UIKitClassSyntax) {
        self.syntax = syntax
        resolver = UIKitReferenceResolver(syntax: syntax)
        super.init(viewMode: .sourceAccurate)
        for block in syntax.memberBlocks { walk(block) }
    }

    /// The inputs in hierarchy order; nil when the code does not show every input being added.
    var hierarchyOrder: [UIKitClassSyntax.InputProperty]? {
        let visited = depthFirstOrder()
        let positions = Dictionary(visited.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        guard syntax.inputs.allSatisfy({ positions[$0.name] != nil }) else { return nil }
        return syntax.inputs.sorted { positions[$0.name]! < positions[$1.name]! }
    }

    /// Declaration order adjusted to the routing, for forms whose layout the code does not show
    /// (outlets are often declared in the order they were dragged in, not in screen order). Only
    /// when some field moves back to one declared before it: each field no other field moves to
    /// then starts a run that follows the moves, `email → password`.
    static func routingOrder<Field>(of fields: [Field], name: (Field) -> String, next: (Field) -> String?) -> [Field] {
        let byName = Dictionary(fields.map { (name($0), $0) }, uniquingKeysWith: { first, _ in first })
        let positions = Dictionary(fields.enumerated().map { (name($1), $0) }, uniquingKeysWith: { first, _ in first })
        let movesBack = fields.enumerated().contains { index, field in
            next(field).flatMap { positions[$0] }.map { $0 < index } ?? false
        }
        guard movesBack else { return fields }
        let targets = Set(fields.compactMap(next))
        var ordered: [Field] = []
        var placed: Set<String> = []
        for head in fields where !targets.contains(name(head)) {
            var current: Field? = head
            while let field = current, placed.insert(name(field)).inserted {
                ordered.append(field)
                current = next(field).flatMap { byName[$0] }
            }
        }
        ordered += fields.filter { !placed.contains(name($0)) }
        return ordered
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        var name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        if name == "init", let type = callee.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self) {
            name = type.baseName.text  // `UIStackView.init(arrangedSubviews:)`
        }
        guard Self.addingMethods.contains(name) || name == "forEach" || name.hasSuffix("StackView") else { return .visitChildren }
        // Not `arguments.filter`: on a syntax collection, it builds a new tree up to the file's root.
        let arguments = node.arguments.compactMap { $0.label == nil ? $0.expression : nil }
        if Self.addingMethods.contains(name) {
            let parent = key(of: callee.as(MemberAccessExprSyntax.self)?.base)
            let added = arguments.prefix(name.hasSuffix("s") ? arguments.count : 1).flatMap(resolver.resolve)
            // `insertArrangedSubview(field, at: 0)`: where the index says, among the views added so far.
            if name == "insertArrangedSubview", let index = node.arguments.first(where: { $0.label?.text == "at" })?.expression
                .as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) {
                insert(added, at: index, to: parent)
            } else {
                add(added, to: parent)
            }
        } else if name == "forEach", let method = arguments.first?.as(MemberAccessExprSyntax.self),
                  Self.addingMethods.contains(method.declName.baseName.text),
                  let elements = callee.as(MemberAccessExprSyntax.self)?.base {
            add(resolver.resolve(elements), to: key(of: method.base))
        } else if name == "forEach", let method = arguments.first?.as(DeclReferenceExprSyntax.self),
                  Self.addingMethods.contains(method.baseName.text),
                  let elements = callee.as(MemberAccessExprSyntax.self)?.base {
            // `[nameField, mailField].forEach(addSubview)`: the class's own method.
            add(resolver.resolve(elements), to: "self")
        } else if name.hasSuffix("StackView"),
                  let array = node.arguments.first(where: { $0.label?.text == "arrangedSubviews" })?.expression {
            add(resolver.resolve(array), to: owner(of: node))
        }
        return .visitChildren
    }

    private func add(_ references: [UIKitReference], to parent: String) {
        let names = references.compactMap { reference -> String? in
            switch reference {
            case .input(let name), .named(let name): name
            case .unknown: nil
            }
        }
        if let index = children.firstIndex(where: { $0.parent == parent }) {
            children[index].children.append(contentsOf: names)
        } else {
            children.append((parent, names))
        }
    }

    /// Puts views not yet added at `index` of the parent's children; a view added before keeps
    /// its place (a field swapped back into the slot it was built in).
    private func insert(_ references: [UIKitReference], at index: Int, to parent: String) {
        let names = references.compactMap { reference -> String? in
            switch reference {
            case .input(let name), .named(let name): name
            case .unknown: nil
            }
        }
        guard let position = children.firstIndex(where: { $0.parent == parent }) else {
            children.append((parent, names))
            return
        }
        let new = names.filter { !children[position].children.contains($0) }
        children[position].children.insert(contentsOf: new, at: min(index, children[position].children.count))
    }

    private func key(of base: ExprSyntax?) -> String {
        guard let base else { return "self" }
        if let member = base.as(MemberAccessExprSyntax.self), member.base?.compactText == "self" {
            return member.declName.baseName.text
        }
        switch resolver.resolve(base).first {
        case .input(let name)?, .named(let name)?: return name
        default: return base.compactText
        }
    }

    /// The property or local a stack view initializer is assigned to.
    private func owner(of call: FunctionCallExprSyntax) -> String {
        var current = call.parent
        while let node = current {
            if let binding = node.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                return name.identifier.text
            }
            if node.is(CodeBlockItemSyntax.self) { break }
            current = node.parent
        }
        return call.compactText
    }

    private func depthFirstOrder() -> [String] {
        let childNames = Set(children.flatMap(\.children))
        let table = Dictionary(children.map { ($0.parent, $0.children) }, uniquingKeysWith: +)
        var order: [String] = []
        var seen: Set<String> = []
        func visit(_ name: String) {
            guard seen.insert(name).inserted else { return }
            order.append(name)
            for child in table[name] ?? [] { visit(child) }
        }
        for root in children.map(\.parent) where !childNames.contains(root) { visit(root) }
        for remaining in children.map(\.parent) { visit(remaining) }
        return order
    }
}
