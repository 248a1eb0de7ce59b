/// The app's own classes a form holds as text fields: a `UITextField` subclass
/// (`DefaultTextField(placeholder:)`, `RoundedTF()`), or a view wrapping one such field that it
/// exposes (`LabeledTextField`, whose field the form reaches as `nameBlock.textField`), read from
/// the `ClassPart`s of the module and followed through their ancestors up to `UITextField`.
struct UIKitInputClasses {
    let project: ProjectContext

    private struct Kind {
        var isWrapper: Bool
        /// Nothing in the class, its ancestors or the field it wraps answers Return, sets a
        /// delegate or a Return key, or hides the caret: Return does what a plain field's does.
        var leavesReturnAlone: Bool
    }

    /// Whether `typeName` is a `UITextField` subclass of the app's own, whatever its name. A view
    /// wrapping one is taken for a field only when its name says so (`LabeledTextField`), or when
    /// the class holding it makes itself that field's delegate (`UIKitDelegatedWrappers`): a view
    /// of the app's may hide its field, or stand for a button.
    func isTextFieldSubclass(_ typeName: String) -> Bool {
        typeName != "UITextField" && kind(of: typeName, depth: 0)?.isWrapper == false
    }

    /// The name under which a view of the app's wrapping one text field keeps it (`textField` in a
    /// `LoginInputView`); nil for anything else.
    func wrappedFieldName(of typeName: String) -> String? {
        guard kind(of: typeName, depth: 0)?.isWrapper == true else { return nil }
        let names = Set(project.symbols.classParts(of: typeName, in: project.module).compactMap(\.wrappedInputName))
        return names.count == 1 ? names.first : nil
    }

    /// Whether Return in an instance of `typeName` does what it does in a plain `UITextField`.
    func leavesReturnAlone(_ typeName: String) -> Bool {
        kind(of: typeName, depth: 0)?.leavesReturnAlone == true
    }

    /// Whether `typeName` is a text input class of the app's own that gives itself an `inputView`
    /// (`ClassPart.setsOwnInputView`), or inherits from one: its instances have no keyboard, so no Return key.
    func replacesItsKeyboard(_ typeName: String, depth: Int = 0) -> Bool {
        guard depth < 4, typeName != "UITextField", typeName != "UITextView" else { return false }
        let parts = project.symbols.classParts(of: typeName, in: project.module)
        if parts.contains(where: \.setsOwnInputView) { return true }
        return parts.compactMap(\.superclass).contains { replacesItsKeyboard($0, depth: depth + 1) }
    }

    private func kind(of typeName: String, depth: Int) -> Kind? {
        if typeName == "UITextField" { return Kind(isWrapper: false, leavesReturnAlone: true) }
        guard depth < 4 else { return nil }
        let parts = project.symbols.classParts(of: typeName, in: project.module)
        let superclasses = Set(parts.compactMap(\.superclass))
        let wrapped = Set(parts.compactMap(\.wrappedInput))
        var found: Kind
        if superclasses.count == 1, wrapped.isEmpty, let superclass = superclasses.first, let inherited = kind(of: superclass, depth: depth + 1) {
            found = inherited
        } else if superclasses.isEmpty, wrapped.count == 1, let field = wrapped.first, let inner = kind(of: field, depth: depth + 1), !inner.isWrapper {
            found = Kind(isWrapper: true, leavesReturnAlone: inner.leavesReturnAlone)
        } else {
            return nil
        }
        // A wrapper that is its private field's only delegate, answering no Return, leaves the field's
        // Return as a plain field with no handler has it (`ClassPart.isOwnFieldsOnlyDelegate`).
        found.leavesReturnAlone = found.leavesReturnAlone && !parts.contains { part in
            part.methods.contains(UIKitModelBuilder.shouldReturn) || part.handlesReturnEvents || part.assignsDelegates && !part.isOwnFieldsOnlyDelegate
                || part.assignsReturnKeys || part.hidesCaret
        }
        return found
    }
}
