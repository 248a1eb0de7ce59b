import SwiftSyntax

/// Where `cellForRowAt` tells its rows apart: the cases of a `switch` over the row (`case .phone:`,
/// `case 2:`) or the arms of an `if`/`else if` chain testing the row's number (`if indexPath.section
/// == 1`). Each case or arm configures one row; the rows come in row order: `.name` cases as a
/// nested enum of the class declares them, numbers by value.
struct UIKitRowDispatch {
    /// A row: its name (`phone`, `row 2`), where its case or test is written, and the case or arm
    /// that configures it.
    struct Row {
        let name: String
        let range: Range<Int>
        let extent: Range<Int>
        let order: Int
    }

    /// The `switch` or the first `if` of the chain.
    let extent: Range<Int>
    /// The `switch`, when rows are its cases.
    let switchID: SyntaxIdentifier?
    let rows: [Row]
    /// Rows are told apart by their section (`indexPath.section == 1`): each section is one row.
    let bySection: Bool

    /// The one row of `range` (an assignment), or nil when it is outside every case and arm.
    func row(containing range: Range<Int>) -> Row? {
        rows.first { $0.extent.contains(range.lowerBound) }
    }

    /// The rows of `rowSwitch`, a `switch` some cell field is configured in; nil when a case is
    /// anything but a row number or a case of an enum the class declares.
    static func switching(_ rowSwitch: SwitchExprSyntax, cases: (String) -> [String]?) -> UIKitRowDispatch? {
        var rows: [Row] = []
        var enumCases: [String]?
        for clause in rowSwitch.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            guard case .case(let label) = clause.label else { continue }
            for item in label.caseItems {
                guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
                if let literal = pattern.as(IntegerLiteralExprSyntax.self), let number = Int(literal.literal.text) {
                    rows.append(Row(name: "row \(number)", range: pattern.utf8Offsets, extent: clause.utf8Offsets, order: number))
                } else if let member = pattern.as(MemberAccessExprSyntax.self), member.base == nil {
                    let name = member.declName.baseName.text
                    enumCases = enumCases ?? cases(name)
                    guard let order = enumCases?.firstIndex(of: name) else { return nil }
                    rows.append(Row(name: name, range: pattern.utf8Offsets, extent: clause.utf8Offsets, order: order))
                } else {
                    return nil
                }
            }
        }
        let bySection = rowSwitch.subject.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("section") }
        return UIKitRowDispatch(
            extent: rowSwitch.utf8Offsets, switchID: rowSwitch.id, rows: rows.sorted { $0.order < $1.order }, bySection: bySection
        )
    }

    /// The one place `body` tells two or more rows apart when no field assignment points at it: a
    /// `switch` over the index path or a value read from it (`let row = Row(rawValue:
    /// indexPath.row)`), or an `if`/`else if` chain each testing `indexPath.row` (or `.section`)
    /// against a number. Nil when there is none, or more than one.
    static func finding(in body: CodeBlockSyntax, cases: (String) -> [String]?) -> UIKitRowDispatch? {
        let finder = DispatchFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        let rowValues = finder.rowValues
        var found: [UIKitRowDispatch] = []
        for candidate in finder.switches {
            let names = candidate.subject.tokens(viewMode: .sourceAccurate).map(\.text)
            guard names.contains(where: { $0 == "indexPath" || rowValues.contains($0) }),
                  let dispatch = switching(candidate, cases: cases), dispatch.rows.count >= 2 else { continue }
            found.append(dispatch)
        }
        for chain in finder.ifChains {
            if let dispatch = testing(chain), dispatch.rows.count >= 2 { found.append(dispatch) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// `if indexPath.section == 0 { … } else if indexPath.section == 1 { … }`: each arm one row,
    /// all testing the same part of the index path. A last `else` is left out.
    private static func testing(_ chain: IfExprSyntax) -> UIKitRowDispatch? {
        var rows: [Row] = []
        var tested: String?
        var current: IfExprSyntax? = chain
        while let arm = current {
            guard arm.conditions.count == 1, case .expression(let condition) = arm.conditions.first?.condition,
                  let elements = condition.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
                  let test = EqualityTest(elements), !test.isNegated, let (left, right) = test.operands,
                  let part = left.as(MemberAccessExprSyntax.self), part.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "indexPath",
                  ["row", "section", "item"].contains(part.declName.baseName.text),
                  let literal = right.as(IntegerLiteralExprSyntax.self), let number = Int(literal.literal.text),
                  tested == nil || tested == part.declName.baseName.text
            else { return nil }
            tested = part.declName.baseName.text
            rows.append(Row(name: "row \(number)", range: right.utf8Offsets, extent: arm.body.utf8Offsets, order: number))
            if case .ifExpr(let next) = arm.elseBody { current = next } else { current = nil }
        }
        guard Set(rows.map(\.order)).count == rows.count else { return nil }
        return UIKitRowDispatch(
            extent: chain.utf8Offsets, switchID: nil, rows: rows.sorted { $0.order < $1.order }, bySection: tested == "section"
        )
    }
}

/// The `switch` statements and the first `if` of each `if`/`else if` chain in a body, and the
/// local names bound to a value read from the index path (`let row = Row(rawValue: indexPath.row)!`).
private final class DispatchFinder: SyntaxVisitor {
    private(set) var switches: [SwitchExprSyntax] = []
    private(set) var ifChains: [IfExprSyntax] = []
    private(set) var rowValues: Set<String> = []

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        switches.append(node)
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // An `else if` is part of the chain its first `if` starts.
        if node.parent?.is(IfExprSyntax.self) != true { ifChains.append(node) }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           node.initializer?.value.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("indexPath") }) == true {
            rowValues.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
