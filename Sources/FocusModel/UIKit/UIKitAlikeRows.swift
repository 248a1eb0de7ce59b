import SwiftSyntax

/// Rows of a table configured alike, whatever their number, row or section: in each place
/// `cellForRowAt` makes a cell its field's delegate (`cell.textField.delegate = cell`), the same
/// statements give the field the same Return key (`cell.textField.returnKeyType = .next`), and the
/// cell's class there (`as? NoteCell`, `NoteCell(style:reuseIdentifier:)`) answers Return the
/// same way in every row. One member stands for every row (`ChainField.standsForEveryRow`): what
/// holds for it holds for each, though which row is last is not known.
extension UIKitRowForm {
    func everyRow(of path: String, _ assignments: CellFieldAssignments) -> ChainField? {
        let labels = assignments.found.filter { $0.trait == "returnKeyType" }
        let keyboards = assignments.found.filter { $0.trait == "keyboardType" }
        guard let label = labels.first, let value = label.value, labels.allSatisfy({ $0.value == value }),
              keyboards.allSatisfy({ $0.value != nil && $0.value == keyboards.first?.value }),
              let delegates = assignments.delegates[path], let first = delegates.first,
              delegates.allSatisfy({ delegate in
                  delegate.isOwner && labels.contains { $0.statements == delegate.statements }
                      && (keyboards.isEmpty || keyboards.contains { $0.statements == delegate.statements })
              }),
              let cell = path.split(separator: ".").first.map(String.init)
        else { return nil }
        let cellTypes = Set(delegates.map { UIKitDelegatingCell.cellType(of: cell, at: $0.node) })
        guard cellTypes.count == 1, let cellType = cellTypes.first ?? nil,
              let outcome = cellOutcome(cellType, cell: cell, assignments, at: first.range)
        else { return nil }
        var field = ChainField(
            target: FocusTarget(path), range: first.range, outcome: outcome, label: ReturnLabel(value: value, range: label.range),
            keyboard: keyboards.first.flatMap { found in found.value.map { Keyboard(value: $0, range: found.range) } }
        )
        field.standsForEveryRow = true
        return field
    }
}
