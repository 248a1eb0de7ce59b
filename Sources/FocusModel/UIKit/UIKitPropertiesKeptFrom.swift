import SwiftSyntax

/// Text-input properties a class keeps from one source only: no outlet, declared without a value,
/// and every assignment to one in the class (`name = …`, `self.name = …`) but `nil` gives it a value
/// `isFromSource` accepts, at least one does. Assigned anything else, a property may be a field of
/// the screen, as before.
enum UIKitPropertiesKeptFrom {
    static func properties(
        in syntax: UIKitClassSyntax, keptFrom isFromSource: @escaping (_ assignment: Assignment, _ node: Syntax) -> Bool
    ) -> Set<String> {
        let candidates = Set(syntax.inputs.filter { !$0.isOutlet && !$0.hasInitialValue }.map(\.name))
        guard !candidates.isEmpty else { return [] }
        let finder = SourcedAssignmentFinder(candidates: candidates, isFromSource: isFromSource)
        for block in syntax.memberBlocks { finder.walk(block) }
        return finder.fromSource.subtracting(finder.assignedOtherwise)
    }
}

/// Every assignment to a candidate property, sorted by where its value comes from.
private final class SourcedAssignmentFinder: SyntaxVisitor {
    let candidates: Set<String>
    let isFromSource: (_ assignment: Assignment, _ node: Syntax) -> Bool
    /// Given a value from the source.
    private(set) var fromSource: Set<String> = []
    /// Given anything but that or `nil`.
    private(set) var assignedOtherwise: Set<String> = []

    init(candidates: Set<String>, isFromSource: @escaping (_ assignment: Assignment, _ node: Syntax) -> Bool) {
        self.candidates = candidates
        self.isFromSource = isFromSource
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), let name = FocusReferences.referencedName(assignment.target), candidates.contains(name) else {
            return .visitChildren
        }
        if assignment.singleValue?.unwrapped.is(NilLiteralExprSyntax.self) == true { return .visitChildren }
        if isFromSource(assignment, Syntax(node)) {
            fromSource.insert(name)
        } else {
            assignedOtherwise.insert(name)
        }
        return .visitChildren
    }
}
