/// A hierarchical, dot-separated kind (`source.fixAll.formlsp`); an open set.
public struct CodeActionKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let quickFix = CodeActionKind(rawValue: "quickfix")
    public static let refactor = CodeActionKind(rawValue: "refactor")
    public static let refactorRewrite = CodeActionKind(rawValue: "refactor.rewrite")
    public static let source = CodeActionKind(rawValue: "source")
    public static let sourceFixAll = CodeActionKind(rawValue: "source.fixAll")
    /// formlsp's own fix-all, so editors can run it on save next to other servers' fix-alls.
    public static let sourceFixAllFormlsp = CodeActionKind(rawValue: "source.fixAll.formlsp")

    /// Whether a request filtered to `filter` asks for this kind: equal, or `filter` is one of its
    /// dot-separated ancestors (`source` covers `source.fixAll.formlsp`).
    public func isCovered(by filter: CodeActionKind) -> Bool {
        rawValue == filter.rawValue || rawValue.hasPrefix(filter.rawValue + ".")
    }

    public var description: String { rawValue }
}
