import SwiftSyntax

/// Lowers SwiftUI focus code (`@FocusState`, `.focused`, `.onSubmit`) to the framework-neutral model.
///
/// One walk per view that owns focus state: from `body` down the rendered view tree, into computed
/// `some View` properties, `@ViewBuilder` methods and child views that receive the binding, keeping
/// the stack of modifiers applied around the current view (outermost first). A field is recorded
/// with that stack, which gives its submit handlers (up to the first barrier), its submit label
/// (the innermost) and its keyboard. Handlers are then evaluated per field.
struct SwiftUIModelBuilder {
    /// The file, or the part of it being modelled.
    let roots: [Syntax]
    /// The project as the file sees it, with the file's own declarations as they are now.
    let project: ProjectContext
    /// The types under `roots`.
    let index: TypeIndex

    func contribute(to model: inout FileModel) {
        let walk = ViewTreeWalk(index: index, symbols: project.symbols, module: project.module)
        let previewOnly = PreviewOnlyViews.names(in: roots, types: index.typesInOrder)
        let types = index.typesInOrder.filter { !previewOnly.contains($0.name) }
        // Views handed a caller's `@FocusState` wrapper (`Child(focus: _focus)`) go last, once their
        // callers were walked; the file is searched for such calls only when it declares a focus state.
        let handedWrappers = types.contains { !$0.focusStates.isEmpty } ? WrapperArgumentCalls.calledNames(in: roots) : []
        let mayReceiveWrapper = { (type: TypeInfo) in handedWrappers.contains(type.name) }
        for type in types where !type.focusStates.isEmpty && !mayReceiveWrapper(type) {
            walk.walkRoot(type)
        }
        for type in types where !type.focusStates.isEmpty && mayReceiveWrapper(type) {
            let received = type.focusStates.filter { walk.receivedWrappers.contains(ChainKey(owner: type.name, state: $0.name)) }
            if received.count < type.focusStates.count { walk.walkRoot(type) }
        }
        for type in types where !type.focusBindings.isEmpty && !walk.reachedWithBinding.contains(type.name) {
            walk.walkBindingRoot(type)
        }
        for type in types where type.focusStates.isEmpty && type.focusBindings.isEmpty && type.body != nil {
            let flags = walk.componentFocusFlags(of: type)
            if flags.isEmpty {
                walk.walkPlainView(type)
            } else {
                var flagged = type
                flagged.focusStates = flags
                walk.walkRoot(flagged, statesAreComponentFlags: true)
            }
        }
        model.chains += walk.chains.compactMap { $0.build(index: index, project: project, handlerSites: walk.handlerSites) }
        // A view whose inputs another view's form holds is no form of its own.
        let joined = Set(walk.unfocusedForms.flatMap(\.joinedViews))
        model.unfocusedForms += walk.unfocusedForms.filter { !joined.contains($0.owner.name) }.map { $0.build(handlerSites: walk.handlerSites) }
        model.submitModifiers += walk.submitModifiers
    }
}

/// Identifies a chain across the views that share it: the owner and its state (`""` for the
/// owner's `Bool` states, which form one chain together).
struct ChainKey: Hashable {
    let owner: String
    let state: String
}

/// How a view's code names the chains it can see: local name → chain (and, for `Bool` states, target).
struct ViewScope {
    let type: TypeInfo
    var values: [String: ChainKey] = [:]
    var bools: [String: (key: ChainKey, target: String)] = [:]

    func key(forLocalName name: String) -> ChainKey? {
        values[name] ?? bools[name]?.key
    }

    /// The names under which this view refers to `key`'s state.
    func references(to key: ChainKey) -> FocusReferences {
        var references = FocusReferences()
        references.valueNames = Set(values.filter { $0.value == key }.map(\.key))
        for (name, bool) in bools where bool.key == key {
            references.boolNames[name] = bool.target
        }
        return references
    }
}

/// A modifier applied around the view being walked.
enum ModifierFrame {
    /// An `.onSubmit` that handles text (indices into the walk's handler sites and submit modifiers).
    case textHandler(Int, submitModifier: Int)
    /// `.submitScope()` or an `.onSubmit(of:)` without `.text` (index into the walk's submit
    /// modifiers): text submits stop here.
    case barrier(Range<Int>, submitModifier: Int?)
    case label(String?, Range<Int>)
    case keyboard(String, Range<Int>)
    case contentType(String)
    case searchable(Range<Int>)
}

