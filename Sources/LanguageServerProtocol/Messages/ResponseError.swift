import JSON

/// A JSON-RPC error code; the named ones are those JSON-RPC 2.0 and LSP 3.17 define and formlsp sends.
public struct ErrorCode: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The bytes were not JSON.
    public static let parseError = ErrorCode(rawValue: -32700)
    /// JSON, but not a JSON-RPC message (not an object, no `jsonrpc: "2.0"`, a bad id), or a request
    /// the lifecycle does not allow (after `shutdown`, a second `initialize`).
    public static let invalidRequest = ErrorCode(rawValue: -32600)
    public static let methodNotFound = ErrorCode(rawValue: -32601)
    public static let invalidParams = ErrorCode(rawValue: -32602)
    public static let internalError = ErrorCode(rawValue: -32603)
    /// A request other than `initialize` arrived before `initialize`.
    public static let serverNotInitialized = ErrorCode(rawValue: -32002)
    /// The client cancelled the request with `$/cancelRequest` before it was answered.
    public static let requestCancelled = ErrorCode(rawValue: -32800)
    /// The document changed so that the request's answer would be wrong (a stale code action).
    public static let contentModified = ErrorCode(rawValue: -32801)

    public var description: String { String(rawValue) }
}

/// The `error` member of a JSON-RPC response.
public struct ResponseError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    public var code: ErrorCode
    public var message: String
    public var data: JSON?

    public init(code: ErrorCode, message: String, data: JSON? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public static func parseError(_ detail: String) -> ResponseError {
        ResponseError(code: .parseError, message: "Parse error: \(detail)")
    }

    public static func invalidRequest(_ detail: String) -> ResponseError {
        ResponseError(code: .invalidRequest, message: "Invalid request: \(detail)")
    }

    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: .methodNotFound, message: "Method not found: \(method)")
    }

    public static func invalidParams(_ detail: String) -> ResponseError {
        ResponseError(code: .invalidParams, message: "Invalid params: \(detail)")
    }

    public static func internalError(_ detail: String) -> ResponseError {
        ResponseError(code: .internalError, message: "Internal error: \(detail)")
    }

    public static let serverNotInitialized = ResponseError(code: .serverNotInitialized, message: "Server not initialized: send initialize first")
    public static let requestCancelled = ResponseError(code: .requestCancelled, message: "Request cancelled")

    public var description: String { "\(code.rawValue) \(message)" }
}
