/// What the UIKit builder learns about one file: a focus chain per delegate scope, plus the
/// UIKit-only facts that `text-field-delegate-unset` and `deletion-blocked` read.
package struct UIKitModel: Sendable {
    package var scopes: [UIKitScope]
    /// Every `textField(_:shouldChangeCharactersIn:replacementString:)`, run for a deletion.
    package var characterFilters: [CharacterFilter]
    /// Forms whose fields are table or collection cells configured per row (`UIKitRowForm`).
    package var rowForms: [FocusChain] = []

    package init(scopes: [UIKitScope] = [], characterFilters: [CharacterFilter] = []) {
        self.scopes = scopes
        self.characterFilters = characterFilters
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
    /// `textFieldShouldReturn(_:)` is declared in an extension in another file (of the class, or of
    /// a UIKit ancestor answering for every subclass): routing is changed there, never by a second
    /// declaration here.
    package var returnHandledInAnotherFile = false
    /// Return is answered by the superclass's handler walking an array the class hands it
    /// (`UIKitSuperclassRouting`): its fields may be held by cells (`nameCell.textField`), and
    /// routing is the superclass's, so no fix is written here.
    package var returnRoutedBySuperclass = false
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

/// A `textField(_:shouldChangeCharactersIn:replacementString:)` delegate method, run for a deletion
/// (an empty replacement string) by `DeletionEvaluator`.
package struct CharacterFilter: Sendable {
    /// The method's declaration.
    package var method: Range<Int>
    /// The replacement string parameter's name inside the body (`string`).
    package var replacementName: String
    /// The filter writes the text itself (`textField.text = formatted(...)`, `insertText`) or hands
    /// the field to a method that may (`redraw(textField)`).
    package var editsTextItself: Bool
    /// The `return`s with a value that a deletion reaches, in the order the evaluation meets them.
    package var deletionExits: [DeletionExit]
}

/// A `return` with a value, reached when the replacement string is empty.
package struct DeletionExit: Sendable {
    /// The `return` statement.
    package var statement: Range<Int>
    /// The value returned is false for an empty replacement string.
    package var returnsFalse: Bool
    /// The value is a Boolean literal.
    package var returnsLiteral: Bool
    /// Some condition on the string, decided for `""`, steered the way here (not only conditions
    /// unrelated to it, such as `guard let text = textField.text`).
    package var isDecided: Bool
    /// Inside a branch guarded by a condition on the string that cannot be decided for `""`
    /// (`updatedText.count > 10`).
    package var isHidden: Bool
    /// Reached once the field's text is long, past a length limit checked on the text before the
    /// edit (`textField.text!.count <= 9`) rather than after it.
    package var isOnceTextIsLong = false
}
