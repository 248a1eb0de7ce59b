import SwiftSyntax

/// A view's focus state kept in step both ways with a property of a view model the view holds, by
/// a modifier handed both bindings (`.bind($model.focus, to: $focus)`): what the model's methods
/// assign that property moves the view's focus. With the model's routes (`ModelFocusRoute`), a
/// submit handler calling `model.onSubmitOf(field: .email)` does what that method's arm assigns.
struct ModelFocusMirror {
    /// The view's property holding the model (`model`).
    let object: String
    /// The model's property (`focus`).
    let property: String

    /// The mirrors in `type`'s view properties of one of `states`.
    static func mirrors(in type: TypeInfo, of states: Set<String>) -> [ModelFocusMirror] {
        let finder = MirrorFinder(states: states)
        for statements in type.properties.values { finder.walk(statements) }
        return finder.mirrors
    }

    /// The routes of the models whose focus property a focus state of `type` mirrors, by the
    /// view's property holding each model; `bound`, the cases the view's fields are bound to.
    static func routes(in type: TypeInfo, of states: Set<String>, bound: Set<String>, project: ProjectContext) -> [String: ModelRoutes] {
        var routes: [String: ModelRoutes] = [:]
        for mirror in mirrors(in: type, of: states) {
            // Two mirrors of one model's properties, or one property mirrored twice: not read.
            guard routes[mirror.object] == nil, let model = type.objectTypes[mirror.object] else {
                routes[mirror.object] = ModelRoutes(property: mirror.property, routes: [], bound: bound)
                continue
            }
            let methods = project.symbols.classParts(of: model, in: project.module).flatMap(\.focusRoutes)
            routes[mirror.object] = ModelRoutes(property: mirror.property, routes: methods, bound: bound)
        }
        return routes
    }
}

/// A model's focus property, as a view mirrors it, and the model's methods routing it.
struct ModelRoutes {
    let property: String
    let routes: [ModelFocusRoute]
    /// The cases the view's fields are bound to: a model shared by several screens may move focus
    /// to a field of another, which this reading does not follow.
    let bound: Set<String>

    /// The arm `call` (`model.onSubmitOf(field: .email)`) runs, when its method is one route, handed
    /// one case, and moves focus to a field of this view if anywhere.
    func arm(of call: FunctionCallExprSyntax, method: String) -> ModelFocusRoute.Arm? {
        let named = routes.filter { $0.method == method }
        guard named.count == 1, let route = named.first, call.arguments.count == 1, let argument = call.arguments.first,
              (argument.label?.text ?? "_") == route.label, call.trailingClosure == nil,
              let value = HandlerEvaluator.caseLiteral(argument.expression.unwrapped),
              let arm = route.arm(for: value, assigning: property) else { return nil }
        if case .some(.some(let target)) = arm.assigned[property], !bound.contains(target) { return nil }
        return arm
    }
}

/// `.bind($model.focus, to: $focus)`: a modifier call handed exactly two bindings, one of them a
/// focus state and the other a property of a stored object.
private final class MirrorFinder: SyntaxVisitor {
    let states: Set<String>
    private(set) var mirrors: [ModelFocusMirror] = []

    init(states: Set<String>) {
        self.states = states
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.is(MemberAccessExprSyntax.self), node.arguments.count == 2 else { return .visitChildren }
        let expressions = node.arguments.map { $0.expression.unwrapped }
        guard expressions.contains(where: { ViewTreeWalk.projectedName($0).map(states.contains) == true }),
              let other = expressions.first(where: { ViewTreeWalk.projectedName($0) == nil }),
              let member = other.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
              base.baseName.text.hasPrefix("$") else { return .visitChildren }
        mirrors.append(ModelFocusMirror(object: String(base.baseName.text.dropFirst()), property: member.declName.baseName.text))
        return .visitChildren
    }
}
