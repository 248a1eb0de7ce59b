/// What a `textFieldShouldReturn(_:)` written in an extension does, for the file that declares
/// the class and its fields (a controller whose delegate methods live in `+Delegate.swift`): the
/// effect of Return for each name the method may compare the field with, and for any other field.
/// Targets are names, not ranges: the file using it places them at its own fields.
package struct ReturnSummary: Sendable, Equatable {
    package struct Effect: Sendable, Equatable {
        /// Field names focus moves to, each with whether only under a condition.
        var moves: [String: Bool] = [:]
        var resigns = false
        var works = false
        var isUnknown = false
        /// The method names the field in a `case` or `==` test.
        var isRoutedFrom = false
        /// Properties of the field itself that focus moves to (`textField.nextField`): where
        /// Return leads then depends on how each field's property is set.
        var fieldPropertyMoves: Set<String> = []
        /// Methods of objects the class holds that Return hands the field's text to
        /// (`delegate.didEnter`): what they do is the callee's.
        var callsHandedText: Set<String> = []
    }

    var named: [String: Effect]
    var otherFields: Effect

    func effect(forField name: String) -> Effect {
        named[name] ?? otherFields
    }
}
