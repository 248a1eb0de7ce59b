import FocusModel
import FocusRules
import SwiftParser
import SwiftSyntax

/// A file's summary made from its text, for the workspace index and the checker's first pass.
extension FileSummary {
    /// The summary of `text`, the file at `path`; empty for a file nested beyond `NestingLimit`,
    /// which is never parsed.
    package init(of text: String, path: String) {
        guard NestingLimit.refusal(of: text) == nil else {
            self.init()
            return
        }
        let tree = SourceFile.parse(text)
        guard !NestingLimit.exceedsTreeDepth(tree) else {
            self.init()
            return
        }
        self.init(of: [Syntax(tree)], module: ProjectModules.module(ofPath: path))
    }

    /// The summary of a file parsed as `tree`, which `NestingLimit.exceedsTreeDepth` accepted, and
    /// the tree's `TypeIndex`, which its model uses too: one walk of its skeleton makes both.
    static func withTypes(ofTreeWithinLimits tree: SourceFileSyntax, path: String) -> (summary: FileSummary, types: TypeIndex) {
        withTypes(of: [Syntax(tree)], module: ProjectModules.module(ofPath: path))
    }

    /// The summary of a document whose top-level items the engine already knows: each item's
    /// part of it was made once, with its facts (`ItemFacts`).
    init(items: [TopLevelItem], path: String) {
        guard !items.contains(where: \.facts.isTooDeep) else {
            self.init()
            return
        }
        self.init(merging: items.map(\.facts.summary), module: ProjectModules.module(ofPath: path))
    }
}
