import SwiftSyntax

/// Fields that drop the keyboard as soon as they get it: the class's `textFieldDidBeginEditing(_:)`
/// ends editing (`textField.resignFirstResponder()`, `textField.endEditing(true)`,
/// `view.endEditing(true)`) on a way no `return` cuts short, for every field or for those a test of
/// its parameter picks (`if textField != phoneField`, `guard textField == dayField`, `case dayField:`).
/// Such a field opens a picker or a menu instead of typing: focus may reach it, yet no keyboard and
/// no Return key ever show in it. A test of anything else leaves the fields it guards unknown.
///
/// The method is read field by field by the reader of `textFieldShouldReturn(_:)`
/// (`ShouldReturnEvaluator`), which decides the same tests of the parameter there.
enum UIKitFieldsEndingAtOnce {
    static func fields(in syntax: UIKitClassSyntax) -> Set<String> {
        guard let method = syntax.method(named: "textFieldDidBeginEditing(_:)") else { return [] }
        return syntax.inputNames.filter { ShouldReturnEvaluator.evaluate(method, for: $0, in: syntax).surelyEndsEditing }
    }
}
