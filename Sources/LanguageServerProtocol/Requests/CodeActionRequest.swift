/// `textDocument/codeAction`: quick fixes for the diagnostics in `context`, refactorings at `range`,
/// and fix-all, filtered by `context.only`.
package struct CodeActionRequest: RequestType, Hashable {
    package static let method = "textDocument/codeAction"
    package typealias Response = [CodeAction]

    package var textDocument: TextDocumentIdentifier
    package var range: LSPRange
    package var context: CodeActionContext

    package init(textDocument: TextDocumentIdentifier, range: LSPRange, context: CodeActionContext) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
}

/// What a `textDocument/codeAction` request is about: the diagnostics at the range, and the kinds wanted.
package struct CodeActionContext: Hashable, Sendable, Codable {
    /// The client's diagnostics overlapping the range, any server's.
    package var diagnostics: [Diagnostic]
    /// When set, only actions of these kinds (or their sub-kinds) are wanted.
    package var only: [CodeActionKind]?
    package var triggerKind: Int?

    package init(diagnostics: [Diagnostic], only: [CodeActionKind]? = nil, triggerKind: Int? = nil) {
        self.diagnostics = diagnostics
        self.only = only
        self.triggerKind = triggerKind
    }

    /// Whether the client asked for actions of `kind`.
    package func wants(_ kind: CodeActionKind) -> Bool {
        guard let only else { return true }
        return only.contains { kind.isCovered(by: $0) }
    }
}
