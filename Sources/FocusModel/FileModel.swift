import SwiftSyntax

/// Everything the rules know about one file, built once by one pass per framework.
/// Rules query this model; they never walk the syntax tree themselves.
package struct FileModel: Sendable {
    package var chains: [FocusChain]
    /// `.onSubmit` handlers for text that no field can ever reach (SwiftUI barriers).
    package var blockedHandlers: [BlockedHandler]
    /// `.onSubmit(of: .search)` applied inside the `.searchable` it belongs to.
    package var misorderedSearchSubmits: [MisorderedSearchSubmit]
    /// Views with two or more text inputs and no focus state at all, each as a chain of its inputs
    /// in layout order: Return ends editing in every one of them unless its handler does more.
    package var unfocusedForms: [FocusChain] = []
    /// Code never compiled for iOS (`#if os(tvOS)`, a declaration unavailable on iOS, a file of a
    /// tvOS target): its text fields are typed into with a remote or a keyboard, not walked with Return.
    package var codeNotForIOS: [Range<Int>] = []
    /// UIKit-only facts (delegates, character filters); UIKit's chains are in `chains` too.
    package var uiKit = UIKitModel()
    /// The Xcode project building the file targets the iPad alone (its number pad has a Return key).
    package var targetsPadOnly = false

    package init(chains: [FocusChain] = [], blockedHandlers: [BlockedHandler] = [], misorderedSearchSubmits: [MisorderedSearchSubmit] = []) {
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
    /// file were there. Positions stay those of the whole file. `types` and `summary`, when the
    /// caller has them already, are those declarations' `TypeIndex` and the file's own summary of
    /// them (`FileSummary(of: roots, …)`).
    package static func build(
        from roots: [Syntax], interfaceOutlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets(), project: ProjectContextView = ProjectContextView(),
        types: TypeIndex? = nil, summary: FileSummary? = nil
    ) -> FileModel {
        var model = FileModel()
        let types = types ?? TypeIndex(roots)
        let project = project.including(summary ?? FileSummary(of: roots, module: project.module, types: types))
        SwiftUIModelBuilder(roots: roots, project: project, index: types).contribute(to: &model)
        UIKitModelBuilder(roots: roots, interfaceOutlets: interfaceOutlets, project: project).contribute(to: &model)
        if !model.chains.isEmpty || !model.unfocusedForms.isEmpty {
            model.codeNotForIOS = NonIOSCode.ranges(in: roots, path: project.path)
        }
        return model
    }
}

/// An `.onSubmit` that handles text but sits outside a barrier for every field it covers.
package struct BlockedHandler: Sendable {
    /// The `.onSubmit` modifier.
    package var handler: Range<Int>
    /// The `.submitScope()` or `.onSubmit(of:)` that stops the fields' submits.
    package var barrier: Range<Int>
}

/// An `.onSubmit(of: .search)` applied inside the `.searchable` it is meant for.
package struct MisorderedSearchSubmit: Sendable {
    /// The `.onSubmit(of: .search)` modifier.
    package var handler: Range<Int>
    /// The `.searchable` applied outside it.
    package var searchable: Range<Int>
}
