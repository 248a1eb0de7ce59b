import SwiftSyntax

/// Everything the rules know about one file, built once by one pass per framework.
/// Rules query this model; they never walk the syntax tree themselves.
package struct FileModel: Sendable {
    package var chains: [FocusChain]
    /// Every `.onSubmit` modifier of the walked view trees, once per walk that meets it (a child
    /// view's once for each parent walked into it), in walk order.
    package var submitModifiers: [SubmitModifier] = []
    /// Views with two or more text inputs and no focus state at all, each as a chain of its inputs
    /// in layout order: Return ends editing in every one of them unless its handler does more.
    package var unfocusedForms: [FocusChain] = []
    /// Code never compiled for iOS (`#if os(tvOS)`, a declaration unavailable on iOS, a file of a
    /// tvOS target or importing AppKit): its text fields are typed into with a remote or a keyboard, not walked with Return.
    package var codeNotForIOS: [Range<Int>] = []
    /// The whole file is such code (`codeNotForIOS` covers it): no rule speaks about it.
    package var isNotForIOS = false
    /// UIKit-only facts (delegates, character filters); UIKit's chains are in `chains` too.
    package var uiKit = UIKitModel()
    /// The Xcode project building the file targets the iPad alone (its number pad has a Return key).
    package var targetsPadOnly = false

    package init(chains: [FocusChain] = []) {
        self.chains = chains
    }

    /// Builds the model of a parsed file: every framework's builder contributes its chains and facts.
    /// `interfaceOutlets` is what the project's storyboards and xibs say about outlets; `project`,
    /// what the other files of the project declare (their summaries).
    package static func build(
        from tree: SourceFileSyntax, interfaceOutlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets(), project: ProjectContext = ProjectContext()
    ) -> FileModel {
        build(from: [Syntax(tree)], interfaceOutlets: interfaceOutlets, project: project)
    }

    /// Builds the model of part of a file: the declarations under `roots`, as if nothing else of the
    /// file were there. Positions stay those of the whole file. `types` and `summary`, when the
    /// caller has them already, are those declarations' `TypeIndex` and the file's own summary of
    /// them (`FileSummary(of: roots, …)`). `platforms`, what the project's build files say of the
    /// file, is asked only when a name says it is another platform's (`NonIOSCode`).
    package static func build(
        from roots: [Syntax], interfaceOutlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets(), project: ProjectContext = ProjectContext(),
        types: TypeIndex? = nil, summary: FileSummary? = nil, platforms: @autoclosure () -> BuildPlatforms = .unknown
    ) -> FileModel {
        var model = FileModel()
        let types = types ?? TypeIndex(roots)
        let project = project.including(summary ?? FileSummary(of: roots, module: project.module, types: types))
        SwiftUIModelBuilder(roots: roots, project: project, index: types).contribute(to: &model)
        UIKitModelBuilder(roots: roots, interfaceOutlets: interfaceOutlets, project: project).contribute(to: &model)
        if !model.chains.isEmpty || !model.unfocusedForms.isEmpty {
            model.codeNotForIOS = NonIOSCode.ranges(in: roots, path: project.path, platforms: platforms)
            model.isNotForIOS = model.codeNotForIOS == NonIOSCode.wholeFile
        }
        return model
    }
}

/// An `.onSubmit` modifier as one walk of a view tree meets it: its triggers, the `.searchable`
/// modifiers around it and inside it, and the text inputs it covers.
package struct SubmitModifier: Sendable {
    /// The `.onSubmit` modifier.
    package var range: Range<Int>
    /// It handles text submits: no `of:`, `.text` among its triggers, or triggers that cannot be read.
    package var handlesText: Bool
    /// `.search` is among its triggers.
    package var handlesSearch: Bool
    /// The nearest `.searchable` applied outside it.
    package var searchableOutside: Range<Int>?
    /// A `.searchable` is applied inside it: earlier in its modifier chain, or on a view within.
    package var hasSearchableInside = false
    /// The text inputs under it (recorded for a modifier that handles text), in walk order.
    package var coveredInputs: [CoveredInput] = []
}

/// A text input under an `.onSubmit` that handles text.
package struct CoveredInput: Sendable {
    /// The innermost barrier between the input and the `.onSubmit` (a `.submitScope()`, an
    /// `.onSubmit(of:)` without `.text`), which stops its submits; nil when they reach it.
    package var barrier: Range<Int>?
}
