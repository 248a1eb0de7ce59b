import SwiftSyntax

/// Everything the rules know about one file, built once by one pass per framework.
/// Rules query this model; they never walk the syntax tree themselves.
public struct FileModel: Sendable {
    public var chains: [FocusChain]
    /// `.onSubmit` handlers for text that no field can ever reach (SwiftUI barriers).
    public var blockedHandlers: [BlockedHandler]
    /// `.onSubmit(of: .search)` applied inside the `.searchable` it belongs to.
    public var misorderedSearchSubmits: [MisorderedSearchSubmit]
    /// UIKit-only facts (delegates, character filters); UIKit's chains are in `chains` too.
    public var uiKit = UIKitModel()

    public init(chains: [FocusChain] = [], blockedHandlers: [BlockedHandler] = [], misorderedSearchSubmits: [MisorderedSearchSubmit] = []) {
        self.chains = chains
        self.blockedHandlers = blockedHandlers
        self.misorderedSearchSubmits = misorderedSearchSubmits
    }

    /// Builds the model of a parsed file: every framework's builder contributes its chains and facts.
    /// `interfaceOutlets` is what the project's storyboards and xibs say about outlets; `project`,
    /// what the other files of the project declare (their summaries).
    package static func build(
        from tree: SourceFileSyntax, interfaceOutlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets(), project: ProjectContextView = ProjectContextView()
    ) -> FileModel {
        build(from: [Syntax(tree)], interfaceOutlets: interfaceOutlets, project: project)
    }

    /// Builds the model of part of a file: the declarations under `roots`, as if nothing else of the
    /// file were there. Positions stay those of the whole file.
    package static func build(
        from roots: [Syntax], interfaceOutlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets(), project: ProjectContextView = ProjectContextView()
    ) -> FileModel {
        var model = FileModel()
        let project = project.including(FileSummary(of: roots, module: project.module))
        SwiftUIModelBuilder(roots: roots, project: project).contribute(to: &model)
        UIKitModelBuilder(roots: roots, interfaceOutlets: interfaceOutlets, project: project).contribute(to: &model)
        return model
    }
}

/// An `.onSubmit` that handles text but sits outside a barrier for every field it covers.
public struct BlockedHandler: Sendable {
    /// The `.onSubmit` modifier.
    public var handler: Range<Int>
    /// The `.submitScope()` or `.onSubmit(of:)` that stops the fields' submits.
    public var barrier: Range<Int>

    public init(handler: Range<Int>, barrier: Range<Int>) {
        self.handler = handler
        self.barrier = barrier
    }
}

/// An `.onSubmit(of: .search)` applied inside the `.searchable` it is meant for.
public struct MisorderedSearchSubmit: Sendable {
    /// The `.onSubmit(of: .search)` modifier.
    public var handler: Range<Int>
    /// The `.searchable` applied outside it.
    public var searchable: Range<Int>

    public init(handler: Range<Int>, searchable: Range<Int>) {
        self.handler = handler
        self.searchable = searchable
    }
}
