import SwiftSyntax

/// A form whose fields are table or collection cells configured per row: `cellForRowAt` switches
/// over the row and gives the cell's field that row's keyboard and Return key
/// (`case .phone: cell.textField.keyboardType = .phonePad`), and makes either the class its
/// delegate, whose `textFieldShouldReturn(_:)` moves focus on through the cells, or the cell
/// itself (`cell.textField.delegate = cell`), whose class's handler then answers every row.
///
/// Each row is a member, in row order (the row enum's cases as declared, or the integer rows), with
/// the label and keyboard the code gives it. What Return does in each is unknown when the class
/// moves on (the cells are looked up at run time), what the cell class does when it only resigns. Only a single-section table is read, and only rows every case of the
/// switch configures; rows configured alike, whatever their section, are one member (`UIKitAlikeRows`).
struct UIKitRowForm {
    let syntax: UIKitClassSyntax
    /// What Return does in a field whose delegate a cell of the named class is made, read from
    /// that class's one declaration (`UIKitDelegatingCell`); nil when it cannot be read.
    var cellReturnEffect: (String) -> ReturnSummary.Effect? = { _ in nil }

    private static let cellMethods = ["tableView(_:cellForRowAt:)", "collectionView(_:cellForItemAt:)"]

    var chain: FocusChain? {
        guard let declaration = syntax.declaration,
              let method = Self.cellMethods.lazy.compactMap({ syntax.method(named: $0) }).first, let body = method.body
        else { return nil }
        let assignments = CellFieldAssignments(viewMode: .sourceAccurate)
        assignments.walk(body)
        // One field path (`cell.textField`) configured per row, whose delegate the class or the cell is.
        let paths = Set(assignments.found.map(\.path))
        guard paths.count == 1, let path = paths.first,
              let fields = switchedRows(of: path, in: body, assignments) ?? everyRow(of: path, assignments).map({ [$0] })
        else { return nil }
        return FocusChain(
            framework: .uiKit, name: syntax.name, declaration: method.name.utf8Offsets, fields: fields, owner: syntax.name,
            hasKeyboardAccessory: assignments.setsAccessory, extent: declaration.utf8Offsets
        )
    }

