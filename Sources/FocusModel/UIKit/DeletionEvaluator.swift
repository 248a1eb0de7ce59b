import SwiftSyntax

/// Runs `textField(_:shouldChangeCharactersIn:replacementString:)` in the case of a deletion, where
/// the replacement string is empty, on the `BodyEvaluator` core, and records the `return`s that
/// case reaches with what they return (`deletion-blocked` decides which of them refuse deletions).
///
/// Conditions about the string are decided for `""`: `string.isEmpty` holds,
/// `string.rangeOfCharacter(from:)` and `Int(string)` are nil, `CharacterSet(charactersIn: string)`
/// is a subset of anything. A deletion removes at least one character, so the range is not empty
/// (`range.length == 0` with an empty string is a no-op, not Backspace) and neither is the field's
/// text, which UIKit never leaves nil (`guard let text = textField.text` always binds). Conditions
/// that do not mention the string may go either way, so both branches are explored. The C idiom
/// for Backspace compares the string's C string with `"\\b"` (`strcmp(char, "\\b") == -92`): the C
/// string of `""` is its terminator alone, so the comparison gives -92 for a deletion. Conditions
/// that depend on the string in ways we cannot decide (`updatedText.count > 10`) hide what they
/// guard. A limit checked on the field's current text rather than on the text after the edit
/// (`textField.text!.count <= 9`) lets the text reach a length where it refuses every edit:
/// the way past it at that length is about deletion too.
struct DeletionEvaluator: BodyEvaluator {
    /// What a local holds when the string is empty.
    private enum LocalValue {
        case truth(Truth), nilValue, emptyCharacters, derived
        /// The field's text before the edit (`textField.text`, `textField.text ?? ""`).
        case currentText
        /// The length of the field's text before the edit.
        case currentLength
        /// The length of the range replaced: at least 1 for a deletion.
        case rangeLength
        /// A limit on the length of the field's text before the edit, which holds once the text
        /// is long (`count >= 9`) or not (`count <= 9`).
        case currentLengthLimit(holdsWhenLong: Bool)
        /// The replacement's C string (`string.cString(using: .utf8)`): its terminator alone.
        case replacementCString
        /// `strcmp` of that C string with `"\\b"`: -92 for a deletion.
        case backspaceComparison
    }

    private let replacement: String
    /// The text field parameter's name inside the body (`textField`).
    private let field: String?
    /// The range parameter's name inside the body (`range`).
    private let range: String?
    private var locals: [String: LocalValue] = [:]
    private(set) var exits: [DeletionExit] = []
    var progress = EvaluationProgress()

    /// Deeper nesting than this is not followed: nothing inside is reported.
    static let maximumDepth = 128
    /// A condition on the string that cannot be decided hides what it guards, but the branches are
    /// still walked: a `return` after them may be reached.
    static let followsUndecidableBranches = true

    private init(replacement: String, field: String?, range: String?) {
        self.replacement = replacement
        self.field = field
        self.range = range
    }

