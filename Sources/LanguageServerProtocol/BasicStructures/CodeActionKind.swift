/// A hierarchical, dot-separated kind (`source.fixAll.formlsp`); an open set.
package struct CodeActionKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    package var rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }

    package static let quickFix = CodeActionKind(rawValue: "quickfix")
    package static let refactor = CodeActionKind(rawValue: "refactor")
    package static let refactorRewrite = CodeActionKind(rawValue: "refactor.rewrite")
    package static let source = CodeActionKind(rawValue: "source")
    package static let sourceFixAll = CodeActionKind(rawValue: "source.fixAll")
    /// formlsp's own fix-all, so editors can run it on save next to other servers' fix-alls.
    package static let sourceFixAllFormlsp = CodeActionKind(rawValue: "source.fixAll.formlsp")

    /// Whether a request filtered to `filter` asks for this kind: equal, or `filter` is one of its
    /// dot-separated ancestors (`source` covers `source.fixAll.formlsp`).
    package func isCovered(by filter: CodeActionKind) -> Bool {
        rawValue == filter.rawValue || rawValue.hasPrefix(filter.rawValue + ".")
    }

    package var description: String { rawValue }
}
