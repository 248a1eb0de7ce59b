import FocusModel
import FocusRules

/// What the rules found in one part of a file (`FileParts`), with what it depended on beyond the
/// part's own text, so that it can be re-used after an edit elsewhere moved the part.
struct PartAnalysis: Sendable {
    /// Every model rule's findings at their default severities; settings and suppressions are
    /// applied to the whole file afterwards.
    var findings: [Finding] = []
    var refactorings: [Refactoring] = []
    var chains: [FocusChain] = []
    /// Where the part's items began.
    var itemStarts: [Int] = []
    /// Generated code follows the file's style; outlets come from the project's storyboards.
    var style = CodeStyle()
    var outlets = InterfaceBuilderOutlets()

    /// This analysis for the same items now beginning at `starts`; nil when it cannot be re-used:
    /// the file's style or the storyboards changed, or an edit between the part's items moved them
    /// by different amounts.
    func reused(at starts: [Int], style: CodeStyle, outlets: InterfaceBuilderOutlets) -> PartAnalysis? {
        guard let first = starts.first, let old = itemStarts.first, style == self.style, outlets == self.outlets else { return nil }
        let delta = first - old
        guard zip(starts, itemStarts).allSatisfy({ $0 - $1 == delta }) else { return nil }
        guard delta != 0 else { return self }
        var moved = shifted(by: delta)
        moved.itemStarts = starts
        return moved
    }

    /// This analysis with every offset it holds moved by `delta` bytes.
    func shifted(by delta: Int) -> PartAnalysis {
        var moved = self
        for index in moved.findings.indices { moved.findings[index].shift(by: delta) }
        for index in moved.refactorings.indices { moved.refactorings[index].shift(by: delta) }
        for index in moved.chains.indices { moved.chains[index].shift(by: delta) }
        return moved
    }
}

// Moving what an analysis found along with the code it was found in. Every offset a finding,
// refactoring or chain holds is moved here; the engine's tests compare re-used analyses with fresh
// ones field by field, so one forgotten here shows there.

extension Range<Int> {
    fileprivate func shifted(by delta: Int) -> Range<Int> {
        (lowerBound + delta)..<(upperBound + delta)
    }
}

extension Fix {
    fileprivate mutating func shift(by delta: Int) {
        for index in edits.indices { edits[index].range = edits[index].range.shifted(by: delta) }
    }
}

extension Finding {
    fileprivate mutating func shift(by delta: Int) {
        range = range.shifted(by: delta)
        for index in related.indices { related[index].range = related[index].range.shifted(by: delta) }
        for index in fixes.indices { fixes[index].shift(by: delta) }
    }
}

extension Refactoring {
    fileprivate mutating func shift(by delta: Int) {
        applicableRange = applicableRange.shifted(by: delta)
        fix.shift(by: delta)
    }
}

extension FocusChain {
    fileprivate mutating func shift(by delta: Int) {
        declaration = declaration.shifted(by: delta)
        extent = extent.shifted(by: delta)
        stateDeclarations = stateDeclarations.map { $0.shifted(by: delta) }
        commitActions = commitActions.map { $0.shifted(by: delta) }
        for index in assignments.indices { assignments[index].range = assignments[index].range.shifted(by: delta) }
        for index in fields.indices { fields[index].shift(by: delta) }
    }
}

extension ChainField {
    fileprivate mutating func shift(by delta: Int) {
        range = range.shifted(by: delta)
        if let old = label?.range { label?.range = old.shifted(by: delta) }
        if let old = keyboard?.range { keyboard?.range = old.shifted(by: delta) }
        for index in branch.indices { branch[index].statement += delta }
        outcome.handlers = outcome.handlers.map { $0.shifted(by: delta) }
        for index in outcome.moves.indices { outcome.moves[index].range = outcome.moves[index].range.shifted(by: delta) }
    }
}
