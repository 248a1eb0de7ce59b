/// What the UIKit builder learns about one file: a focus chain per delegate scope, plus the
/// UIKit-only facts that `text-field-delegate-unset` and `deletion-blocked` need.
package struct UIKitModel: Sendable {
    package var scopes: [UIKitScope]
    /// `return false` statements of `textField(_:shouldChangeCharactersIn:replacementString:)` reached
    /// when the replacement string is empty: the user cannot delete.
    package var blockedDeletions: [BlockedDeletion]

    package init(scopes: [UIKitScope] = [], blockedDeletions: [BlockedDeletion] = []) {
        self.scopes = scopes
        self.blockedDeletions = blockedDeletions
    }
}

/// A class (with its extensions in the file) holding two or more text inputs and handling their
/// Return through `UITextFieldDelegate`.
package struct UIKitScope: Sendable {
    package var className: String
    /// The chain the shared rules see (`framework == .uiKit`), fields in chain order.
    package var chain: FocusChain
    /// The UIKit facts of each chain member, in the same order as `chain.fields`.
    package var fields: [UIKitField]
    /// The whole class declaration.
    package var classDeclaration: Range<Int>
    /// Every `extension` of the class in the file.
    package var extensions: [Range<Int>] = []
    /// The extension that adopts `UITextFieldDelegate`, when the conformance is declared in one.
    package var delegateExtension: Range<Int>?
    /// The conformance to `UITextFieldDelegate` is written in this file (class or extension).
    package var declaresDelegateConformance = false
    /// Some field's `delegate = self` is in code, so the conformance exists (perhaps in another file).
    package var setsDelegateInCode = false
    /// The superclass is not a plain UIKit class: it may already implement the delegate methods.
    package var hasCustomSuperclass = false
    /// The `textFieldShouldReturn(_:)` declaration, when the scope has one.
    package var shouldReturn: Range<Int>?
    /// `textFieldShouldReturn(_:)` is declared in an extension in another file: routing is changed
    /// there, never by a second declaration here.
    package var returnHandledInAnotherFile = false
    /// The `viewDidLoad()` declaration, when the scope has one.
    package var viewDidLoad: Range<Int>?
}

/// A text-input property of a UIKit scope.
package struct UIKitField: Sendable {
    /// The property name: `emailField`.
    package var name: String
    /// The declared or constructed type: `UITextField`, `UITextView`, `FloatingLabelTextField`.
    package var typeName: String
    /// The property's name in its declaration: where the field's findings point.
    package var declaration: Range<Int>
    package var isOutlet: Bool
    package var delegate: DelegateState
    /// `textFieldShouldReturn(_:)` names this field in a `case` or an `==` test: it expects to be its delegate.
    package var isRoutedFrom: Bool
}

/// Whether a field's delegate is ever set.
package enum DelegateState: Sendable, Equatable {
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
package struct BlockedDeletion: Sendable {
    /// The `return false` (or a `return` whose value is false for an empty string).
    package var returnStatement: Range<Int>
    /// The `textField(_:shouldChangeCharactersIn:replacementString:)` declaration.
    package var method: Range<Int>
    /// The replacement string parameter's name inside the body (`string`).
    package var replacementName: String

    package init(returnStatement: Range<Int>, method: Range<Int>, replacementName: String) {
        self.returnStatement = returnStatement
        self.method = method
        self.replacementName = replacementName
    }
}
