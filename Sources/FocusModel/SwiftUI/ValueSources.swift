import SwiftSyntax

/// Reads where a view's values come from besides typing: the flags its toggles switch
/// (`Toggle("Use another server", isOn: $usesOwnServer)`), the values its pickers choose, and the
/// values it fills in when another changes (`.onChange(of: key) { relay = parsedRelay(key) }`). A
/// field shown only while a toggle is on is an option the user opts into, as is one shown on a
/// picker's choice; a field the view fills from another is checked, not typed in turn. Neither is
/// a step of the form around it. A field filled only when the other holds its value (`?? ""`) is
/// left empty otherwise, to be typed in turn: it is no filled value. It also reads where typed
/// values go as they change: into an object the view is handed (`.onChange(of: name) {
/// signUp.name = name }`), which the caller then holds whole.
final class ValueSourceFinder: SyntaxVisitor {
    private var toggled: Set<String> = []
    private var chosen: Set<String> = []
    private var filled: [String: Set<String>] = [:]
    /// The view's handed-in objects (`TypeInfo.handedObjects`).
    private var handedObjects: Set<String> = []
    /// For each value watched by an `.onChange`, the handed-in objects its closure writes into.
    private var copied: [String: Set<String>] = [:]

    /// Where the values of one view come from besides typing.
    struct Sources {
        /// The last names of the values the view's toggles switch (`usesOwnServer` for `$model.usesOwnServer`).
        var toggled: [String]
        /// The last names of the values its pickers choose: the selection (`kind` for `$kind`), or
        /// what a selection binding's setter assigns (`isAddingCategory` for
        /// `Binding(get: …, set: { isAddingCategory = $0 == -1 })`).
        var chosen: [String]
        /// For each value an `.onChange` closure assigns, the names its watched value reads.
        var filledOnChange: [FilledValue]
        /// The values whose changes are copied into a handed-in object, each with that object
        /// (`name` → `signUp` for `.onChange(of: name) { signUp.profile.name = name }`); a value
        /// copied into two objects is left out.
        var copiedIntoHandedObjects: [String: String]
    }

    static func sources(of type: TypeInfo) -> Sources {
        let finder = ValueSourceFinder(viewMode: .sourceAccurate)
        finder.handedObjects = type.handedObjects
        for statements in type.properties.values { finder.walk(statements) }
        for method in type.methods.values.joined() { finder.walk(method) }
        let filled = finder.filled.map { FilledValue(value: $0.key, sources: $0.value.sorted()) }
        return Sources(
            toggled: finder.toggled.sorted(), chosen: finder.chosen.sorted(), filledOnChange: filled.sorted { $0.value < $1.value },
            copiedIntoHandedObjects: finder.copied.compactMapValues { $0.count == 1 ? $0.first : nil }
        )
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = ViewTreeWalk.calleeName(ExprSyntax(node))
        if callee == "Toggle", let flag = node.argument(labelled: "isOn"), let name = Self.lastName(flag) {
            toggled.insert(name)
        }
        if callee == "Picker", let selection = node.argument(labelled: "selection") {
            if let name = Self.lastName(selection) {
                chosen.insert(name)
            } else if let binding = selection.as(FunctionCallExprSyntax.self), ViewTreeWalk.calleeName(ExprSyntax(binding)) == "Binding",
                      let setter = binding.argument(labelled: "set")?.as(ClosureExprSyntax.self) {
                let writes = AssignedNames(viewMode: .sourceAccurate)
                writes.walk(setter.statements)
                chosen.formUnion(writes.names)
            }
        }
        if let modifier = node.calledExpression.as(MemberAccessExprSyntax.self), modifier.declName.baseName.text == "onChange",
           let watched = node.argument(labelled: "of"), let closure = node.trailingClosure {
            let reads = Set(watched.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            })
            let writes = AssignedNames(viewMode: .sourceAccurate)
            writes.skipsEmptyFallbacks = true
            writes.walk(closure.statements)
            for written in writes.names where !reads.contains(written) { filled[written, default: []].formUnion(reads) }
            if let value = Self.lastName(watched) {
                let copies = AssignedNames(viewMode: .sourceAccurate)
                copies.copiedValues = Self.spellings(ofNewValue: watched, in: closure)
                copies.walk(closure.statements)
                for object in copies.roots where handedObjects.contains(object) && !Self.namesSettings(object) {
                    copied[value, default: []].insert(object)
                }
            }
        }
        return .visitChildren
    }

    /// How an `.onChange` closure spells the value it watches as it now is: as watched (`name`,
    /// `self.name`), or as the closure's last parameter (`newValue in`, `_, newValue in`, `$0`).
    private static func spellings(ofNewValue watched: ExprSyntax, in closure: ClosureExprSyntax) -> Set<String> {
        let spelled = watched.trimmedDescription.filter { !$0.isWhitespace }
        var spellings: Set<String> = [spelled, "$0", "$1"]
        spellings.insert(spelled.hasPrefix("self.") ? String(spelled.dropFirst("self.".count)) : "self." + spelled)
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: if let last = names.last { spellings.insert(last.name.text) }
        case .parameterClause(let clause)?: if let last = clause.parameters.last { spellings.insert((last.secondName ?? last.firstName).text) }
        case nil: break
        }
        return spellings
    }

    /// An object named for settings (`settings`, `preferences`, `appConfig`): values copied into it
    /// are each applied as typed, not held for one submission.
    private static func namesSettings(_ object: String) -> Bool {
        let name = object.lowercased()
        return ["setting", "preference", "config", "option"].contains { name.contains($0) }
    }

    /// `usesOwnServer` for `$usesOwnServer`, `$model.usesOwnServer` or `self.usesOwnServer`.
    static func lastName(_ expression: ExprSyntax) -> String? {
        let spelled = expression.trimmedDescription.filter { $0 != "$" && !$0.isWhitespace }
        guard let last = spelled.split(separator: ".").last, last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(last)
    }
}

/// The last names of what a closure assigns to (`relay` for `model.relay = …`).
private final class AssignedNames: SyntaxVisitor {
    private(set) var names: Set<String> = []
    /// The spellings of a value whose plain copies `roots` collects.
    var copiedValues: Set<String> = []
    /// The first names of what it assigns one of `copiedValues` to, as is (`model` for
    /// `model.profile.name = newValue`, `self.model.name = name`; not for `model.name = name.trimmed()`).
    private(set) var roots: Set<String> = []
    /// Leave out values filled only when found (`streamId = parsedId(url) ?? ""`): when the source
    /// holds none the field is left empty, for the user to type in turn.
    var skipsEmptyFallbacks = false

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), let name = ValueSourceFinder.lastName(assignment.target),
           !(skipsEmptyFallbacks && Self.fallsBackToEmptyText(assignment.value)) {
            names.insert(name)
        }
        if let assignment = Assignment(node), let value = assignment.singleValue?.trimmedDescription.filter({ !$0.isWhitespace }),
           copiedValues.contains(value) {
            let path = assignment.target.trimmedDescription.filter { !$0.isWhitespace }.split(separator: ".")
            let rest = path.first == "self" ? path.dropFirst() : path[...]
            if rest.count >= 2, let root = rest.first { roots.insert(String(root)) }
        }
        return .visitChildren
    }

    /// `… ?? ""`: the value is empty text unless found.
    private static func fallsBackToEmptyText(_ value: [ExprSyntax]) -> Bool {
        guard value.count >= 3, value[value.count - 2].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              let text = value[value.count - 1].as(StringLiteralExprSyntax.self) else { return false }
        return text.segments.allSatisfy { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty == true }
    }
}
