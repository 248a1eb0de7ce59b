/// What the UIKit builder learns about one file: a focus chain per delegate scope, plus the
/// UIKit-only facts that `text-field-delegate-unset` and `deletion-blocked` need.
public struct UIKitModel: Sendable {
    public var scopes: [UIKitScope]
    /// `return false` statements of `textField(_:shouldChangeCharactersIn:replacementString:)` reached
    /// when the replacement string is empty: the user cannot delete.
    public var blockedDeletions: [BlockedDeletion]

    public init(scopes: [UIKitScope] = [], blockedDeletions: [BlockedDeletion] = []) {
        self.scopes = scopes
        self.blockedDeletions = blockedDeletions
    }
}

/// A class (with its extensions in the file) holding two or more text inputs and handling their
/// Return through `UITextFieldDelegate`.
public struct UIKitScope: Sendable {
    public var className: String
    /// The chain the shared rules see (`framework == .uiKit`), fields in chain order.
    public var chain: FocusChain
    /// The UIKit facts of each chain member, in the same order as `chain.fields`.
    public var fields: [UIKitField]
    /// The whole class declaration.
    public var classDeclaration: Range<Int>
    /// Every `extension` of the class in the file.
    public var extensions: [Range<Int>]
    /// The extension that adopts `UITextFieldDelegate`, when the conformance is declared in one.
    public var delegateExtension: Range<Int>?
    /// The conformance to `UITextFieldDelegate` is written in this file (class or extension).
    public var declaresDelegateConformance: Bool
    /// Some field's `delegate = self` is in code, so the conformance exists (perhaps in another file).
    public var setsDelegateInCode: Bool
    /// The superclass is not a plain UIKit class: it may already implement the delegate methods.
    public var hasCustomSuperclass: Bool
    /// The `textFieldShouldReturn(_:)` declaration, when the scope has one.
    public var shouldReturn: Range<Int>?
    /// The `viewDidLoad()` declaration, when the scope has one.
    public var viewDidLoad: Range<Int>?

    public init(
        className: String, chain: FocusChain, fields: [UIKitField], classDeclaration: Range<Int>,
        extensions: [Range<Int>] = [], delegateExtension: Range<Int>? = nil, declaresDelegateConformance: Bool = false,
        setsDelegateInCode: Bool = false, hasCustomSuperclass: Bool = false, shouldReturn: Range<Int>? = nil, viewDidLoad: Range<Int>? = nil
    ) {
        self.className = className
        self.chain = chain
        self.fields = fields
        self.classDeclaration = classDeclaration
        self.extensions = extensions
        self.delegateExtension = delegateExtension
        self.declaresDelegateConformance = declaresDelegateConformance
        self.setsDelegateInCode = setsDelegateInCode
        self.hasCustomSuperclass = hasCustomSuperclass
        self.shouldReturn = shouldReturn
        self.viewDidLoad = viewDidLoad
    }
}

/// A text-input property of a UIKit scope.
public struct UIKitField: Sendable {
    /// The property name: `emailField`.
    public var name: String
    /// The declared or constructed type: `UITextField`, `UITextView`, `FloatingLabelTextField`.
    public var typeName: String
    /// The property's name in its declaration: where the field's findings point.
    public var declaration: Range<Int>
    public var isOutlet: Bool
    public var delegate: DelegateState
    /// `textFieldShouldReturn(_:)` names this field in a `case` or an `==` test: it expects to be its delegate.
    public var isRoutedFrom: Bool

    public init(name: String, typeName: String, declaration: Range<Int>, isOutlet: Bool, delegate: DelegateState, isRoutedFrom: Bool) {
        self.name = name
        self.typeName = typeName
        self.declaration = declaration
        self.isOutlet = isOutlet
        self.delegate = delegate
        self.isRoutedFrom = isRoutedFrom
    }
}

/// Whether a field's delegate is ever set.
public enum DelegateState: Sendable, Equatable {
    /// `field.delegate = self` in code, or the outlet's delegate connection in a storyboard/xib.
    case set
    /// Set to another object: that object, not this scope, answers Return.
    case setElsewhere
    /// Provably never set: no assignment reaches the field and its interface file has no connection.
    case unset
    /// Cannot tell (an outlet without an interface file, a loop over fields we cannot resolve).
    case unknown
}

/// A `return false` that rejects an empty replacement string (a deletion).
public struct BlockedDeletion: Sendable {
    /// The `return false` (or a `return` whose value is false for an empty string).
    public var returnStatement: Range<Int>
    /// The `textField(_:shouldChangeCharactersIn:replacementString:)` declaration.
    public var method: Range<Int>
    /// The replacement string parameter's name inside the body (`string`).
    public var replacementName: String

    public init(returnStatement: Range<Int>, method: Range<Int>, replacementName: String) {
        self.returnStatement = returnStatement
        self.method = method
        self.replacementName = replacementName
    }
}
