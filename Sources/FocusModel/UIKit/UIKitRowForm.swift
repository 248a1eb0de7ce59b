import SwiftSyntax

/// A form whose fields are table or collection cells configured per row: `cellForRowAt` tells the
/// rows apart (`UIKitRowDispatch`: a `switch` over the row, an `if` chain over its number) and
/// gives the cell's field each row's keyboard and Return key (`case .phone:
/// cell.textField.keyboardType = .phonePad`), and makes either the class its delegate, whose
/// `textFieldShouldReturn(_:)` moves focus on through the cells or only resigns any field, or the
/// cell itself (`cell.textField.delegate = cell`), whose class's handler then answers every row,
/// or no one at all: no delegate anywhere in the class, and a cell class that handles nothing.
///
/// Each row is a member, in row order (the row enum's cases as declared, or the row numbers), with
/// the label, keyboard and secure entry the code gives it. What Return does in each is unknown
/// when the class moves on (the cells are looked up at run time), what the class's or the cell
/// class's handler does when it only resigns, nothing when no one handles it. Rows told apart by their row are read in a
/// single-section table, by their section when each section holds one row; only rows every case
/// configures. Rows configured alike, whatever their section, are one member (`UIKitAlikeRows`).
struct UIKitRowForm {
    let syntax: UIKitClassSyntax
    /// What Return does in a field whose delegate a cell of the named class is made, read from
    /// that class's one declaration (`UIKitDelegatingCell`); nil when it cannot be read.
    var cellReturnEffect: (String) -> ReturnSummary.Effect? = { _ in nil }
    /// Whether a field of a cell of the named class has nothing to handle its Return unless it is
    /// given a delegate: the class inherits from UIKit's cell, sets no delegate, answers no Return
    /// and registers no action for it; false when it cannot be told.
    var cellLeavesReturnUnhandled: (String) -> Bool = { _ in false }
    /// What the text delegate methods of the named cell class pass on to an object a cell holds
    /// (`UIKitCellForwarding`); nil when it cannot be read.
    var cellForwarding: (String) -> CellForwarding? = { _ in nil }

    /// A cell class's forwarded delegate methods, and whether its end of editing may move focus.
    struct CellForwarding {
        var handOffs: [String: CellHandOff]
        var endEditingMayMoveFocus: Bool
    }

    private static let cellMethods = ["tableView(_:cellForRowAt:)", "collectionView(_:cellForItemAt:)"]

    var chain: FocusChain? {
        guard let declaration = syntax.declaration,
              let method = Self.cellMethods.lazy.compactMap({ syntax.method(named: $0) }).first, let body = method.body
        else { return nil }
        let assignments = CellFieldAssignments(viewMode: .sourceAccurate)
        assignments.walk(body)
        // One field path (`cell.textField`) configured per row, whose delegate the class or the cell is.
        // Secure entry (set on a password row) tells what a row asks for, not which field is the rows'.
        let paths = Set(assignments.found.filter { $0.trait != "isSecureTextEntry" }.map(\.path)).union(assignments.delegates.keys)
        guard paths.count == 1, let path = paths.first,
              let (fields, commits) = switchedRows(of: path, in: body, assignments) ?? everyRow(of: path, assignments).map({ ([$0], []) })
        else { return nil }
        var chain = FocusChain(
            framework: .uiKit, name: syntax.name, declaration: method.name.utf8Offsets, fields: fields, owner: syntax.name,
            hasKeyboardAccessory: assignments.setsAccessory, extent: declaration.utf8Offsets
        )
        chain.commitActions = commits
        return chain
    }