/// One `.onSubmit` modifier (or a submit closure passed to a field), with the view scope its code runs in.
struct HandlerSite {
    enum Action {
        case closure(CodeBlockItemListSyntax)
        case method(String)
        case unknown
    }

    let range: Range<Int>
    let action: Action
    let scope: ViewScope
}

/// A field as the walk finds it, before its outcome is evaluated.
struct FieldRecord {
    var field: ChainField
    var handlers: [Int]
    /// The field is bound to a property of its view (`equals: field`), which callers pass.
    var valueParameter: String?
    /// A barrier between the field and the top of its view stops its submits there.
    var isSealed = false
    /// What the handlers of the view declared elsewhere that holds the field do (`FocusViewSummary`).
    var outcomeElsewhere: Outcome?
    /// A component's own routing moved focus here before it called the caller's submit closure,
    /// the field's last handler, which then runs from that move (`BoundCaseRouting`).
    var movedBeforeLastHandler: Transition?
    /// A container bound to the same value as a text input inside it: the input is the field.
    var isAbsorbed = false
    /// The whole path of the text binding an input without focus value edits, when it is a plain
    /// one (`viewModel.email.value` for `text: $viewModel.email.value`): what tells apart inputs
    /// whose paths end alike.
    var bindingPath: [String]?

    /// Inputs named alike whose text bindings differ (`$form.email.value`, `$form.password.value`)
    /// are different fields: each is named by the end of its path that tells it from the others
    /// (`email.value`, `password.value`).
    static func namedApart(_ records: [FieldRecord]) -> [FieldRecord] {
        records.map { record in
            guard let path = record.bindingPath else { return record }
            let others = records.compactMap { other -> [String]? in
                guard other.field.target == record.field.target, let otherPath = other.bindingPath, otherPath != path else { return nil }
                return otherPath
            }
            guard !others.isEmpty,
                  let length = (2...max(2, path.count)).first(where: { length in others.allSatisfy { $0.suffix(length) != path.suffix(length) } })
            else { return record }
            var named = record
            named.field.target = FocusTarget(path.suffix(length).joined(separator: "."))
            return named
        }
    }
}

/// What the walk accumulates for one chain.
final class ChainRecord {
    let key: ChainKey
    let owner: TypeInfo
    let declarations: [FocusStateDeclaration]
    let isBindingRoot: Bool
    var fields: [FieldRecord] = []
    var hasFieldsElsewhere = false
    /// A sheet or popover the owner presents binds the state too (`.sheet { TextField(…).focused($focus, equals: .reset) }`).
    var hasFieldsPresentedApart = false
    /// The `Bool` states are `@State` flags the view's components keep their focus in step with.
    var statesAreComponentFlags = false
    var hasKeyboardAccessory = false
    /// Some keyboard toolbar of the form may move focus on (`KeyboardToolbar.mayMoveFocus`).
    var accessoryMayMoveFocus = false
    /// The targets a control's own change handler focuses (`FocusChain.targetsFocusedOnAChoice`).
    var targetsFocusedOnAChoice: Set<String> = []
    /// The owner's text inputs bound to no focus state, when this is its only chain.
    var unboundInputs: [FieldRecord] = []
    /// The views whose code names this chain, for collecting every focus assignment.
    var scopes: [ViewScope] = []

    init(key: ChainKey, owner: TypeInfo, declarations: [FocusStateDeclaration], isBindingRoot: Bool) {
        self.key = key
        self.owner = owner
        self.declarations = declarations
        self.isBindingRoot = isBindingRoot
    }

    var isBool: Bool { key.state.isEmpty }

