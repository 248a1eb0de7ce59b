/// `textDocument/publishDiagnostics`: the complete set for a document (empty clears it).
package struct PublishDiagnosticsNotification: NotificationType, Hashable {
    package static let method = "textDocument/publishDiagnostics"

    package var uri: DocumentURI
    /// The document version the diagnostics were computed for.
    package var version: Int?
    package var diagnostics: [Diagnostic]

    package init(uri: DocumentURI, version: Int?, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}
