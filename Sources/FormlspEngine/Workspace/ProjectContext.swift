import FocusModel

/// What one file's analysis knows of the rest of its project: the summaries of the declarations
/// it names (form components, focus enums), resolved by the project's symbol table. Never another
/// file's text: findings, fixes and chains stay in the file, and a `formlsp:disable-file` elsewhere
/// cannot reach it.
package struct ProjectContext: Sendable, Equatable {
    package var view: ProjectContextView

    /// No project: the file alone.
    package init() {
        view = ProjectContextView()
    }

    package init(view: ProjectContextView) {
        self.view = view
    }

    /// The context of the file at `path` in a project whose files declare `symbols`.
    package init(path: String, symbols: ProjectSymbols) {
        view = ProjectContextView(symbols: symbols, path: path, module: ProjectModules.module(ofPath: path))
    }
}
