import SwiftSyntax

/// Walks rendered view trees, recording fields, submit handlers, barriers and input points.
/// Depth-limited and cycle-safe: deeply nested builders and mutually referencing properties end
/// the walk of that branch instead of the process.
final class ViewTreeWalk {
    let index: TypeIndex
    /// The project's form components and enums, this file's own included.
    let symbols: ProjectSymbols
    let module: String
    private(set) var chains: [ChainRecord] = []
    var handlerSites: [HandlerSite] = []
    /// Every `.onSubmit` met, in walk order (`ModifierFrame` points into it).
    var submitModifiers: [SubmitModifier] = []
    /// Views without focus state holding two or more text inputs.
    private(set) var unfocusedForms: [UnfocusedFormRecord] = []
    /// Child views walked with a binding from a parent: not chain roots of their own.
    var reachedWithBinding: Set<String> = []
    /// A child's `@FocusState` handed the caller's wrapper (`Child(focus: _focus)`): part of the caller's chain.
    var receivedWrappers: Set<ChainKey> = []

    private(set) var chainsByKey: [ChainKey: ChainRecord] = [:]

    static let maximumDepth = 96

    static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]
    /// Modifiers whose content is rendered with the view, inside the modifiers applied after them.
    static let layeredContent: Set<String> = ["overlay", "background", "safeAreaInset"]
    /// Modifiers presenting content elsewhere: fields bound there are not part of this walk.
    static let presentedContent: Set<String> = ["sheet", "popover", "fullScreenCover", "inspector"]
    /// Controls that set a value without the keyboard: between two text inputs, they part them.
    static let valueControls: Set<String> = ["Toggle", "Picker", "DatePicker", "MultiDatePicker", "Stepper", "Slider", "ColorPicker"]
    /// Of those, the ones picking dates: values of the record a form fills in, not settings.
    static let dateControls: Set<String> = ["DatePicker", "MultiDatePicker"]

    /// A control that acts when tapped: `Button`, a design system's `…Button`, a link.
    static func isButton(_ name: String) -> Bool {
        name.hasSuffix("Button") || name == "NavigationLink" || name == "Link"
    }
    /// SwiftUI views that never submit text themselves; anything else unknown may hide a text field.
    static let knownViews: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "Form", "Section", "Group", "List", "ScrollView", "ScrollViewReader", "NavigationStack", "NavigationView",
        "NavigationSplitView", "GeometryReader", "ViewThatFits", "LabeledContent", "DisclosureGroup", "ControlGroup",
        "GroupBox", "TabView", "ForEach", "Text", "Image", "Label", "Button", "Toggle", "Picker", "Stepper", "Slider",
        "DatePicker", "ColorPicker", "Link", "NavigationLink", "Menu", "Spacer", "Divider", "ProgressView", "Color",
        "EmptyView", "AnyView", "ToolbarItem", "ToolbarItemGroup", "ShareLink", "PhotosPicker", "AsyncImage",
        "RoundedRectangle", "Rectangle", "Circle", "Capsule", "AnyLayout",
    ]

    init(index: TypeIndex, symbols: ProjectSymbols = ProjectSymbols(), module: String = "") {
        self.index = index
        self.symbols = symbols
        self.module = module
    }

    // MARK: Roots

    /// A view owning `@FocusState`: every state starts a chain (all `Bool` states share one). The
    /// view's text inputs bound to no state belong to its chain's form when it has one chain.
    /// `statesAreComponentFlags`: the states are `@State` flags its components keep their focus in
    /// step with (`componentFocusFlags(of:)`).
    func walkRoot(_ type: TypeInfo, statesAreComponentFlags: Bool = false) {
        var scope = ViewScope(type: type)
        let bools = type.focusStates.filter { $0.isBool && !receivedWrappers.contains(ChainKey(owner: type.name, state: $0.name)) }
        for state in type.focusStates where !state.isBool && !receivedWrappers.contains(ChainKey(owner: type.name, state: state.name)) {
            let key = ChainKey(owner: type.name, state: state.name)
            scope.values[state.name] = key
            register(ChainRecord(key: key, owner: type, declarations: [state], isBindingRoot: false))
        }
        if !bools.isEmpty {
            let key = ChainKey(owner: type.name, state: "")
            for state in bools { scope.bools[state.name] = (key, state.name) }
            let chain = ChainRecord(key: key, owner: type, declarations: bools, isBindingRoot: false)
            chain.statesAreComponentFlags = statesAreComponentFlags
            register(chain)
        }
        let unbound = UnfocusedFormRecord(owner: type)
        walkBody(of: type, scope: scope, unboundInputs: unbound)
        let keys = Set(scope.values.values).union(scope.bools.values.map(\.key))
        if keys.count == 1, let key = keys.first { chainsByKey[key]?.unboundInputs = unbound.fields }
    }

    /// A view that only receives a binding, from a parent this file does not show.
    func walkBindingRoot(_ type: TypeInfo) {
        var scope = ViewScope(type: type)
        for binding in type.focusBindings {
            let key = ChainKey(owner: type.name, state: binding.name)
            if binding.isBool {
                scope.bools[binding.name] = (key, binding.name)
            } else {
                scope.values[binding.name] = key
            }
            register(ChainRecord(key: key, owner: type, declarations: [binding], isBindingRoot: true))
        }
        walkBody(of: type, scope: scope)
    }

    private func register(_ chain: ChainRecord) {
        guard chainsByKey[chain.key] == nil else { return }
        chainsByKey[chain.key] = chain
        chains.append(chain)
    }

    /// A view without focus state of its own: walked for its handlers, barriers and search submits.
    /// Its text inputs are kept as an unfocused form.
    func walkPlainView(_ type: TypeInfo) {
        let form = UnfocusedFormRecord(owner: type)
        walkBody(of: type, scope: ViewScope(type: type), unfocusedForm: form)
        if form.fields.count >= 2, !form.hasFocusPlumbing { unfocusedForms.append(form) }
        // A sheet built in place (`.sheet { credentialsSheet }`) is a form apart; one showing a
        // view of this file (`.sheet { LoginSheet() }`) leaves that view its own form.
        for content in form.presentedContent {
            let presented = UnfocusedFormRecord(owner: type)
            var context = Context(scope: ViewScope(type: type))
            context.unfocusedForm = presented
            context.visiting.insert(type.name + ".body")
            walk(content, context)
            if presented.fields.count >= 2, !presented.hasFocusPlumbing, presented.joinedViews.isEmpty { unfocusedForms.append(presented) }
        }
    }

    private func walkBody(of type: TypeInfo, scope: ViewScope, unfocusedForm: UnfocusedFormRecord? = nil, unboundInputs: UnfocusedFormRecord? = nil) {
        guard let body = type.body else { return }
        for key in Set(scope.values.values).union(scope.bools.values.map(\.key)) {
            chainsByKey[key]?.scopes.append(scope)
        }
        var context = Context(scope: scope)
        context.unfocusedForm = unfocusedForm
        context.unboundInputs = unboundInputs
        context.visiting.insert(type.name + ".body")
        walk(body, context)
    }

    // MARK: Context

    /// Where the walk is: the view's names, the modifiers around the current view, and whether
    /// the current view exists only sometimes (`if`) or many times (`ForEach`).
    struct Context {
        var scope: ViewScope
        var stack: [ModifierFrame] = []
        var isConditional = false
        var isRepeated = false
        /// The names holding the element of the `ForEach` row being walked (`ViewTreeWalk+Rows`).
        var rowValues: Set<String> = []
        /// The `ForEach` whose row is being walked, by its offset.
        var rowLoop: Int?
        var branch: [BranchStep] = []
        var depth = 0
        var visiting: Set<String> = []
        /// Inside a `@ViewBuilder` method called with arguments: each parameter's value at this call
        /// (the argument, else the default), nil when neither is known.
        var parameters: [String: ExprSyntax?] = [:]
        /// The offsets of the method calls walked through to get here.
        var callSites: [Int] = []
        /// The first of those calls, as written in the view walked (`entry(for: .email)`).
        var firstCall: Range<Int>?
        /// A view bound with `.focused` around the current one, not itself a text input: an input
        /// inside it bound to the same value is that field (chain, value and the container's record).
        var enclosingField: (key: ChainKey, target: FocusTarget, record: Int)?
        /// Walking a view without focus state: where its text inputs are collected.
        var unfocusedForm: UnfocusedFormRecord?
        /// Walking a view with focus state: where its text inputs bound to no state are collected.
        var unboundInputs: UnfocusedFormRecord?
        /// The `.onChange` modifiers on the field being recorded (not the views inside it).
        var fieldChangeHandlers: [FunctionCallExprSyntax] = []
        /// Inside a view disabled for good (`.disabled(true)`): its inputs show a value nobody can
        /// edit (a read-only summary), so they are no steps of a form.
        var isDisabledForGood = false

        func deeper() -> Context? {
            guard depth < ViewTreeWalk.maximumDepth else { return nil }
            var next = self
            next.depth += 1
            return next
        }
    }
}