    /// Every character filter under `roots`, run for a deletion.
    static func characterFilters(in roots: [Syntax]) -> [CharacterFilter] {
        // A delegate method is a member of a type's skeleton, never inside a body or a closure.
        final class Finder: SkeletonVisitor {
            var methods: [FunctionDeclSyntax] = []
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if UIKitSyntax.fullName(of: node) == "textField(_:shouldChangeCharactersIn:replacementString:)" { methods.append(node) }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        for root in roots { finder.walk(root) }
        return finder.methods.compactMap { method -> CharacterFilter? in
            guard let body = method.body, let name = UIKitSyntax.parameterName(of: method, at: 2) else { return nil }
            var evaluator = DeletionEvaluator(
                replacement: name, field: UIKitSyntax.parameterName(of: method, at: 0), range: UIKitSyntax.parameterName(of: method, at: 1)
            )
            _ = evaluator.run(body.statements, from: [Way(state: WayState())])
            return CharacterFilter(
                method: method.utf8Offsets, replacementName: name,
                editsTextItself: editsTextItself(body, field: UIKitSyntax.parameterName(of: method, at: 0)), deletionExits: evaluator.exits
            )
        }
    }

    /// The filter writes the text itself (`textField.text = formatted(...)`, `insertText`), or hands
    /// the field to a method that may (`redraw(textField)`).
    private static func editsTextItself(_ body: CodeBlockSyntax, field: String?) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.text {
            case "text", "attributedText":
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                      let sequence = member.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return false }
                return Assignment(sequence)?.target.id == member.id
            case "insertText", "deleteBackward", "replace", "setText":
                return token.parent?.parent?.is(MemberAccessExprSyntax.self) == true
            case field:
                return token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.parent?.is(LabeledExprListSyntax.self) == true
            default:
                return false
            }
        }
    }

    // MARK: What the core asks

    /// What is known on the way to a statement.
    struct WayState {
        /// Inside a branch guarded by a condition on the string we cannot decide.
        var hidden = false
        /// Some condition on the string, decided for `""`, steered the way here: a `return false`
        /// reached only through conditions unrelated to the string (`guard let text = textField.text`)
        /// is not about deletion.
        var decided = false
        /// Past a limit on the field's current text, on the side where the text is long.
        var longText = false
        /// What the conditions just read decided (`entering` reads it, and forgets it): binding the
        /// field's text (`if let text = textField.text`) always holds and says nothing of a deletion.
        var bindsText = false
        var decidesOther = false

        var decidedOnlyByBindingText: Bool { bindsText && !decidesOther }
    }

    func entering(_ state: WayState, _ truth: Truth) -> WayState {
        let decides = (truth == .yes || truth == .no) && !state.decidedOnlyByBindingText
        return WayState(hidden: state.hidden || truth == .undecidable, decided: state.decided || decides, longText: state.longText)
    }

    /// Whatever follows a branch is reached past its condition too, when the condition was decided
    /// and the ways out of the branch were (a branch always entered by binding the field's text
    /// decides nothing).
    func rejoin(_ outer: WayState, _ ways: [Way<WayState>], decidedBy truth: Truth?) -> [Way<WayState>] {
        rejoining(outer, ways) { state, _ in
            (state.bindsText, state.decidesOther) = (false, false)
            if truth == .yes || truth == .no, ways.contains(where: { !$0.hasExited && $0.state.decided }) { state.decided = true }
        }
    }

    /// A way that cannot be followed is not read: nothing in it is reported, and what follows it
    /// may still run.
    func unknown(_ state: WayState) -> [Way<WayState>] {
        [Way(state: state), Way(state: state, hasExited: true)]
    }

    /// The loops that matter in a character filter run over the replacement string: not at all
    /// for a deletion.
    func truth(ofLoop loop: StmtSyntax, on state: WayState) -> Truth? { nil }

    func subject(of switchExpression: SwitchExprSyntax, on state: WayState) -> SwitchSubject {
        .other(mentionsString(switchExpression.subject) ? .undecidable : .either)
    }

    mutating func declare(_ declaration: DeclSyntax, on state: inout WayState) {
        for binding in declaration.as(VariableDeclSyntax.self)?.bindings ?? [] {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            locals[name] = binding.initializer.map { value(of: $0.value) } ?? .derived
        }
    }

    func perform(_ expression: ExprSyntax, on state: WayState) -> [Way<WayState>] { [Way(state: state)] }

    /// A `return` with a value, reached for a deletion.
    mutating func exit(_ state: WayState, at statement: StmtSyntax) -> WayState {
        if let value = statement.as(ReturnStmtSyntax.self)?.expression {
            exits.append(DeletionExit(
                statement: statement.utf8Offsets, returnsFalse: isFalse(value), returnsLiteral: value.is(BooleanLiteralExprSyntax.self),
                isDecided: state.decided, isHidden: state.hidden, isOnceTextIsLong: state.longText || isFalseOnceLong(value)
            ))
        }
        return state
    }

    /// A returned value false for a deletion: always, or once the field's text is long.
    private func isFalse(_ value: ExprSyntax) -> Bool {
        isFalseOnceLong(value) || truth(of: value) == .no
    }

    /// A returned limit on the field's current text that fails once the text is long.
    private func isFalseOnceLong(_ value: ExprSyntax) -> Bool {
        if case .currentLengthLimit(holdsWhenLong: false) = self.value(of: value) { return true }
        return false
    }

    // MARK: Conditions, decided for an empty replacement string

    mutating func truth(of condition: ConditionElementSyntax.Condition, on state: inout WayState) -> Truth {
        switch condition {
        case .expression(let expression):
            if case .currentLengthLimit(let holdsWhenLong) = value(of: expression), leadsToLongText(expression, holdsWhenLong: holdsWhenLong) {
                state.decided = true
                state.longText = true
            }
            let truth = truth(of: expression)
            if truth == .yes || truth == .no { state.decidesOther = true }
            return truth
        case .optionalBinding(let binding):
            guard let value = binding.initializer?.value else { return .either }
            let bound = self.value(of: value)
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                if case .currentText = bound { locals[name] = .currentText } else { locals[name] = .derived }
            }
            if case .replacementCString = bound, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                locals[name] = .replacementCString
            }
            switch bound {
            case .nilValue:
                state.decidesOther = true
                return .no
            case .currentText, .replacementCString:
                state.bindsText = true
                return .yes
            case .derived: return .undecidable
            default: return .either
            }
        case .availability:
            state.decidesOther = true
            return .yes
        default: return mentionsString(condition) ? .undecidable : .either
        }
    }

    /// Whether the state a condition hands on (`if`: to its body; `guard`: to its `else` and past
    /// it) is reached with the field's text long: the side where a limit on the current text
    /// refuses every edit.
    private func leadsToLongText(_ condition: ExprSyntax, holdsWhenLong: Bool) -> Bool {
        switch condition.parent?.parent?.parent?.kind {
        case .ifExpr: holdsWhenLong
        case .guardStmt: !holdsWhenLong
        default: false
        }
    }

    private func truth(of expression: ExprSyntax) -> Truth {
        switch value(of: expression) {
        case .truth(let truth): truth
        case .derived: .undecidable
        case .nilValue, .emptyCharacters, .currentText, .currentLength, .rangeLength, .currentLengthLimit, .replacementCString, .backspaceComparison: .either
        }
    }

    private func value(of expression: ExprSyntax) -> LocalValue {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .truth(literal.literal.tokenKind == .keyword(.true) ? .yes : .no)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return value(of: only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            switch value(of: prefix.expression) {
            case .truth(let truth): return .truth(truth.negated)
            case .currentLengthLimit(let holdsWhenLong): return .currentLengthLimit(holdsWhenLong: !holdsWhenLong)
            case let other: return other
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return value(ofSequence: Array(sequence.elements)) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == replacement { return .derived }
            return locals[name] ?? .truth(.either)
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return value(of: forced.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return value(of: optional.expression) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let property = member.declName.baseName.text
            if isReplacement(base) {
                switch property {
                case "isEmpty": return .truth(.yes)
                case "first", "last": return .nilValue
                default: return .derived
                }
            }
            if property == "text", let field, base.as(DeclReferenceExprSyntax.self)?.baseName.text == field { return .currentText }
            if case .currentText = value(of: base) {
                switch property {
                case "isEmpty": return .truth(.no)
                case "count", "length": return .currentLength
                default: break
                }
            }
            if property == "count", let inner = base.as(MemberAccessExprSyntax.self)?.base, ["utf16", "utf8"].contains(base.as(MemberAccessExprSyntax.self)?.declName.baseName.text),
               case .currentText = value(of: inner) {
                return .currentLength
            }
            if property == "length", let range, base.as(DeclReferenceExprSyntax.self)?.baseName.text == range { return .rangeLength }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return value(of: call) }
        return mentionsString(expression) ? .derived : .truth(.either)
    }

    private func value(of call: FunctionCallExprSyntax) -> LocalValue {
        let callee = call.calledExpression
        let arguments = call.arguments.map(\.expression)
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            let method = member.declName.baseName.text
            if isReplacement(base) {
                switch method {
                case "rangeOfCharacter", "range", "firstIndex", "lastIndex", "first", "last": return .nilValue
                case "allSatisfy", "hasPrefix": return .truth(.yes)
                case "contains": return .truth(.no)
                case "cString", "cStringUsingEncoding": return .replacementCString
                default: return .derived
                }
            }
            if method == "isSubset" || method == "isDisjoint", isEmptyCharacters(base) { return .truth(.yes) }
            if method == "isSuperset", let argument = arguments.first, isEmptyCharacters(argument) { return .truth(.yes) }
        }
        let name = callee.compactText
        if name == "strcmp", arguments.count == 2, case .replacementCString = value(of: arguments[0]),
           arguments[1].as(StringLiteralExprSyntax.self)?.segments.compactText == #"\\b"# {
            return .backspaceComparison
        }
        if ["Int", "Double", "Float", "Decimal", "Int64", "UInt", "NSDecimalNumber"].contains(name),
           let argument = arguments.first, isReplacement(argument) {
            return .nilValue
        }
        if name == "CharacterSet", call.arguments.first?.label?.text == "charactersIn", let argument = arguments.first, isReplacement(argument) {
            return .emptyCharacters
        }
        return mentionsString(ExprSyntax(call)) ? .derived : .truth(.either)
    }

    private func value(ofSequence elements: [ExprSyntax]) -> LocalValue {
        if let folded = Truth.folding(elements, truth(ofSequence:)) { return .truth(folded) }
        if elements.count == 1 { return value(of: elements[0]) }
        if let length = value(ofLength: elements) { return length }
        guard elements.count == 3, let operatorText = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return elements.contains(where: mentionsString) ? .derived : .truth(.either)
        }
        let left = elements[0]
        let right = elements[2]
        if let test = EqualityTest(elements) {
            let equal: Truth?
            if isNil(right) || isNil(left) {
                let other = isNil(right) ? left : right
                switch value(of: other) {
                case .nilValue: equal = .yes
                case .emptyCharacters, .currentText, .replacementCString: equal = .no
                case .derived: equal = .undecidable
                case .currentLength, .rangeLength, .currentLengthLimit, .backspaceComparison: equal = .either
                case .truth: equal = mentionsString(other) ? .undecidable : .either
                }
            } else if isEmptyStringLiteral(right) && isReplacement(left) || isEmptyStringLiteral(left) && isReplacement(right) {
                equal = .yes
            } else if isCount(left), let number = Int(right.compactText) {
                equal = number == 0 ? .yes : .no
            } else if let number = Int(right.compactText), case .backspaceComparison = value(of: left) {
                equal = number == -92 ? .yes : .no
            } else if let number = Int(left.compactText), case .backspaceComparison = value(of: right) {
                equal = number == -92 ? .yes : .no
            } else {
                equal = nil
            }
            if let equal { return .truth(test.outcome(equal)) }
        }
        if isCount(left), let number = Int(right.compactText) {
            switch operatorText {
            case ">": return .truth(0 > number ? .yes : .no)
            case ">=": return .truth(0 >= number ? .yes : .no)
            case "<": return .truth(0 < number ? .yes : .no)
            case "<=": return .truth(0 <= number ? .yes : .no)
            default: break
            }
        }
        return elements.contains(where: mentionsString) ? .derived : .truth(.either)
    }

    /// `text ?? ""` and `text?.count ?? 0` on the field's current text, and comparisons of its
    /// length or the range's with a number or a limit. Both are at least 1 for a deletion;
    /// against a larger limit the current length may be anything up to where the limit refuses.
    private func value(ofLength elements: [ExprSyntax]) -> LocalValue? {
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), case .currentText = value(of: elements[0]) { return .currentText }
        guard case .infix(let op, let left, let right) = Operation(elements), let operatorText = op.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return nil
        }
        let leftValue = value(of: left)
        if operatorText == "??" {
            switch leftValue {
            case .currentText: return .currentText
            case .currentLength: return .currentLength
            default: return nil
            }
        }
        let mirrored = [">": "<", ">=": "<=", "<": ">", "<=": ">="]
        let rightValue = value(of: right)
        let length: LocalValue
        let bound: [ExprSyntax]
        let comparison: String
        switch (leftValue, rightValue) {
        case (.currentLength, _), (.rangeLength, _): (length, bound, comparison) = (leftValue, right, operatorText)
        case (_, .currentLength), (_, .rangeLength): (length, bound, comparison) = (rightValue, left, mirrored[operatorText] ?? operatorText)
        default: return nil
        }
        guard ["==", "!=", ">", ">=", "<", "<="].contains(comparison), !bound.contains(where: mentionsString) else { return nil }
        if bound.count == 1, let number = Int(bound[0].compactText), number <= 1 {
            // Both lengths are at least 1 for a deletion.
            if number <= 0 { return .truth(Truth(["!=", ">", ">="].contains(comparison))) }
            switch comparison {
            case ">=": return .truth(.yes)
            case "<": return .truth(.no)
            default: return .truth(.either)
            }
        }
        guard case .currentLength = length else { return .truth(.either) }
        return .currentLengthLimit(holdsWhenLong: [">", ">=", "=="].contains(comparison))
    }

    private func value(of elements: [ExprSyntax]) -> LocalValue {
        elements.count == 1 ? value(of: elements[0]) : value(ofSequence: elements)
    }

    private func truth(ofSequence elements: [ExprSyntax]) -> Truth {
        switch value(ofSequence: elements) {
        case .truth(let truth): truth
        case .derived: .undecidable
        case .nilValue, .emptyCharacters, .currentText, .currentLength, .rangeLength, .currentLengthLimit, .replacementCString, .backspaceComparison: .either
        }
    }

    // MARK: Helpers

    private func isReplacement(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == replacement
    }

    private func isCount(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return isReplacement(base) && ["count", "utf16.count"].contains(member.declName.baseName.text)
    }

    private func isEmptyCharacters(_ expression: ExprSyntax) -> Bool {
        if case .emptyCharacters = value(of: expression) { return true }
        return false
    }

    private func isNil(_ expression: ExprSyntax) -> Bool { expression.is(NilLiteralExprSyntax.self) }

    private func isEmptyStringLiteral(_ expression: ExprSyntax) -> Bool {
        expression.as(StringLiteralExprSyntax.self)?.segments.compactText.isEmpty == true
    }

    /// Whether the expression reads the replacement string or a local computed from it.
    private func mentionsString(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            if name == replacement { return true }
            if case .derived? = locals[name] { return true }
            return false
        }
    }
}