    func build(index: TypeIndex, project: ProjectContext, handlerSites: [HandlerSite]) -> FocusChain? {
        guard let first = declarations.first else { return nil }
        let enumeration = isBool ? nil : index.enumeration(ofStateType: first.valueType, owner: owner.name)
            ?? project.enumeration(ofStateType: first.valueType, owner: owner.name)
        let (assignments, isSyncedFromElsewhere) = findAssignments()
        let modelRoutes = isBool ? [:] : ModelFocusMirror.routes(
            in: owner, of: Set(declarations.map(\.name)), bound: Set(fields.map(\.field.target.name)), project: project
        )
        let evaluated = { (record: FieldRecord) -> ChainField in
            var field = record.field
            // Kept in step with a model's property, focus moves with whatever the model does.
            var outcome = self.outcome(
                of: record.handlers.map { handlerSites[$0] }, for: record.field, enumeration: enumeration,
                workMayMoveFocus: isSyncedFromElsewhere || !modelRoutes.isEmpty, modelRoutes: modelRoutes,
                movedBeforeLastHandler: record.movedBeforeLastHandler
            )
            if let elsewhere = record.outcomeElsewhere { outcome = elsewhere.combined(with: outcome) }
            // A child view's handlers may live in the parent that passed the binding, in another file.
            if self.isBindingRoot && outcome.isNothing { outcome.isUnknown = true }
            field.outcome = outcome
            return field
        }
        let fields = Self.merged(fields).map(evaluated)
        var chain = FocusChain(
            framework: .swiftUI, name: isBool ? owner.name : key.state, declaration: first.range, fields: fields,
            stateKind: isBool ? .bool : .value, stateDeclarations: declarations.map(\.range), owner: owner.name,
            assignments: assignments, hasKeyboardAccessory: hasKeyboardAccessory, extent: owner.extent
        )
        chain.hasFieldsElsewhere = hasFieldsElsewhere || isBindingRoot || hasFieldsPresentedApart
        chain.hasFieldsOnlyOnPresentedScreens = hasFieldsPresentedApart && !hasFieldsElsewhere && !isBindingRoot
        chain.statesAreComponentFlags = statesAreComponentFlags
        // Focus kept in step with a value elsewhere moves when a toolbar button sets that value.
        chain.keyboardAccessoryOnlyDismisses = hasKeyboardAccessory && !accessoryMayMoveFocus && !isSyncedFromElsewhere
        chain.possibleTargets = enumeration?.cases.map(FocusTarget.init)
        chain.targetsFocusedOnAChoice = targetsFocusedOnAChoice
        chain.commitActions = CommitActionFinder.actions(of: owner)
        chain.actionConditions = ActionConditionFinder.conditions(of: owner)
        chain.handedValues = owner.handedValues.sorted()
        let sources = ValueSourceFinder.sources(of: owner)
        (chain.toggledValues, chain.chosenValues, chain.valuesFilledOnChange) = (sources.toggled, sources.chosen, sources.filledOnChange)
        chain.valuesCopiedIntoHandedObjects = sources.copiedIntoHandedObjects
        chain.unboundInputs = FieldRecord.namedApart(Self.merged(unboundInputs)).map(evaluated)
        return chain
    }

    /// One field, one place: the same code bound to the same value, reached twice through the same
    /// calls or in alternatives (a property shown in both arms of an `if`, in each alternative of a
    /// `ViewThatFits`), is one field, present wherever either was, run by the handlers around either.
    /// A helper called from two places in one form makes two fields.
    static func merged(_ records: [FieldRecord]) -> [FieldRecord] {
        var merged: [FieldRecord] = []
        for record in records where !record.isAbsorbed {
            let field = record.field
            guard let index = merged.firstIndex(where: {
                $0.field.range == field.range && $0.field.target == field.target && $0.field.heldBy == field.heldBy
                    && ($0.field.callSites == field.callSites || $0.field.excludes(field))
            }) else {
                merged.append(record)
                continue
            }
            var first = merged[index]
            let shared = zip(first.field.branch, record.field.branch).prefix { $0 == $1 }.count
            first.field.branch = Array(first.field.branch.prefix(shared))
            first.field.isConditional = first.field.isConditional || record.field.isConditional
            first.handlers += record.handlers.filter { !first.handlers.contains($0) }
            if let elsewhere = record.outcomeElsewhere {
                first.outcomeElsewhere = first.outcomeElsewhere.map { $0.combined(with: elsewhere) } ?? elsewhere
            }
            if first.movedBeforeLastHandler?.target != record.movedBeforeLastHandler?.target {
                first.movedBeforeLastHandler = nil
                first.outcomeElsewhere = Outcome(isUnknown: true, handlers: first.outcomeElsewhere?.handlers ?? [])
            }
            merged[index] = first
        }
        return merged
    }