    /// The rows, each configured in its case of a switch over the row or its arm of an `if` chain
    /// testing the row's number, with where the class submits them. Rows told apart by their
    /// section are read only when each section holds one row; by their row, only in a
    /// single-section table.
    private func switchedRows(of path: String, in body: CodeBlockSyntax, _ assignments: CellFieldAssignments) -> ([ChainField], [Range<Int>])? {
        let cases = { (name: String) in declaredCases(including: name) }
        let found = assignments.found.filter { $0.path == path }
        let rowSwitch = found.lazy.compactMap(\.rowSwitch).first
        guard let dispatch = rowSwitch.map({ UIKitRowDispatch.switching($0, cases: cases) }) ?? UIKitRowDispatch.finding(in: body, cases: cases),
              dispatch.rows.count >= 2,
              dispatch.bySection ? sectionsHoldOneRow : !body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("section") }),
              // Each assignment is in the dispatch (a row's case, or none: a `default:`), or outside it for every row.
              found.allSatisfy({ assignment in
                  dispatch.extent.contains(assignment.range.lowerBound)
                      ? assignment.rowSwitch?.id == dispatch.switchID
                      : assignment.rowSwitch == nil
              }),
              let handler = returnOutcome(of: path, in: body, assignments)
        else { return nil }
        let rows = dispatch.rows.map { row in
            let mine = found.filter { !dispatch.extent.contains($0.range.lowerBound) || row.extent.contains($0.range.lowerBound) }
            var field = ChainField(
                target: FocusTarget(row.name), range: row.range, outcome: handler,
                label: Self.last(mine, "returnKeyType", in: row).map { ReturnLabel(value: $0.value, range: $0.range) },
                keyboard: Self.last(mine, "keyboardType", in: row).flatMap { found in found.value.map { Keyboard(value: $0, range: found.range) } }
            )
            field.isSecure = Self.last(mine, "isSecureTextEntry", in: row)?.value == "true"
            return field
        }
        let commits = commitRanges
        // A handler ending editing in every row walks no form unless the rows are one: a row
        // labelled Next, a secure row (a credential), or a method submitting them. Rows each
        // edited on their own (a settings table) stay unread.
        if !handler.isUnknown && handler.moves.isEmpty {
            guard rows.contains(where: { $0.label?.value == "next" || $0.isSecure }) || !commits.isEmpty else { return nil }
        }
        return (rows, commits)
    }

    /// Whether the table shows one row per section: `numberOfRowsInSection` answers 1.
    private var sectionsHoldOneRow: Bool {
        guard let method = syntax.method(named: "tableView(_:numberOfRowsInSection:)") ?? syntax.method(named: "collectionView(_:numberOfItemsInSection:)"),
              let statements = method.body?.statements, statements.count == 1, let item = statements.first?.item
        else { return false }
        let value = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        return value?.as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
    }

    /// Where the class submits its rows together: a method named for it (`handleSave`), or an
    /// action of its own button that sends them.
    private var commitRanges: [Range<Int>] {
        let commits = syntax.methods.values.filter { CommitActionFinder.methodNamesCommit($0.name.text) }.map(\.name.utf8Offsets)
        let submits = UIKitSubmitActions(syntax: syntax, formReaders: UIKitFormReaders(syntax: syntax).methodNameRanges).actionRanges
        return Array(Set(commits + submits)).sorted { $0.lowerBound < $1.lowerBound }
    }

    /// What Return does in every row's field. The class as its delegate: unknown when its handler
    /// moves on (through the cells, looked up at run time); what it does to a field it does not
    /// name when it only ends editing, the same in every row. The cell as its delegate
    /// (`cell.textField.delegate = cell`): what the cell class's handler does (`cellOutcome`).
    private func returnOutcome(of path: String, in body: CodeBlockSyntax, _ assignments: CellFieldAssignments) -> Outcome? {
        let delegates = assignments.delegates[path] ?? []
        if delegates.isEmpty { return unhandledOutcome(of: path, in: body) }
        guard let delegate = delegates.first, delegates.allSatisfy({ $0.isSelf == delegate.isSelf && $0.isOwner == delegate.isOwner }) else { return nil }
        if delegate.isSelf {
            guard let shouldReturn = syntax.method(named: UIKitModelBuilder.shouldReturn) else { return nil }
            if shouldReturn.body?.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("becomeFirstResponder") }) == true {
                return Outcome(isUnknown: true, handlers: [shouldReturn.name.utf8Offsets])
            }
            return endingOutcome(of: shouldReturn)
        }
        guard delegate.isOwner, let cell = path.split(separator: ".").first,
              let cellType = UIKitDelegatingCell.cellType(of: String(cell), in: body)
        else { return nil }
        return cellOutcome(cellType, cell: String(cell), assignments, at: delegate.range)
    }

    /// Return in a row's field that nothing handles: no delegate given to it here or anywhere in
    /// the class, no action for Return the class registers, and a cell class that handles
    /// nothing either (`cellLeavesReturnUnhandled`). Return does nothing then.
    private func unhandledOutcome(of path: String, in body: CodeBlockSyntax) -> Outcome? {
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count == 2, let cellType = UIKitDelegatingCell.cellType(of: parts[0], in: body), cellType != syntax.name,
              cellLeavesReturnUnhandled(cellType)
        else { return nil }
        let mentionsHandling = syntax.memberBlocks.contains { block in
            let tokens = Array(block.tokens(viewMode: .sourceAccurate))
            return tokens.indices.contains { index in
                if Self.returnHandlingNames.contains(tokens[index].text) { return true }
                // `….textField.delegate`, in any method of the class.
                return tokens[index].text == "delegate" && index >= 2 && tokens[index - 1].text == "." && tokens[index - 2].text == parts[1]
            }
        }
        return mentionsHandling ? nil : Outcome()
    }

    /// Names through which a class handles a field's Return without being its delegate.
    private static let returnHandlingNames: Set<String> = ["editingDidEndOnExit", "primaryActionTriggered", "controlEvent", "textFieldShouldReturn"]

    /// What the class's own `handler` does to a row's field, which it cannot name: read only
    /// when it ends editing alike for any field (resigns, or nothing at all), never testing which
    /// field it was handed, and when ending editing moves focus nowhere
    /// (`textFieldDidEndEditing(_:)`, `UIKitEndEditingFocus`).
    private func endingOutcome(of handler: FunctionDeclSyntax) -> Outcome? {
        // A name no property of the class has: whichever row's field the handler is handed.
        let effects = ShouldReturnEvaluator.evaluate(handler, for: "\u{0}field", in: syntax)
        let effect = effects.summarised
        guard Self.onlyResigns(handler), effect.moves.isEmpty, effect.fieldPropertyMoves.isEmpty, effect.callsHandedText.isEmpty,
              !effect.works, !effect.isUnknown, !effect.isRoutedFrom,
              !UIKitEndEditingFocus.mayMoveFocus(in: syntax.memberBlocks)
        else { return nil }
        return effects.outcome(handler: handler.name.utf8Offsets)
    }

    /// What Return does in a field whose delegate is its cell, of class `cellType`: its handler,
    /// read only when it resigns or does nothing. One that moves on or calls out (a closure or
    /// delegate the controller may route through) is unknown, so nil; but the text handed to a
    /// method of this class that calls nothing, through a cell property set to `self` here
    /// (`cell.delegate = self`), is only kept.
    func cellOutcome(_ cellType: String, cell: String, _ assignments: CellFieldAssignments, at range: Range<Int>) -> Outcome? {
        guard cellType != syntax.name else { return nil }
        if let forwarding = cellForwarding(cellType) {
            guard !mayGiveInputView(forwarding, cell: cell, assignments) else { return nil }
            if let handOff = forwarding.handOffs[UIKitModelBuilder.shouldReturn] {
                return forwardedOutcome(handOff, endEditingMayMoveFocus: forwarding.endEditingMayMoveFocus, cell: cell, assignments)
            }
        }
        guard var effect = cellReturnEffect(cellType) else { return nil }
        effect.callsHandedText = effect.callsHandedText.filter { !keepsText($0, cell: cell, assignments) }
        guard effect.moves.isEmpty, effect.fieldPropertyMoves.isEmpty, effect.callsHandedText.isEmpty,
              !effect.works, !effect.isUnknown, !effect.isRoutedFrom
        else { return nil }
        return ShouldReturnEvaluator.Effects(effect, at: range).outcome(handler: range)
    }

    /// What Return does in a row whose cell passes Return on (`UIKitCellForwarding`) to this
    /// class, made every cell's `handOff.property` here (`cell.delegate = self`): this class's one
    /// method of that name, read only when it and the cell at most resign the field (nothing moves
    /// focus then, nor calls out); one that may move focus, or that cannot be found, is not read.
    private func forwardedOutcome(_ handOff: CellHandOff, endEditingMayMoveFocus: Bool, cell: String, _ assignments: CellFieldAssignments) -> Outcome? {
        guard !endEditingMayMoveFocus, assignments.setToSelf["\(cell).\(handOff.property)"] == true,
              let method = UIKitCellForwarding.target(of: handOff, in: syntax), let body = method.body,
              !body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("becomeFirstResponder") })
        else { return nil }
        // A name no property of the class has: whichever row's field the cell hands on.
        let effect = ShouldReturnEvaluator.evaluate(forwarded: method, fieldParameter: handOff.fieldArgument, for: "\u{0}field", in: syntax)
        guard effect.moves.isEmpty, effect.fieldPropertyMoves.isEmpty, effect.callsHandedText.isEmpty,
              !effect.works, !effect.isUnknown, !effect.isRoutedFrom
        else { return nil }
        let resigns = handOff.resigns || effect.resigns
        if resigns, UIKitEndEditingFocus.mayMoveFocus(in: syntax.memberBlocks) { return nil }
        return ShouldReturnEvaluator.Effects(resigns: resigns).outcome(handler: method.name.utf8Offsets)
    }

    /// Whether a row's field may be given a picker as its editing begins, where the cell passes
    /// that on: to this class's method that names an `inputView` (`UIKitCellForwarding`), or to
    /// an object other than this class, or one of no method found. Such a row has no Return key.
    private func mayGiveInputView(_ forwarding: CellForwarding, cell: String, _ assignments: CellFieldAssignments) -> Bool {
        forwarding.handOffs.contains { name, handOff in
            guard name != UIKitModelBuilder.shouldReturn else { return false }
            guard assignments.setToSelf["\(cell).\(handOff.property)"] == true, let method = UIKitCellForwarding.target(of: handOff, in: syntax)
            else { return true }
            return UIKitCellForwarding.mayGiveInputView(method, in: syntax)
        }
    }

    /// `call` (`delegate.means`) reaches this class through a property every cell is given as
    /// `self` here, and this class's one method of that name calls nothing: it keeps the text.
    private func keepsText(_ call: String, cell: String, _ assignments: CellFieldAssignments) -> Bool {
        let parts = call.split(separator: ".").map(String.init)
        guard parts.count == 2, assignments.setToSelf["\(cell).\(parts[0])"] == true else { return false }
        let methods = syntax.memberBlocks.flatMap(\.members).compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { $0.name.text == parts[1] }
        guard methods.count == 1, let body = methods[0].body else { return false }
        return CallsInBody(body).calls.isEmpty
    }

    /// The cases, in declaration order, of the enum nested in the class that declares `name`.
    private func declaredCases(including name: String) -> [String]? {
        for block in syntax.memberBlocks {
            for member in block.members {
                guard let enumeration = member.decl.as(EnumDeclSyntax.self) else { continue }
                let cases = enumeration.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements).map(\.name.text)
                if cases.contains(name) { return cases }
            }
        }
        return nil
    }

    /// Whether `handler` reads its field only to resign it (`textField.resignFirstResponder()`):
    /// its tag, text or identity decide nothing.
    private static func onlyResigns(_ handler: FunctionDeclSyntax) -> Bool {
        guard let parameter = UIKitSyntax.parameterName(of: handler, at: 0), let body = handler.body else { return false }
        return body.tokens(viewMode: .sourceAccurate).allSatisfy { token in
            guard token.tokenKind == .identifier(parameter) else { return true }
            let member = token.parent?.parent?.as(MemberAccessExprSyntax.self)
            return member?.declName.baseName.text == "resignFirstResponder" && member?.parent?.is(FunctionCallExprSyntax.self) == true
        }
    }

    /// The last assignment of `trait` among `assignments`: a row's own case overrides what every row gets.
    private static func last(
        _ assignments: [CellFieldAssignments.FieldAssignment], _ trait: String, in row: UIKitRowDispatch.Row
    ) -> CellFieldAssignments.FieldAssignment? {
        assignments.filter { $0.trait == trait }.max { a, b in
            (row.extent.contains(a.range.lowerBound) ? 1 : 0, a.range.lowerBound) < (row.extent.contains(b.range.lowerBound) ? 1 : 0, b.range.lowerBound)
        }
    }
}

