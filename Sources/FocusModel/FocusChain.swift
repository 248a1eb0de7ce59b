// The framework-neutral focus model: what the rules see. SwiftUI (`@FocusState`) and UIKit
// (`UITextFieldDelegate`) builders both lower their code to these types, so a rule such as
// `missing-focus-transition` is written once. All ranges are UTF-8 byte offsets into the file.

/// Which UI framework a chain was lowered from; fix builders are chosen by it.
package enum Framework: String, Sendable {
    case swiftUI
    case uiKit
}

/// One chain of fields that Return walks through: one focus state (SwiftUI) or one delegate
/// scope (UIKit).
package struct FocusChain: Sendable {
    package var framework: Framework
    /// The focus state's name (`focus`) or the class's name (`SignUpViewController`).
    package var name: String
    /// Where the chain is declared: the `@FocusState` declaration or the class name.
    package var declaration: Range<Int>
    /// Fields in chain order.
    package var fields: [ChainField]
    /// One optional-enum state, or several `Bool` states of one view that together form the chain.
    package var stateKind: StateKind
    /// Every declaration of the state (one per `Bool` state), in source order.
    package var stateDeclarations: [Range<Int>]
    /// The `Bool` states are `@State` flags handed to input components of the app's, which keep
    /// their own focus in step with them: no `@FocusState` to convert.
    package var statesAreComponentFlags = false
    /// The type that owns the state (`SignUpView`, `SignUpViewController`).
    package var owner: String
    /// Every assignment of focus found in the chain's handlers, reachable or not
    /// (`unbound-focus-target` checks them against the bound targets).
    package var assignments: [Transition]
    /// The form offers its own way to advance without Return (a keyboard toolbar, an `inputAccessoryView`).
    package var hasKeyboardAccessory: Bool
    /// No keyboard toolbar of the form moves focus on (its buttons drop focus, a Done setting it to
    /// nil, or set values, a quantity's `+10`): it offers no way on to the next field.
    package var keyboardAccessoryOnlyDismisses = false
    /// UIKit: IQKeyboardManager's toolbar shows above the keyboard on the owner's screen
    /// (`ProjectSymbols.keyboardManagerToolbarShows(onScreenOf:)`): its Previous and Next buttons
    /// move between the fields, whatever Return does.
    package var showsKeyboardManagerToolbar = false
    /// The source the chain spans (the owner's declaration): where chain-wide code actions are offered.
    package var extent: Range<Int>
    /// Part of the chain lives where this file cannot see (a child view in another file, a parent
    /// that passed the binding down): rules that need the whole chain stay silent.
    package var hasFieldsElsewhere: Bool = false
    /// What lives elsewhere is only on screens the owner presents (a sheet built in place binding
    /// the same state): no Return there reaches the fields here, whose own routing is all in sight.
    package var hasFieldsOnlyOnPresentedScreens: Bool = false
    /// The targets a control's own change handler focuses (`Picker(…).onChange(of: unit) { if unit
    /// == .other { focus = .unitName } }`): a field so bound that is shown only on a condition is
    /// revealed by the choice and reached by it, not by Return from the field before the control.
    package var targetsFocusedOnAChoice: Set<String> = []
    /// Every value the state can take (the enum's cases, in declaration order) when the file
    /// declares them; nil when unknown. Generated `switch`es use it to stay exhaustive without `default`.
    package var possibleTargets: [FocusTarget]?
    /// Buttons of the owner that submit the form (`Button("Save", action: save)`, a confirmation
    /// toolbar item; UIKit: a method named for it, or one reading several fields' text): where the
    /// fields' values are committed together.
    package var commitActions: [Range<Int>] = []
    /// What the owner's controls are enabled or shown on (`.disabled(url.isEmpty || key.isEmpty)`,
    /// `if canSubmit { Button … }`): the names each condition reads, through the owner's own
    /// methods and properties it calls. A control waiting for several fields takes them together.
    package var actionConditions: [[String]] = []
    /// The names each of the owner's buttons reads when tapped: its action and the owner's methods
    /// that action calls (`Button { changeEmail() }` reading `newEmail` and `password`). Filled for
    /// views without focus state, whose sections may each be saved by a button of their own.
    package var buttonReads: [[String]] = []
    /// The owner's `@Binding` properties: values its caller owns and hands in to be edited. Fields
    /// editing parts of one (`$draft.name`, `$draft.note`) edit one record, which the caller saves whole.
    package var handedValues: [String] = []
    /// The values whose changes the owner copies into one object it is handed, each with that object
    /// (`username` → `signUp` for `.onChange(of: username) { signUp.username = username }` with
    /// `@EnvironmentObject var signUp`): fields copied into one object fill one record, which the
    /// caller (a flow's parent with the Next button) submits whole.
    package var valuesCopiedIntoHandedObjects: [String: String] = [:]
    /// The last names of the values the owner's toggles switch (`usesOwnServer`): a field shown
    /// only while one is on is an option the user opts into, not a step of the form.
    package var toggledValues: [String] = []
    /// The last names of the values the owner's pickers choose (`kind`, or what a selection
    /// binding's setter assigns): a field shown on one choice, after the picker, is typed once that
    /// choice is made, not in turn with the fields before the picker.
    package var chosenValues: [String] = []
    /// The values the owner fills in when another changes (`.onChange(of: key) { relay = … }`), each
    /// with the names the watched value reads: a field filled from another is checked, not typed in turn.
    package var valuesFilledOnChange: [FilledValue] = []
    /// Text inputs of the owner's view that no focus state binds (an email field beside a password
    /// whose focus only styles it), when the view has this one chain: fields of its form all the
    /// same, in layout order, whose Return ends editing unless their handler does more.
    package var unboundInputs: [ChainField] = []
    /// The text inputs of a SwiftUI view with no focus plumbing at all (`UnfocusedFormRecord`).
    package var isWithoutFocusState = false

    package init(
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
    package enum StateKind: Sendable {
        /// One state holding an optional value (`FocusState<Field?>`), or UIKit's first responder.
        case value
        /// One `Bool` focus state per field.
        case bool
    }

    /// Whether some field of the chain is bound to `target` (a dynamic group matches its case name,
    /// or anything when its value is computed).
    package func binds(_ target: FocusTarget) -> Bool {
        fields.contains { $0.bindsAnyValue || $0.target.matches(target) }
    }

    /// The field after `field` in chain order, if any: alternatives of `field` (the other arm of
    /// its `if`) and the same text shown the other way (a password's revealed twin) are never its
    /// next field.
    package func field(after field: ChainField) -> ChainField? {
        guard let index = fields.firstIndex(where: { $0.isSame(as: field) }) else { return nil }
        return fields[(index + 1)...].first { !$0.excludes(field) && !$0.isOtherWayOfShowing(field) }
    }

    /// One code typed a character a box (a PIN, a one-time code): every field but the last moves
    /// focus on by itself as its character is typed, so there is no form to route on Return.
    package var isCodeEntry: Bool {
        fields.count >= 2 && fields.dropLast().allSatisfy(\.advancesAsTyped)
    }

    /// The field after `field` that is typed in turn, passing over fields revealed and focused by a
    /// control's choice (`targetsFocusedOnAChoice`) under a condition `field` is not under.
    package func fieldTypedInTurn(after field: ChainField) -> ChainField? {
        var current = field
        while let next = self.field(after: current) {
            let isRevealedByAChoice = next.isConditional && targetsFocusedOnAChoice.contains(next.target.name)
                && !next.branch.allSatisfy { field.branch.contains($0) }
            if !isRevealedByAChoice { return next }
            current = next
        }
        return nil
    }

    /// Whether `field` is the chain's last member: no field comes after it.
    package func isLast(_ field: ChainField) -> Bool {
        self.field(after: field) == nil
    }
}

/// What a field is bound to: an enum case (`.email`), a `Bool` focus state, or a UIKit property.
package struct FocusTarget: Sendable, Hashable, CustomStringConvertible {
    /// The spelling users recognise: `email` for `.email`, `isEmailFocused`, `emailField`.
    package var name: String

    package init(_ name: String) { self.name = name }
    package var description: String { name }

    /// The case name without an associated value: `row` for `row(id)`.
    package var caseName: Substring { name[..<(name.utf8.firstIndex(of: UInt8(ascii: "(")) ?? name.endIndex)] }

    /// Same case, ignoring associated values: `.row(id)` matches a group bound to `.row(item.id)`.
    package func matches(_ other: FocusTarget) -> Bool {
        self == other || caseName == other.caseName
    }
}

/// A member of a chain.
package struct ChainField: Sendable {
    package var target: FocusTarget
    /// Where rules about this field point: the `.focused(...)` modifier, or the UIKit property declaration.
    package var range: Range<Int>
    /// Inside an `if`/`switch` branch: may be absent at run time.
    package var isConditional: Bool
    /// A `ForEach` row bound to a non-literal value: one member standing for many fields.
    package var isDynamicGroup: Bool
    /// A dynamic group bound to a computed value (`item.id`, `field`): it may stand for any value.
    package var bindsAnyValue: Bool = false
    /// False for inputs where Return inserts a newline (`TextEditor`, vertical `TextField`, `UITextView`).
    package var takesReturn: Bool
    package var outcome: Outcome
    package var label: ReturnLabel?
    package var keyboard: Keyboard?
    /// The `if`/`switch` arms the field sits in, outermost first: two fields in different arms of
    /// one statement are never on screen together.
    package var branch: [BranchStep]
    /// The `@ViewBuilder` method calls the walk went through to reach the field, by their offsets:
    /// one helper called for three rows yields three fields with one range.
    package var callSites: [Int] = []
    /// The first of those calls (`entry(for: .email)`): where a field is shown that one helper
    /// makes for several calls (SwiftUI views without focus state).
    package var firstCall: Range<Int>?
    /// A view whose definition cannot be read (a type from outside the project): it takes focus,
    /// but whether it takes text is unknown, so no rule speaks about it or points the user at it.
    package var isOpaque = false
    /// For a field of a view declared in another file, that view and the field's place in it
    /// (`AddressFields#1`): the fields of one call share the call's position.
    package var heldBy: String?
    /// An opaque view named for a text input (`ThemeTextField`, `BrandSecureField`): its author
    /// says it takes text, which a note about a whole form may take on trust.
    package var isNamedTextInput = false
    /// What the input edits, as its call writes it (`$text`): a plain and a secure input editing the
    /// same text are one field shown two ways (a password and its revealed twin).
    package var editedText: String?
    /// A secure input (`SecureField`, a component named for passwords): the field of a credential.
    package var isSecure = false
    /// `.textContentType(.username)` / `textContentType = .password`: what the field asks for.
    package var contentType: String?
    /// A picker or another `inputView` stands in for the keyboard, or the field drops the keyboard
    /// as soon as it gets it (UIKit): there is no Return key to press in the field, but Return in
    /// another may move focus to it.
    package var hasNoKeyboard = false
    /// One member standing for every row of a table configured alike (`UIKitRowForm`): what holds
    /// for it holds for each row, but which row is last is not known.
    package var standsForEveryRow = false
    /// How many controls of other kinds (pickers, toggles, steppers; not date pickers) sit between the text input
    /// before this one and this one, in layout (SwiftUI views without focus state).
    package var otherControlsBefore = 0
    /// Moves focus to another field by itself as a character is typed: a box of a code entered one
    /// character at a time (`.onChange(of: digit) { if digit.count == 1 { focus = .second } }`).
    package var advancesAsTyped = false
    /// How many buttons and links sit between the text input before this one and this one, in
    /// layout (a Send code button between a mail and its code); nil where the walk does not count
    /// them (fields of a child view handed the binding).
    package var buttonsBefore: Int?
    /// Edits a part of the element of a `ForEach` row (`$entry.key` in `ForEach($entries) { $entry
    /// in … }`): the `ForEach`, by its offset. Fields of one row editing parts of its element fill
    /// in one record, row by row.
    package var editedRowOf: Int?
    /// Edits a value kept in a defaults store (`$serverPort` of `@AppStorage("port") var serverPort`,
    /// `$store.port` of an object whose `port` is `@UserDefault`): saved as it is typed, a setting.
    package var isSavedAsTyped = false
    /// Opens a part of the screen that buttons of its own submit apart from the part of the field
    /// before it (UIKit, `UIKitFormParts`): Return in that field is not meant to reach this one.
    package var opensSeparatePart = false
    /// Return runs, in a handler of the field's, a method of its view that one of the view's buttons
    /// runs too (`.onSubmit(addEntry)` beside `Button("Add", action: addEntry)`): Return does what
    /// the button does. Read for views without focus state.
    package var runsAButtonsAction = false

    package init(
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
    package func isSame(as other: ChainField) -> Bool {
        range == other.range && callSites == other.callSites && heldBy == other.heldBy
    }

    /// Whether the two inputs are one field shown two ways: a secure and a plain input editing the
    /// same text (a password and its revealed twin).
    package func isOtherWayOfShowing(_ other: ChainField) -> Bool {
        editedText != nil && editedText == other.editedText && isSecure != other.isSecure
    }

    /// Whether this field sits in an arm of an `if`/`switch` that `other` is not inside of: when
    /// another arm is taken, `other` is there and this field is not.
    package func isMissingInOtherArms(around other: ChainField) -> Bool {
        branch.contains { step in !other.branch.contains { $0.statement == step.statement } }
    }

    /// Whether the two fields sit in different arms of one `if`/`switch`, or in arms of two `if`s
    /// whose conditions contradict (`if kind != .cash`, then `if kind == .cash`), so only one
    /// exists at a time.
    package func excludes(_ other: ChainField) -> Bool {
        zip(branch, other.branch).contains { $0.statement == $1.statement && $0.arm != $1.arm }
            || branch.contains { step in other.branch.contains { $0.statement != step.statement && $0.contradicts(step) } }
    }
}

/// One arm of an `if`/`switch` in a view builder: the statement (by its offset) and which arm.
package struct BranchStep: Sendable, Hashable {
    package var statement: Int
    package var arm: Int
    /// The first arm of an `if` on one expression (`if isEditing`, `if isEditing || !note.isEmpty`):
    /// the conditions any of which shows it, as written, sorted. Blocks sharing one (`isEditing`)
    /// are all shown at once.
    package var shownWhenAny: [String] = []
    /// The first arm of an `if` on a conjunction or one condition (`if !code.isEmpty && isNew`):
    /// what holds whenever it is shown, as written, sorted.
    package var requires: [String] = []
    /// The statement tests the element of a `ForEach` row (`switch entry.kind` in the view each row
    /// shows): each row takes its own arm, so the arms' fields may all be on screen at once.
    package var isChosenPerRow = false
    /// The plain tests that hold whenever the arm is shown: its own conditions and, past an `else`,
    /// the negation of the conditions before it (`ConditionFact`).
    package var facts: [ConditionFact] = []

    /// Whether no state shows both arms: some fact of one contradicts some fact of the other. Arms
    /// chosen per `ForEach` row are each row's own, so rows may show both.
    package func contradicts(_ other: BranchStep) -> Bool {
        guard !isChosenPerRow, !other.isChosenPerRow else { return false }
        return facts.contains { fact in other.facts.contains { $0.contradicts(fact) } }
    }
}

/// A value a view fills in when another changes: `relay`, from the names `key` reads in
/// `.onChange(of: key) { relay = … }`.
package struct FilledValue: Sendable, Hashable {
    package var value: String
    package var sources: [String]

    package init(value: String, sources: [String]) {
        self.value = value
        self.sources = sources
    }
}

/// What pressing Return in a field does to focus.
package struct Outcome: Sendable {
    /// Assignments of focus to another field reachable from this field's submit.
    package var moves: [Transition]
    /// Some path ends editing (`focus = nil`, `resignFirstResponder()`, or only non-focus work).
    package var ends: Bool
    /// Some path could not be understood statically; rules stay silent on the field.
    package var isUnknown: Bool
    /// The handlers that ran for this field (`.onSubmit`, `textFieldShouldReturn`), for related information.
    package var handlers: [Range<Int>]
    /// Some path that ends editing does other work first (`submit()`, saving): Return is meant to
    /// finish there. False when every ending path only drops focus (`focus = nil`, `resignFirstResponder()`,
    /// an empty handler), which in the middle of a form leaves the user stuck.
    package var endsWithWork: Bool
    /// Every way through some handler moves focus, to one field or another depending on other state
    /// (`if advanced { focus = .prefix } else { focus = .note }`).
    package var alwaysMoves = false
    /// Unknown because Return hands the field to another object's method (a cell's delegate,
    /// `delegate?.entryCell(self, didReturnIn: textField)`) before moving focus anywhere itself:
    /// whether Return routes at all is decided in code this class does not show.
    package var isHandedOff = false

    package init(moves: [Transition] = [], ends: Bool = false, isUnknown: Bool = false, handlers: [Range<Int>] = [], endsWithWork: Bool = false) {
        self.moves = moves
        self.ends = ends
        self.isUnknown = isUnknown
        self.handlers = handlers
        self.endsWithWork = endsWithWork
    }

    /// No handler applies, or none handles this field: Return does nothing to focus.
    package var isNothing: Bool { moves.isEmpty && !ends && !isUnknown }
    /// Return always moves focus to some field.
    package var definitelyMoves: Bool { !isUnknown && !ends && moves.contains { !$0.isConditional } }
    /// Return definitely ends editing: no path moves focus and every path is understood.
    package var definitelyEnds: Bool { ends && moves.isEmpty && !isUnknown }
    /// Return leaves focus nowhere useful: nothing handles it, or it only drops focus.
    package var goesNowhere: Bool { isNothing || (definitelyEnds && !endsWithWork) }
}

/// `focus = .w`, or `wField.becomeFirstResponder()`.
package struct Transition: Sendable {
    package var target: FocusTarget
    /// Only taken under a condition (`if isValid { focus = .w }`).
    package var isConditional: Bool
    /// The assignment or call.
    package var range: Range<Int>
    /// The way that moves runs other code too (`step = .password`), which may change what is shown.
    package var alongsideWork = false

    package init(target: FocusTarget, isConditional: Bool = false, range: Range<Int>) {
        self.target = target
        self.isConditional = isConditional
        self.range = range
    }
}

/// The Return key's label: `.submitLabel(.next)` or `returnKeyType = .next`.
package struct ReturnLabel: Sendable {
    /// `next`, `done`, `go`, `return`, …; nil when computed at run time.
    package var value: String?
    /// The `.submitLabel(...)` modifier or `returnKeyType =` assignment; nil for the default label.
    /// For a label a form component sets, the caller's own `.submitLabel` it overrides, if any.
    package var range: Range<Int>?
    /// The form component whose input sets this label (innermost wins), when not this file's code.
    package var setBy: String?
    /// The label is the one a text field class of the app's gives every instance of itself
    /// (`OwnReturnKey`): a default of the class, not chosen for this field.
    package var isFieldClassDefault = false

    package init(value: String?, range: Range<Int>?, setBy: String? = nil) {
        self.value = value
        self.range = range
        self.setBy = setBy
    }

    package var isDynamic: Bool { value == nil }
}

/// The keyboard a field shows (`.numberPad`), and where it is set.
package struct Keyboard: Sendable {
    package var value: String
    package var range: Range<Int>

    package init(value: String, range: Range<Int>) {
        self.value = value
        self.range = range
    }

    /// iPhone keyboards with no Return key: submit never fires from them.
    package var hasNoReturnKey: Bool {
        ["numberPad", "decimalPad", "phonePad", "asciiCapableNumberPad"].contains(value)
    }
}