    /// What the view's own handlers do in each field (merged, in order), for callers in other
    /// files: closures the view stores may come from them, and may move focus.
    func ownOutcomes(handlerSites: [HandlerSite], index: TypeIndex) -> [Outcome] {
        let enumeration = isBool ? nil : declarations.first.flatMap { index.enumeration(ofStateType: $0.valueType, owner: owner.name) }
        let (_, isSyncedFromElsewhere) = findAssignments()
        return Self.merged(fields).map { record in
            outcome(
                of: record.handlers.map { handlerSites[$0] }, for: record.field, enumeration: enumeration,
                workMayMoveFocus: isSyncedFromElsewhere, storedClosuresMayMoveFocus: true
            )
        }
    }

    private func outcome(
        of sites: [HandlerSite], for field: ChainField, enumeration: EnumInfo?, workMayMoveFocus: Bool, storedClosuresMayMoveFocus: Bool = false,
        modelRoutes: [String: ModelRoutes] = [:], movedBeforeLastHandler: Transition? = nil
    ) -> Outcome {
        let outcomes = sites.enumerated().map { place, site in
            var evaluator = HandlerEvaluator(
                type: site.scope.type, references: site.scope.references(to: key),
                current: field.target.name, enumeration: enumeration
            )
            if place == sites.count - 1 { evaluator.startingMove = movedBeforeLastHandler }
            evaluator.workMayMoveFocus = workMayMoveFocus
            evaluator.storedClosuresMayMoveFocus = storedClosuresMayMoveFocus
            if site.scope.type.name == owner.name { evaluator.modelRoutes = modelRoutes }
            return evaluator.outcome(of: site)
        }
        // Handlers run outermost first: when the field's innermost one moves focus on every way,
        // its move is where focus lands, whatever the outer ones (a section's `.onSubmit { create() }`) do.
        if outcomes.count > 1, var innermost = outcomes.last, innermost.alwaysMoves, !innermost.isUnknown {
            innermost.handlers = outcomes.flatMap(\.handlers)
            return innermost
        }
        return outcomes.reduce(Outcome()) { $0.combined(with: $1) }
    }

    /// Every `focus = .w` in the views that name this chain, reachable or not, and whether focus
    /// is also set from elsewhere (`.onChange(of: model.field) { focus = $0 }`).
    private func findAssignments() -> (transitions: [Transition], isSyncedFromElsewhere: Bool) {
        var seen: Set<String> = []
        var transitions: [Transition] = []
        var isSynced = false
        for scope in scopes where seen.insert(scope.type.name).inserted {
            let finder = AssignmentFinder(references: scope.references(to: key))
            for statements in scope.type.properties.values { finder.walk(statements) }
            for method in scope.type.methods.values.joined() { finder.walk(method) }
            transitions += finder.transitions
            isSynced = isSynced || finder.isSyncedFromElsewhere
        }
        return (transitions.sorted { $0.range.lowerBound < $1.range.lowerBound }, isSynced)
    }
}

extension Outcome {
    /// What Return does when the handlers of both outcomes run.
    func combined(with other: Outcome) -> Outcome {
        var combined = Outcome(
            moves: moves + other.moves, ends: ends || other.ends, isUnknown: isUnknown || other.isUnknown,
            handlers: handlers + other.handlers, endsWithWork: endsWithWork || other.endsWithWork
        )
        combined.alwaysMoves = alwaysMoves || other.alwaysMoves
        // Handed off only when no other part is unknown for a reason of its own.
        combined.isHandedOff = (isHandedOff || other.isHandedOff) && (isHandedOff || !isUnknown) && (other.isHandedOff || !other.isUnknown)
        return combined
    }
}

extension HandlerEvaluator {
    /// What Return does when the handler at `site` runs.
    func outcome(of site: HandlerSite) -> Outcome {
        switch site.action {
        case .closure(let statements): outcome(of: statements, handler: site.range)
        case .method(let name): outcome(ofMethod: name, handler: site.range)
        case .unknown: Outcome(isUnknown: true, handlers: [site.range])
        }
    }
}