    /// The rows of a single-section table, each configured in its case of a switch over the row.
    private func switchedRows(of path: String, in body: CodeBlockSyntax, _ assignments: CellFieldAssignments) -> [ChainField]? {
        guard !body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("section") }),
              let handler = returnOutcome(of: path, in: body, assignments),
              let rowSwitch = assignments.found.lazy.compactMap(\.rowSwitch).first,
              assignments.found.allSatisfy({ $0.rowSwitch == nil || $0.rowSwitch?.id == rowSwitch.id }),
              let rows = rows(of: rowSwitch), rows.count >= 2
        else { return nil }
        return rows.map { row in
            let mine = assignments.found.filter { $0.rowCase == nil || $0.rowCase == row.clause }
            return ChainField(
                target: FocusTarget(row.name), range: row.range, outcome: handler,
                label: Self.last(mine, "returnKeyType").map { ReturnLabel(value: $0.value, range: $0.range) },
                keyboard: Self.last(mine, "keyboardType").flatMap { found in found.value.map { Keyboard(value: $0, range: found.range) } }
            )
        }
    }

    /// What Return does in every row's field. The class as its delegate, moving on through the
    /// cells: unknown (the cells are looked up at run time). The cell as its delegate
    /// (`cell.textField.delegate = cell`): what the cell class's handler does (`cellOutcome`).
    private func returnOutcome(of path: String, in body: CodeBlockSyntax, _ assignments: CellFieldAssignments) -> Outcome? {
        let delegates = assignments.delegates[path] ?? []
        guard let delegate = delegates.first, delegates.allSatisfy({ $0.isSelf == delegate.isSelf && $0.isOwner == delegate.isOwner }) else { return nil }
        if delegate.isSelf {
            guard let shouldReturn = syntax.method(named: UIKitModelBuilder.shouldReturn),
                  shouldReturn.body?.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("becomeFirstResponder") }) == true
            else { return nil }
            return Outcome(isUnknown: true, handlers: [shouldReturn.name.utf8Offsets])
        }
        guard delegate.isOwner, let cell = path.split(separator: ".").first,
              let cellType = UIKitDelegatingCell.cellType(of: String(cell), in: body)
        else { return nil }
        return cellOutcome(cellType, cell: String(cell), assignments, at: delegate.range)
    }

    /// What Return does in a field whose delegate is its cell, of class `cellType`: its handler,
    /// read only when it resigns or does nothing. One that moves on or calls out (a closure or
    /// delegate the controller may route through) is unknown, so nil; but the text handed to a
    /// method of this class that calls nothing, through a cell property set to `self` here
    /// (`cell.delegate = self`), is only kept.
    func cellOutcome(_ cellType: String, cell: String, _ assignments: CellFieldAssignments, at range: Range<Int>) -> Outcome? {
        guard cellType != syntax.name, var effect = cellReturnEffect(cellType) else { return nil }
        effect.callsHandedText = effect.callsHandedText.filter { !keepsText($0, cell: cell, assignments) }
        guard effect.moves.isEmpty, effect.fieldPropertyMoves.isEmpty, effect.callsHandedText.isEmpty,
              !effect.works, !effect.isUnknown, !effect.isRoutedFrom
        else { return nil }
        return ShouldReturnEvaluator.Effects(effect, at: range).outcome(handler: range)
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

    /// A row: its case name (`phone`, or the row number), the case item, and its clause.
    private struct Row {
        let name: String
        let range: Range<Int>
        let clause: SyntaxIdentifier
        let order: Int
    }

    /// The rows of the switch in row order: `.name` cases ordered as a nested enum of the class
    /// declares them, integer cases by number. Nil when a case is anything else.
    private func rows(of rowSwitch: SwitchExprSyntax) -> [Row]? {
        var rows: [Row] = []
        var enumCases: [String]?
        for clause in rowSwitch.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            guard case .case(let label) = clause.label else { continue }
            for item in label.caseItems {
                guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
                if let literal = pattern.as(IntegerLiteralExprSyntax.self), let number = Int(literal.literal.text) {
                    rows.append(Row(name: "row \(number)", range: pattern.utf8Offsets, clause: clause.id, order: number))
                } else if let member = pattern.as(MemberAccessExprSyntax.self), member.base == nil {
                    let name = member.declName.baseName.text
                    enumCases = enumCases ?? declaredCases(including: name)
                    guard let order = enumCases?.firstIndex(of: name) else { return nil }
                    rows.append(Row(name: name, range: pattern.utf8Offsets, clause: clause.id, order: order))
                } else {
                    return nil
                }
            }
        }
        return rows.sorted { $0.order < $1.order }
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

    /// The last assignment of `trait` among `assignments`: a row's own case overrides what every row gets.
    private static func last(_ assignments: [CellFieldAssignments.FieldAssignment], _ trait: String) -> CellFieldAssignments.FieldAssignment? {
        assignments.filter { $0.trait == trait }.max { ($0.rowCase != nil ? 1 : 0, $0.range.lowerBound) < ($1.rowCase != nil ? 1 : 0, $1.range.lowerBound) }
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
        /// The innermost `switch` around it, and its clause.
        let rowSwitch: SwitchExprSyntax?
        let rowCase: SyntaxIdentifier?
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
        case "returnKeyType", "keyboardType":
            var clause: SwitchCaseSyntax?
            var current = node.parent
            while let scope = current, !scope.is(FunctionDeclSyntax.self) {
                if clause == nil, let found = scope.as(SwitchCaseSyntax.self) { clause = found }
                current = scope.parent
            }
            found.append(FieldAssignment(
                path: path, trait: property, value: assignment.singleValue.flatMap(UIKitTraitCollector.literal), range: node.utf8Offsets,
                rowSwitch: clause?.parent?.parent?.as(SwitchExprSyntax.self), rowCase: clause?.id, statements: Self.statements(around: node)
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

    /// The statement list `node` is written in.
    private static func statements(around node: SequenceExprSyntax) -> SyntaxIdentifier? {
        var current = node.parent
        while let scope = current, !scope.is(CodeBlockItemListSyntax.self) { current = scope.parent }
        return current?.id
    }
}
