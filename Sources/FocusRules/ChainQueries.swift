import FocusModel

/// Questions several rules ask of a chain, phrased once.
extension FocusChain {
    /// The bound field Return definitely moves `field` to, if any (moves to unbound values are
    /// `unbound-focus-target`'s business, not a move).
    func definiteBoundMove(of field: ChainField) -> FocusTarget? {
        let outcome = field.outcome
        guard !outcome.isUnknown, !outcome.ends else { return nil }
        return outcome.moves.first { !$0.isConditional && binds($0.target) }?.target
    }

    /// The bound fields Return always moves `field` on to, one or another depending on other state
    /// (`if advanced { focus = .prefix } else { focus = .note }`); nil when some way does not move
    /// on (staying on the field when its text is invalid is not moving on).
    func boundTargetsAlwaysMovedTo(from field: ChainField) -> [FocusTarget]? {
        let outcome = field.outcome
        guard outcome.alwaysMoves, !outcome.isUnknown, !outcome.ends, !outcome.moves.isEmpty,
              outcome.moves.allSatisfy({ binds($0.target) && !$0.target.matches(field.target) }) else { return nil }
        var targets: [FocusTarget] = []
        for move in outcome.moves where !targets.contains(move.target) { targets.append(move.target) }
        return targets
    }

    /// The first bound field other than `field` some path moves focus to: focusing the field
    /// itself again (after a sign-in fails, say) moves nothing on.
    func boundFieldMovedTo(from field: ChainField) -> FocusTarget? {
        guard !field.outcome.isUnknown else { return nil }
        return field.outcome.moves.first { $0.target != field.target && binds($0.target) }?.target
    }

    /// Fields whose per-field rules apply: one real text field with a Return key that submits.
    var checkableFields: [ChainField] {
        fields.filter { $0.takesReturn && !$0.isDynamicGroup && !$0.isOpaque && !$0.hasNoKeyboard && $0.keyboard?.hasNoReturnKey != true }
    }

    /// The chain shows that Return is meant to walk it: some field's Return moves focus to another
    /// field, a field is labelled Next, or (UIKit) `textFieldShouldReturn(_:)` handles its fields.
    /// A form whose focus state only sets the initial focus or dismisses the keyboard shows none,
    /// and a missing transition there is a design choice, not a slip.
    var showsRoutingIntent: Bool {
        fields.contains { field in
            !field.outcome.moves.isEmpty || field.label?.value == "next"
                || (framework == .uiKit && !field.outcome.handlers.isEmpty)
        }
    }

    /// Return walks the chain somewhere: some field's Return moves focus (or a handler routes in a
    /// way that cannot be told, `fields[index + 1]`), or a field is labelled Next. A
    /// `textFieldShouldReturn(_:)` that only ends editing is intent, not routing; one that hands
    /// the field to another object (a cell's delegate) may route or not, in code not read here.
    var routesReturn: Bool {
        fields.contains { field in
            !field.outcome.moves.isEmpty || field.label?.value == "next" || mayRouteUnseen(field)
        }
    }

    /// `routesReturn`, where a handler whose effect cannot be told counts only for a field with a
    /// Return key (on a keypad's field it never runs), and a Next label only in a form where some
    /// field has one: fields all on keypads (two phone numbers, each behind its own switch; amounts
    /// a storyboard labels Next) show no label and route nothing unless a move is written for them.
    var routesReturnFromAReturnKey: Bool {
        let hasReturnKey = { (field: ChainField) in field.keyboard?.hasNoReturnKey != true && !field.hasNoKeyboard }
        let labelsShow = fields.contains(where: hasReturnKey)
        return fields.contains { field in
            !field.outcome.moves.isEmpty || labelsShow && field.label?.value == "next"
                || mayRouteUnseen(field) && hasReturnKey(field)
        }
    }

    private func mayRouteUnseen(_ field: ChainField) -> Bool {
        field.outcome.isUnknown && !field.outcome.isHandedOff && !field.outcome.handlers.isEmpty
    }

    /// The field Return should move `field` to: the next one, when the analysis knows it is a
    /// single-line text field (a view from outside the project may be a button; a notes editor
    /// after a form's last line is where many forms stop on purpose) of the same part of the
    /// screen (`ChainField.opensSeparatePart`).
    func nextTextField(after field: ChainField) -> ChainField? {
        guard let next = self.field(after: field), !next.isOpaque, next.takesReturn, !next.opensSeparatePart else { return nil }
        return next
    }

    /// The field Return could be routed to from `field`: the next text field, unless one `Bool`
    /// state is shared by both (it cannot tell them apart; nothing can route between them).
    func routableNextField(after field: ChainField) -> ChainField? {
        nextTextField(after: field).flatMap { stateKind == .bool && $0.target == field.target ? nil : $0 }
    }

    /// Whether a field's label already says what its Return does (Done, Go and Send all end;
    /// Continue goes either way); the default `return` agrees with nothing.
    func label(_ label: String, agreesWith field: ChainField) -> Bool {
        if label == "continue" { return true }
        let implied = impliedLabel(for: field)
        return implied == "next" ? label == "next" : Self.endingLabels.contains(label)
    }

    static let endingLabels: Set<String> = ["done", "go", "send", "join", "search", "route"]

    /// The label chain position implies: Next while a field follows, Done on the last.
    func impliedLabel(for field: ChainField) -> String {
        if definiteBoundMove(of: field) != nil || boundTargetsAlwaysMovedTo(from: field) != nil { return "next" }
        if field.outcome.definitelyEnds || isLast(field) { return "done" }
        return "next"
    }
}

extension Outcome {
    /// Related information pointing at the handlers that ran.
    func relatedHandlers(_ message: String) -> [RelatedLocation] {
        handlers.map { RelatedLocation(range: $0, message: message) }
    }
}
