/// What one file's analysis knows of the rest of its project: the summaries of the declarations it
/// names, resolved by the project's symbol table, and where the file sits (its path and module,
/// which decide how names resolve). Never another file's text: findings, fixes and chains stay in
/// the file, and a `formlsp:disable-file` elsewhere cannot reach it.
package struct ProjectContext: Sendable, Equatable {
    package var symbols: ProjectSymbols
    package var path: String
    package var module: String

    /// The context of the file at `path` (its module read from the path) in a project whose files
    /// declare `symbols`; without symbols, the file alone.
    package init(path: String = "", symbols: ProjectSymbols = ProjectSymbols()) {
        self.symbols = symbols
        self.path = path
        self.module = ProjectModules.module(ofPath: path)
    }

    /// The same context with the file's own declarations taken from `summary` (its text now) instead of
    /// whatever the project recorded for it before.
    func including(_ summary: FileSummary) -> ProjectContext {
        var view = self
        view.symbols.remove(path: path)
        view.symbols.add(summary, path: path)
        return view
    }

    /// The enum a focus state's type names (`Field?`, `LoginView.Field?`), seen from `owner`.
    func enumeration(ofStateType type: String, owner: String) -> EnumInfo? {
        let unwrapped = type.hasPrefix("Optional<") ? String(type.dropFirst("Optional<".count)) : type
        let bare = unwrapped.filter { !"?!> ".contains($0) }
        return symbols.enumeration(named: bare, scope: [owner], from: module)?.info
    }
}
