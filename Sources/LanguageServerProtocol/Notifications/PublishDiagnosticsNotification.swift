/// `textDocument/publishDiagnostics`: the complete set for a document (empty clears it).
public struct PublishDiagnosticsNotification: NotificationType, Hashable {
    public static let method = "textDocument/publishDiagnostics"

    public var uri: DocumentURI
    /// The document version the diagnostics were computed for.
    public var version: Int?
    public var diagnostics: [Diagnostic]

    public init(uri: DocumentURI, version: Int?, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}
