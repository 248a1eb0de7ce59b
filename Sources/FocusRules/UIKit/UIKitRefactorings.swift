import FocusModel
import SwiftSyntax

/// Chain-wide code actions: insert routing, set return key types along the chain, set delegates.
extension UIKitFixBuilder {
    func refactorings(for chain: FocusChain) -> [Refactoring] {
        guard let scope = scope(of: chain) else { return [] }
        var result: [Refactoring] = []
        if scope.shouldReturn == nil, let fix = insertRouting(in: scope) {
            result.append(Refactoring(kind: .insertRouting, title: fix.title, applicableRange: scope.classDeclaration, fix: fix))
        }
        if let fix = returnKeyTypesFix(scope) {
            result.append(Refactoring(kind: .setReturnLabels, title: fix.title, applicableRange: scope.classDeclaration, fix: fix))
        }
        let unset = scope.fields.filter { $0.delegate == .unset }
        if !unset.isEmpty, let fix = delegateFix(for: unset, in: scope) {
            result.append(Refactoring(
                kind: .setDelegates, title: "Set delegates in viewDidLoad", applicableRange: scope.classDeclaration, fix: fix
            ))
        }
        return result
    }

    /// `.next` on every field that Return leaves, `.done` on the last; only where that differs.
    private func returnKeyTypesFix(_ scope: UIKitScope) -> Fix? {
        let fields = scope.chain.fields.filter { $0.takesReturn && !$0.hasNoKeyboard && $0.keyboard?.hasNoReturnKey != true }
        var edits: [Replacement] = []
        var newLines: [String] = []
        for field in fields where field.label?.isDynamic != true {
            let isLast = field.range == fields.last?.range
            let wanted = isLast ? "done" : "next"
            let endingLabels: Set<String> = ["done", "go", "send", "join", "search", "route", "continue"]
            guard field.label?.value != wanted, !(isLast && endingLabels.contains(field.label?.value ?? "")) else { continue }
            if field.label?.range != nil, let edit = labelEdit(wanted, for: field, in: scope) {
                edits.append(edit)
            } else {
                newLines.append("\(field.target).returnKeyType = .\(wanted)")
            }
        }
        edits += viewDidLoadEdit(newLines, in: scope)
        guard !edits.isEmpty else { return nil }
        return Fix(title: "Set return key types along the chain", applicability: .safe, edits: edits)
    }
}
