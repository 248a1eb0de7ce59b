import SwiftSyntax

/// A view that receives a focus binding and binds fields of its own to it (`AddressFields(focus:
/// $focus)`), as the files calling it see it: its fields in order and what Return does in each as
/// far as the view itself decides. A caller places the fields in its own chain, at the call, and adds
/// the submit handlers it applies around the call; it never reads this view's text.
package struct FocusViewSummary: Sendable, Equatable {
    /// The view's type name.
    package var name: String
    /// The argument label of the parameter that carries the binding.
    package var bindingLabel: String
    /// The argument labels a call may use (the initialisers' parameters, else the stored properties).
    package var labels: Set<String>
    package var fields: [Field]

    /// One field of the view, in the view's order.
    package struct Field: Sendable, Equatable {
        package var value: Value
        package var isConditional: Bool
        package var isDynamicGroup: Bool
        /// The arms of the view's own `if`/`switch` statements the field sits in, numbered within the view.
        package var branch: [BranchStep]
        package var takesReturn: Bool
        package var isOpaque: Bool
        /// The label the view sets on the field (`.some(nil)` when computed), nil when it sets none
        /// and the caller's applies.
        package var label: String??
        package var keyboard: String?
        /// What the view's own submit handlers do to focus on Return in this field.
        package var outcome: OutcomeSummary
        /// A barrier inside the view (`.submitScope()`) keeps the field's submits from the caller's handlers.
        package var isSealed: Bool
    }

    /// What a field is bound to.
    package enum Value: Sendable, Equatable {
        /// A case the view names: `.street`.
        case literal(String)
        /// A parameter the caller passes (its argument label): `equals: field`.
        case parameter(String)
        /// Anything else, computed at run time (`item.id`).
        case computed(String)
    }

    /// An `Outcome` without positions: its handlers and assignments lie in the view's file.
    package struct OutcomeSummary: Sendable, Equatable {
        package var moves: [Move]
        package var ends: Bool
        package var endsWithWork: Bool
        package var isUnknown: Bool
        package var hasHandlers: Bool
        package var alwaysMoves: Bool

        package struct Move: Sendable, Equatable {
            package var target: String
            package var isConditional: Bool
            package var alongsideWork: Bool
        }

        init(_ outcome: Outcome) {
            moves = outcome.moves.map { Move(target: $0.target.name, isConditional: $0.isConditional, alongsideWork: $0.alongsideWork) }
            ends = outcome.ends
            endsWithWork = outcome.endsWithWork
            isUnknown = outcome.isUnknown
            hasHandlers = !outcome.handlers.isEmpty
            alwaysMoves = outcome.alwaysMoves
        }

        /// The outcome as seen at a call: every position is the call's.
        func outcome(at call: Range<Int>) -> Outcome {
            var outcome = Outcome(
                moves: moves.map { move in
                    var transition = Transition(target: FocusTarget(move.target), isConditional: move.isConditional, range: call)
                    transition.alongsideWork = move.alongsideWork
                    return transition
                },
                ends: ends, isUnknown: isUnknown, handlers: hasHandlers ? [call] : [], endsWithWork: endsWithWork
            )
            outcome.alwaysMoves = alwaysMoves
            return outcome
        }
    }
}