/// `cell.textField.returnKeyType = .next` and the like in a cell method, each with the `switch`
/// clause it is written in.
final class CellFieldAssignments: SyntaxVisitor {
    struct FieldAssignment {
        /// The field's path: `cell.textField`.
        let path: String
        let trait: String
        /// The literal assigned (`next`), nil when computed.
        let value: String?
        let range: Range<Int>
        /// The innermost `switch` around it.
        let rowSwitch: SwitchExprSyntax?
        /// The statements it is one of.
        let statements: SyntaxIdentifier?
    }

    /// A `delegate` assignment to a field path: `self`, the path's own owner (`cell.textField.delegate
    /// = cell`), or anything else.
    struct DelegateAssignment {
        let isSelf: Bool
        let isOwner: Bool
        let range: Range<Int>
        let node: Syntax
        /// The statements it is one of.
        let statements: SyntaxIdentifier?
    }

    private(set) var found: [FieldAssignment] = []
    private(set) var delegates: [String: [DelegateAssignment]] = [:]
    private(set) var setsAccessory = false
    /// Properties of a cell (`cell.delegate`), each with whether every assignment gives it `self`.
    private(set) var setToSelf: [String: Bool] = [:]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), let (object, property) = assignment.property else { return .visitChildren }
        if let cell = object.as(DeclReferenceExprSyntax.self), cell.baseName.tokenKind != .keyword(.self) {
            let isSelf = assignment.singleValue?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            let key = "\(cell.baseName.text).\(property)"
            setToSelf[key] = setToSelf[key, default: true] && isSelf
        }
        guard let field = object.as(MemberAccessExprSyntax.self), let owner = field.base?.as(DeclReferenceExprSyntax.self),
              owner.baseName.tokenKind != .keyword(.self)
        else { return .visitChildren }
        let path = field.compactText
        switch property {
        case "returnKeyType", "keyboardType", "isSecureTextEntry":
            var clause: SwitchCaseSyntax?
            var current = node.parent
            while let scope = current, !scope.is(FunctionDeclSyntax.self) {
                if clause == nil, let found = scope.as(SwitchCaseSyntax.self) { clause = found }
                current = scope.parent
            }
            found.append(FieldAssignment(
                path: path, trait: property, value: assignment.singleValue.flatMap(Self.literal), range: node.utf8Offsets,
                rowSwitch: clause?.parent?.parent?.as(SwitchExprSyntax.self), statements: Self.statements(around: node)
            ))
        case "delegate":
            let value = assignment.singleValue?.as(DeclReferenceExprSyntax.self)
            delegates[path, default: []].append(DelegateAssignment(
                isSelf: value?.baseName.tokenKind == .keyword(.self), isOwner: value?.baseName.text == owner.baseName.text, range: node.utf8Offsets,
                node: Syntax(node), statements: Self.statements(around: node)
            ))
        case "inputAccessoryView":
            setsAccessory = true
        default:
            break
        }
        return .visitChildren
    }

    /// The value assigned: a case (`next`) or a Boolean (`true`).
    private static func literal(_ value: ExprSyntax) -> String? {
        value.as(BooleanLiteralExprSyntax.self)?.literal.text ?? UIKitTraitCollector.literal(value)
    }

    /// The statement list `node` is written in.
    private static func statements(around node: SequenceExprSyntax) -> SyntaxIdentifier? {
        var current = node.parent
        while let scope = current, !scope.is(CodeBlockItemListSyntax.self) { current = scope.parent }
        return current?.id
    }
}
