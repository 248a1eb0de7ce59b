/// `workspace/diagnostic/refresh`, server to client: pull every document's diagnostics again
/// (settings changed, or a file other documents depend on did).
public struct DiagnosticRefreshRequest: RequestType, Hashable {
    public static let method = "workspace/diagnostic/refresh"
    public typealias Response = VoidResponse

    public init() {}
}

/// `workspace/inlayHint/refresh`, server to client: ask for inlay hints again.
public struct InlayHintRefreshRequest: RequestType, Hashable {
    public static let method = "workspace/inlayHint/refresh"
    public typealias Response = VoidResponse

    public init() {}
}