extension FocusViewSummary {
    /// The views under `roots` that receive one optional-value focus binding and whose fields the
    /// file can tell entirely (none passed on to a view it cannot see). `components` are the file's own.
    static func views(in types: TypeIndex, components: [FormComponent], module: String) -> [FocusViewSummary] {
        // One binding, declared as a property, an initialiser's parameter, or both (`self.focus = focus`).
        let candidates = types.typesInOrder.filter { type in
            type.focusStates.isEmpty && type.body != nil && (1...2).contains(type.focusBindings.count)
                && Set(type.focusBindings.map(\.valueType)).count == 1 && !type.focusBindings[0].isBool
        }
        guard !candidates.isEmpty else { return [] }
        let symbols = ProjectSymbols([(path: "", summary: FileSummary(module: module, components: components))])
        var summaries: [FocusViewSummary] = []
        for type in candidates {
            let walk = ViewTreeWalk(index: types, symbols: symbols, module: module)
            walk.walkBindingRoot(type)
            let withFields = walk.chains.filter { !$0.fields.isEmpty }
            guard withFields.count == 1, let chain = withFields.first, !walk.chains.contains(where: \.hasFieldsElsewhere),
                  let labels = InitializerLabels(of: type), let bindingLabel = labels.bindingLabel ?? type.focusBindings.first.map(\.name) else { continue }
            summaries.append(FocusViewSummary(
                name: type.name, bindingLabel: bindingLabel, labels: labels.all,
                fields: chain.summarisedFields(handlerSites: walk.handlerSites, index: types, parameterLabel: labels.label(of:))
            ))
        }
        return summaries
    }

    /// Whether a call with these argument labels calls this view and hands it the binding.
    func accepts(labels callLabels: [String]) -> Bool {
        callLabels.contains(bindingLabel) && callLabels.allSatisfy { $0 == "_" || labels.contains($0) }
    }
}

/// How callers label a view's parameters: an explicit initialiser's, else the memberwise one's
/// (the stored properties by name).
private struct InitializerLabels {
    /// Stored property or parameter name → the argument label that sets it.
    private var labelsByName: [String: String] = [:]
    var all: Set<String> = []
    /// The label of the initialiser's parameter that takes the binding, if it has one.
    var bindingLabel: String?

    /// Nil when the view has several initialisers: which one a call reaches is not told here.
    init?(of type: TypeInfo) {
        let initializers = type.initializers
        guard initializers.count <= 1 else { return nil }
        if let initializer = initializers.first {
            labelsByName = initializer.labelsOfStoredProperties
            for parameter in initializer.signature.parameterClause.parameters {
                let label = parameter.firstName.text
                all.insert(label)
                let type = parameter.type.sourceText
                if type.hasPrefix("FocusState<") && type.hasSuffix(">.Binding") { bindingLabel = label }
            }
        } else {
            all = type.storedProperties
        }
    }

    func label(of name: String) -> String {
        labelsByName[name] ?? name
    }
}

extension ChainRecord {
    /// The chain's fields as a view's callers see them: values, labels and the view's own outcomes.
    func summarisedFields(handlerSites: [HandlerSite], index: TypeIndex, parameterLabel: (String) -> String) -> [FocusViewSummary.Field] {
        var statements: [Int: Int] = [:]
        let outcomes = ownOutcomes(handlerSites: handlerSites, index: index)
        return zip(Self.merged(fields), outcomes).map { record, outcome in
            let field = record.field
            let branch = field.branch.map { step in
                let number = statements[step.statement] ?? statements.count
                statements[step.statement] = number
                return BranchStep(statement: number, arm: step.arm)
            }
            let value: FocusViewSummary.Value = if let parameter = record.valueParameter {
                .parameter(parameterLabel(parameter))
            } else if field.bindsAnyValue {
                .computed(field.target.name)
            } else {
                .literal(field.target.name)
            }
            let label: String?? = field.label.flatMap { $0.range == nil && $0.setBy == nil && $0.value == "return" ? nil : .some($0.value) }
            // A value the caller passes is whatever the call site passes, fixed there: the view's own
            // walk took it for computed only because it could not see it.
            let isDynamicGroup = record.valueParameter == nil && field.isDynamicGroup
            return FocusViewSummary.Field(
                value: value, isConditional: field.isConditional, isDynamicGroup: isDynamicGroup, branch: branch,
                takesReturn: field.takesReturn, isOpaque: field.isOpaque, label: label, keyboard: field.keyboard?.value,
                outcome: FocusViewSummary.OutcomeSummary(outcome), isSealed: record.isSealed
            )
        }
    }
}
