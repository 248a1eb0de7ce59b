/// The framework-neutral focus model: what the rules see. SwiftUI (`@FocusState`) and UIKit
/// (`UITextFieldDelegate`) builders both lower their code to these types, so a rule such as
/// `missing-focus-transition` is written once. All ranges are UTF-8 byte offsets into the file.
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

    public init(framework: Framework, name: String, declaration: Range<Int>, fields: [ChainField]) {
        self.framework = framework
        self.name = name
        self.declaration = declaration
        self.fields = fields
    }
}

/// What a field is bound to: an enum case (`.email`), a `Bool` focus state, or a UIKit property.
public struct FocusTarget: Sendable, Hashable, CustomStringConvertible {
    /// The spelling users recognise: `email` for `.email`, `isEmailFocused`, `emailField`.
    public var name: String

    public init(_ name: String) { self.name = name }
    public var description: String { name }
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
    /// False for inputs where Return inserts a newline (`TextEditor`, vertical `TextField`, `UITextView`).
    public var takesReturn: Bool
    public var outcome: Outcome
    public var label: ReturnLabel?
    public var keyboard: Keyboard?

    public init(
        target: FocusTarget, range: Range<Int>, isConditional: Bool = false, isDynamicGroup: Bool = false,
        takesReturn: Bool = true, outcome: Outcome = Outcome(), label: ReturnLabel? = nil, keyboard: Keyboard? = nil
    ) {
        self.target = target
        self.range = range
        self.isConditional = isConditional
        self.isDynamicGroup = isDynamicGroup
        self.takesReturn = takesReturn
        self.outcome = outcome
        self.label = label
        self.keyboard = keyboard
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

    public init(moves: [Transition] = [], ends: Bool = false, isUnknown: Bool = false, handlers: [Range<Int>] = []) {
        self.moves = moves
        self.ends = ends
        self.isUnknown = isUnknown
        self.handlers = handlers
    }

    /// No handler applies, or none handles this field: Return does nothing to focus.
    public var isNothing: Bool { moves.isEmpty && !ends && !isUnknown }
    /// Return always moves focus to some field.
    public var definitelyMoves: Bool { !isUnknown && !ends && moves.contains { !$0.isConditional } }
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
    public var range: Range<Int>?

    public init(value: String?, range: Range<Int>?) {
        self.value = value
        self.range = range
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