extension HandlerSite {
    /// What Return does in an input of a view with no focus state when these handlers run for it.
    /// What a handler hands off (`.onSubmit(viewModel.proceed)`, a method declared elsewhere) has
    /// no focus state of the view to move: it does work, then editing ends.
    static func outcomeWithoutFocusState(of sites: [HandlerSite]) -> Outcome {
        var combined = Outcome()
        for site in sites {
            let evaluator = HandlerEvaluator(type: site.scope.type, references: FocusReferences(), current: "", enumeration: nil)
            var outcome = evaluator.outcome(of: site)
            if outcome.isUnknown, outcome.moves.isEmpty {
                outcome = Outcome(ends: true, handlers: outcome.handlers, endsWithWork: true)
            }
            combined = combined.combined(with: outcome)
        }
        return combined
    }
}

/// Finds `focus = .w` (and each literal branch of `focus = ok ? .w : .v`), and computed values
/// assigned in `.onChange`/`.onReceive`: the sign of focus kept in a view model, where any work a
/// handler does may move focus.
final class AssignmentFinder: SyntaxVisitor {
    let references: FocusReferences
    private(set) var transitions: [Transition] = []
    private(set) var isSyncedFromElsewhere = false
    static let syncModifiers: Set<String> = ["onChange", "onReceive"]

    init(references: FocusReferences) {
        self.references = references
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node) else { return .visitChildren }
        let literals = Self.literals(assignment.value)
        if references.isValueState(assignment.target) {
            for literal in literals where literal != "none" {
                transitions.append(Transition(target: FocusTarget(literal), range: assignment.range))
            }
        }
        // A `Bool` state set to anything but `false` asks for its field's focus.
        if let target = references.boolTarget(assignment.target),
           assignment.value.first?.unwrapped.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false) {
            transitions.append(Transition(target: FocusTarget(target), range: assignment.range))
        }
        let isComputed = literals.isEmpty && !(assignment.value.first?.unwrapped.is(NilLiteralExprSyntax.self) ?? false)
            && !(assignment.value.first?.unwrapped.is(BooleanLiteralExprSyntax.self) ?? false)
        if isComputed, references.isValueState(assignment.target) || references.boolTarget(assignment.target) != nil, Self.isInsideSyncModifier(node) {
            isSyncedFromElsewhere = true
        }
        return .visitChildren
    }

    private static func isInsideSyncModifier(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        for _ in 0..<64 {
            guard let next = current else { return false }
            if let call = next.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               syncModifiers.contains(name) {
                return true
            }
            current = next.parent
        }
        return false
    }

    private static func literals(_ value: [ExprSyntax], depth: Int = 0) -> [String] {
        guard depth < HandlerEvaluator.maximumDepth else { return [] }
        if value.count == 1, let nested = value[0].unwrapped.as(SequenceExprSyntax.self) {
            return literals(Array(nested.elements), depth: depth + 1)
        }
        if let ternary = Ternary(value) {
            return literals(ternary.then, depth: depth + 1) + literals(ternary.otherwise, depth: depth + 1)
        }
        guard value.count == 1 else { return [] }
        return HandlerEvaluator.valueLiteral(value[0].unwrapped).map { [$0] } ?? []
    }
}

extension TypeIndex {
    /// Types in source order, so chains come out in the order a reader meets them.
    var typesInOrder: [TypeInfo] {
        types.values.sorted { $0.extent.lowerBound < $1.extent.lowerBound }
    }
}

/// The names called with a property wrapper passed as itself (`Child(focus: _focus)`).
final class WrapperArgumentCalls: SyntaxVisitor {
    private var names: Set<String> = []

    static func calledNames(in roots: [Syntax]) -> Set<String> {
        let visitor = WrapperArgumentCalls(viewMode: .sourceAccurate)
        for root in roots { visitor.walk(root) }
        return visitor.names
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.arguments.contains(where: { $0.label != nil && ViewTreeWalk.wrapperName($0.expression) != nil }),
           let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            names.insert(name)
        }
        return .visitChildren
    }
}
