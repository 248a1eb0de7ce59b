// The framework-neutral focus model: what the rules see. SwiftUI (`@FocusState`) and UIKit
// (`UITextFieldDelegate`) builders both lower their code to these types, so a rule such as
// `missing-focus-transition` is written once. All ranges are UTF-8 byte offsets into the file.

/// Which UI framework a chain was lowered from; fix builders are chosen by it.
public enum Framework: String, Sendable {
    case swiftUI
    case uiKit
}

/// One chain of fields that Return walks through: one focus state (SwiftUI) or one delegate
/// scope (UIKit).
public struct FocusChain: Sendable {
    public var framework: Framework
    /// The focus state's name (`focus`) or the class's name (`SignUpViewController`).
    public var name: String
    /// Where the chain is declared: the `@FocusState` declaration or the class name.
    public var declaration: Range<Int>
    /// Fields in chain order.
    public var fields: [ChainField]
    /// One optional-enum state, or several `Bool` states of one view that together form the chain.
    public var stateKind: StateKind
    /// Every declaration of the state (one per `Bool` state), in source order.
    public var stateDeclarations: [Range<Int>]
    /// The type that owns the state (`SignUpView`, `SignUpViewController`).
    public var owner: String
    /// Every assignment of focus found in the chain's handlers, reachable or not
    /// (`unbound-focus-target` checks them against the bound targets).
    public var assignments: [Transition]
    /// The form offers its own way to advance without Return (a keyboard toolbar, an `inputAccessoryView`).
    public var hasKeyboardAccessory: Bool
    /// The source the chain spans (the owner's declaration): where chain-wide code actions are offered.
    public var extent: Range<Int>
    /// Part of the chain lives where this file cannot see (a child view in another file, a parent
    /// that passed the binding down): rules that need the whole chain stay silent.
    public var hasFieldsElsewhere: Bool = false
    /// Every value the state can take (the enum's cases, in declaration order) when the file
    /// declares them; nil when unknown. Generated `switch`es use it to stay exhaustive without `default`.
    public var possibleTargets: [FocusTarget]?

    public init(
        framework: Framework, name: String, declaration: Range<Int>, fields: [ChainField],
        stateKind: StateKind = .value, stateDeclarations: [Range<Int>] = [], owner: String = "",
        assignments: [Transition] = [], hasKeyboardAccessory: Bool = false, extent: Range<Int>? = nil
    ) {
        self.framework = framework
        self.name = name
        self.declaration = declaration
        self.fields = fields
        self.stateKind = stateKind
        self.stateDeclarations = stateDeclarations.isEmpty ? [declaration] : stateDeclarations
        self.owner = owner
        self.assignments = assignments
        self.hasKeyboardAccessory = hasKeyboardAccessory
        self.extent = extent ?? declaration
    }

    /// How the chain's focus is stored.
    public enum StateKind: Sendable {
        /// One state holding an optional value (`FocusState<Field?>`), or UIKit's first responder.
        case value
        /// One `Bool` focus state per field.
        case bool
    }

    /// Whether some field of the chain is bound to `target` (a dynamic group matches its case name,
    /// or anything when its value is computed).
    public func binds(_ target: FocusTarget) -> Bool {
        fields.contains { $0.bindsAnyValue || $0.target.matches(target) }
    }

    /// The field after `field` in chain order, if any: alternatives of `field` (the other arm of
    /// its `if`) are never its next field.
    public func field(after field: ChainField) -> ChainField? {
        guard let index = fields.firstIndex(where: { $0.isSame(as: field) }) else { return nil }
        return fields[(index + 1)...].first { !$0.excludes(field) }
    }

    /// Whether `field` is the chain's last member: no field comes after it.
    public func isLast(_ field: ChainField) -> Bool {
        self.field(after: field) == nil
    }
}

/// What a field is bound to: an enum case (`.email`), a `Bool` focus state, or a UIKit property.
public struct FocusTarget: Sendable, Hashable, CustomStringConvertible {
    /// The spelling users recognise: `email` for `.email`, `isEmailFocused`, `emailField`.
    public var name: String

    public init(_ name: String) { self.name = name }
    public var description: String { name }

    /// The case name without an associated value: `row` for `row(id)`.
    public var caseName: Substring { name.prefix { $0 != "(" } }

    /// Same case, ignoring associated values: `.row(id)` matches a group bound to `.row(item.id)`.
    public func matches(_ other: FocusTarget) -> Bool {
        self == other || caseName == other.caseName
    }
}

/// A member of a chain.
public struct ChainField: Sendable {
    public var target: FocusTarget
    /// Where rules about this field point: the `.focused(...)` modifier, or the UIKit property declaration.
    public var range: Range<Int>
    /// Inside an `if`/`switch` branch: may be absent at run time.
    public var isConditional: Bool
    /// A `ForEach` row bound to a non-literal value: one member standing for many fields.
    public var isDynamicGroup: Bool
    /// A dynamic group bound to a computed value (`item.id`, `field`): it may stand for any value.
    public var bindsAnyValue: Bool = false
    /// False for inputs where Return inserts a newline (`TextEditor`, vertical `TextField`, `UITextView`).
    public var takesReturn: Bool
    public var outcome: Outcome
    public var label: ReturnLabel?
    public var keyboard: Keyboard?
    /// The `if`/`switch` arms the field sits in, outermost first: two fields in different arms of
    /// one statement are never on screen together.
    public var branch: [BranchStep]
    /// The `@ViewBuilder` method calls the walk went through to reach the field, by their offsets:
    /// one helper called for three rows yields three fields with one range.
    public var callSites: [Int] = []
    /// A view whose definition cannot be read (a type from outside the project): it takes focus,
    /// but whether it takes text is unknown, so no rule speaks about it or points the user at it.
    public var isOpaque = false

