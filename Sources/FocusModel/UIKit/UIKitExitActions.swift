import SwiftSyntax

/// What Return does in a field whose only handler is an action of its class registered for
/// `.editingDidEndOnExit` (`field.addTarget(self, action: #selector(returnPressed), for:
/// .editingDidEndOnExit)`): UIKit ends editing, and the action runs. When every such action is a
/// method of the class that cannot move focus, Return moves focus nowhere (the action is empty or
/// only drops the keyboard), or ends with other work (`signIn()`). An action that may move focus leaves the outcome unknown: one that
/// calls `becomeFirstResponder()`, a closure or a delegate, a method of the class that may (followed),
/// or a function the class does not declare and that is not one of UIKit's screen calls
/// (`dismiss`, `present`), which may be declared anywhere.
struct UIKitExitActions {
    /// The class's methods, read once for all its fields' actions.
    private let reader: UIKitFocusMoveReader

    /// The actions of the class whose declaration and extensions are `blocks`.
    init(blocks: [MemberBlockSyntax]) {
        reader = UIKitFocusMoveReader(blocks: blocks, policy: .exitAction)
    }

    /// The outcome of Return for the actions named (nil entries: registrations not read), or nil
    /// when any may move focus or is not read.
    func outcome(actions: [String?]) -> Outcome? {
        guard !actions.isEmpty else { return nil }
        var handlers: [Range<Int>] = []
        var works = false
        for action in actions {
            guard let action else { return nil }
            let methods = reader.functions.filter { $0.name.text == action }
            guard methods.count == 1, let body = methods[0].body else { return nil }
            guard !reader.mayMoveFocus(methods[0]) else { return nil }
            handlers.append(methods[0].name.utf8Offsets)
            works = works || CallsInBody(body).calls.contains { !UIKitFocusMoveReader.onlyDropsFocus($0) }
        }
        // Dropping the keyboard alone moves focus nowhere, as a handler that only resigns.
        return Outcome(ends: works, handlers: handlers, endsWithWork: works)
    }
}
