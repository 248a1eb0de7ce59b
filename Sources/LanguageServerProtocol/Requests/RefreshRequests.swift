/// `workspace/diagnostic/refresh`, server to client: pull every document's diagnostics again
/// (settings changed, or a file other documents depend on did).
package struct DiagnosticRefreshRequest: RequestType, Hashable {
    package static let method = "workspace/diagnostic/refresh"
    package typealias Response = VoidResponse

    package init() {}
}

/// `workspace/inlayHint/refresh`, server to client: ask for inlay hints again.
package struct InlayHintRefreshRequest: RequestType, Hashable {
    package static let method = "workspace/inlayHint/refresh"
    package typealias Response = VoidResponse

    package init() {}
}