    public init(
        target: FocusTarget, range: Range<Int>, isConditional: Bool = false, isDynamicGroup: Bool = false,
        takesReturn: Bool = true, outcome: Outcome = Outcome(), label: ReturnLabel? = nil, keyboard: Keyboard? = nil,
        branch: [BranchStep] = []
    ) {
        self.target = target
        self.range = range
        self.isConditional = isConditional
        self.isDynamicGroup = isDynamicGroup
        self.takesReturn = takesReturn
        self.outcome = outcome
        self.label = label
        self.keyboard = keyboard
        self.branch = branch
    }

    /// The same field: the same code reached through the same calls.
    public func isSame(as other: ChainField) -> Bool {
        range == other.range && callSites == other.callSites
    }

    /// Whether the two fields sit in different arms of one `if`/`switch`, so only one exists at a time.
    public func excludes(_ other: ChainField) -> Bool {
        zip(branch, other.branch).contains { $0.statement == $1.statement && $0.arm != $1.arm }
    }
}

/// One arm of an `if`/`switch` in a view builder: the statement (by its offset) and which arm.
public struct BranchStep: Sendable, Hashable {
    public var statement: Int
    public var arm: Int

    public init(statement: Int, arm: Int) {
        self.statement = statement
        self.arm = arm
    }
}

/// What pressing Return in a field does to focus.
public struct Outcome: Sendable {
    /// Assignments of focus to another field reachable from this field's submit.
    public var moves: [Transition]
    /// Some path ends editing (`focus = nil`, `resignFirstResponder()`, or only non-focus work).
    public var ends: Bool
    /// Some path could not be understood statically; rules stay silent on the field.
    public var isUnknown: Bool
    /// The handlers that ran for this field (`.onSubmit`, `textFieldShouldReturn`), for related information.
    public var handlers: [Range<Int>]
    /// Some path that ends editing does other work first (`submit()`, saving): Return is meant to
    /// finish there. False when every ending path only drops focus (`focus = nil`, `resignFirstResponder()`,
    /// an empty handler), which in the middle of a form leaves the user stuck.
    public var endsWithWork: Bool

    public init(moves: [Transition] = [], ends: Bool = false, isUnknown: Bool = false, handlers: [Range<Int>] = [], endsWithWork: Bool = false) {
        self.moves = moves
        self.ends = ends
        self.isUnknown = isUnknown
        self.handlers = handlers
        self.endsWithWork = endsWithWork
    }

    /// No handler applies, or none handles this field: Return does nothing to focus.
    public var isNothing: Bool { moves.isEmpty && !ends && !isUnknown }
    /// Return always moves focus to some field.
    public var definitelyMoves: Bool { !isUnknown && !ends && moves.contains { !$0.isConditional } }
    /// Return definitely ends editing: no path moves focus and every path is understood.
    public var definitelyEnds: Bool { ends && moves.isEmpty && !isUnknown }
    /// Return leaves focus nowhere useful: nothing handles it, or it only drops focus.
    public var goesNowhere: Bool { isNothing || (definitelyEnds && !endsWithWork) }
}

/// `focus = .w`, or `wField.becomeFirstResponder()`.
public struct Transition: Sendable {
    public var target: FocusTarget
    /// Only taken under a condition (`if isValid { focus = .w }`).
    public var isConditional: Bool
    /// The assignment or call.
    public var range: Range<Int>

    public init(target: FocusTarget, isConditional: Bool = false, range: Range<Int>) {
        self.target = target
        self.isConditional = isConditional
        self.range = range
    }
}

/// The Return key's label: `.submitLabel(.next)` or `returnKeyType = .next`.
public struct ReturnLabel: Sendable {
    /// `next`, `done`, `go`, `return`, …; nil when computed at run time.
    public var value: String?
    /// The `.submitLabel(...)` modifier or `returnKeyType =` assignment; nil for the default label.
    /// For a label a form component sets, the caller's own `.submitLabel` it overrides, if any.
    public var range: Range<Int>?
    /// The form component whose input sets this label (innermost wins), when not this file's code.
    public var setBy: String?

    public init(value: String?, range: Range<Int>?, setBy: String? = nil) {
        self.value = value
        self.range = range
        self.setBy = setBy
    }

    public var isDynamic: Bool { value == nil }
}

/// The keyboard a field shows (`.numberPad`), and where it is set.
public struct Keyboard: Sendable {
    public var value: String
    public var range: Range<Int>

    public init(value: String, range: Range<Int>) {
        self.value = value
        self.range = range
    }

    /// iPhone keyboards with no Return key: submit never fires from them.
    public var hasNoReturnKey: Bool {
        ["numberPad", "decimalPad", "phonePad", "asciiCapableNumberPad"].contains(value)
    }
}