extension ViewTreeWalk.Context {
    /// The context inside one arm of an `if`/`switch`/`#if`; `chosenBy`: what the statement tests
    /// (the subject of a `switch`, the conditions of an `if`), when one row's element decides it;
    /// `facts`: what holds whenever the arm is shown.
    func inBranch(of statement: some SyntaxProtocol, arm: Int, chosenBy test: Syntax? = nil, facts: [ConditionFact] = []) -> Self {
        var inner = self
        inner.isConditional = true
        var step = BranchStep(statement: statement.position.utf8Offset, arm: arm)
        step.facts = facts
        step.isChosenPerRow = test.map { ViewTreeWalk.mentionsRowValue($0, rowValues) } ?? false
        if arm == 0, let conditions = Syntax(statement).as(IfExprSyntax.self)?.conditions, conditions.count == 1,
           case .expression(let condition) = conditions.first?.condition {
            let elements = condition.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [condition]
            step.shownWhenAny = Self.operands(of: "||", in: elements).sorted()
            step.requires = Self.operands(of: "&&", in: elements).sorted()
        }
        inner.branch.append(step)
        return inner
    }

    /// `a || b || c` → `a`, `b`, `c` as written (for `||`; `&&` alike); anything else is one operand.
    private static func operands(of symbol: String, in elements: [ExprSyntax]) -> Set<String> {
        if elements.count > 1, let operation = Operation(elements), operation.operatorText == symbol, case .infix(_, let left, let right) = operation {
            return operands(of: symbol, in: left).union(operands(of: symbol, in: right))
        }
        return [elements.map(\.trimmedDescription).joined(separator: " ")]
    }
}
