/// `textDocument/codeAction`: quick fixes for the diagnostics in `context`, refactorings at `range`,
/// and fix-all, filtered by `context.only`.
public struct CodeActionRequest: RequestType, Hashable {
    public static let method = "textDocument/codeAction"
    public typealias Response = [CodeAction]

    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var context: CodeActionContext

    public init(textDocument: TextDocumentIdentifier, range: LSPRange, context: CodeActionContext) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
}

/// What a `textDocument/codeAction` request is about: the diagnostics at the range, and the kinds wanted.
public struct CodeActionContext: Hashable, Sendable, Codable {
    /// The client's diagnostics overlapping the range, any server's.
    public var diagnostics: [Diagnostic]
    /// When set, only actions of these kinds (or their sub-kinds) are wanted.
    public var only: [CodeActionKind]?
    public var triggerKind: Int?

    public init(diagnostics: [Diagnostic], only: [CodeActionKind]? = nil, triggerKind: Int? = nil) {
        self.diagnostics = diagnostics
        self.only = only
        self.triggerKind = triggerKind
    }

    /// Whether the client asked for actions of `kind`.
    public func wants(_ kind: CodeActionKind) -> Bool {
        guard let only else { return true }
        return only.contains { kind.isCovered(by: $0) }
    }
}
