import JSON

/// A JSON-RPC error code; the named ones are those JSON-RPC 2.0 and LSP 3.17 define and formlsp sends.
package struct ErrorCode: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The bytes were not JSON.
    package static let parseError = ErrorCode(rawValue: -32700)
    /// JSON, but not a JSON-RPC message (not an object, no `jsonrpc: "2.0"`, a bad id), or a request
    /// the lifecycle does not allow (after `shutdown`, a second `initialize`).
    package static let invalidRequest = ErrorCode(rawValue: -32600)
    package static let methodNotFound = ErrorCode(rawValue: -32601)
    package static let invalidParams = ErrorCode(rawValue: -32602)
    package static let internalError = ErrorCode(rawValue: -32603)
    /// A request other than `initialize` arrived before `initialize`.
    package static let serverNotInitialized = ErrorCode(rawValue: -32002)
    /// The client cancelled the request with `$/cancelRequest` before it was answered.
    package static let requestCancelled = ErrorCode(rawValue: -32800)
    /// The document changed so that the request's answer would be wrong (a stale code action).
    package static let contentModified = ErrorCode(rawValue: -32801)

    package var description: String { String(rawValue) }
}

/// The `error` member of a JSON-RPC response.
package struct ResponseError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    package var code: ErrorCode
    package var message: String
    package var data: JSON?

    package init(code: ErrorCode, message: String, data: JSON? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    package static func parseError(_ detail: String) -> ResponseError {
        ResponseError(code: .parseError, message: "Parse error: \(detail)")
    }

    package static func invalidRequest(_ detail: String) -> ResponseError {
        ResponseError(code: .invalidRequest, message: "Invalid request: \(detail)")
    }

    package static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: .methodNotFound, message: "Method not found: \(method)")
    }

    package static func invalidParams(_ detail: String) -> ResponseError {
        ResponseError(code: .invalidParams, message: "Invalid params: \(detail)")
    }

    package static func internalError(_ detail: String) -> ResponseError {
        ResponseError(code: .internalError, message: "Internal error: \(detail)")
    }

    package static let serverNotInitialized = ResponseError(code: .serverNotInitialized, message: "Server not initialized: send initialize first")
    package static let requestCancelled = ResponseError(code: .requestCancelled, message: "Request cancelled")

    package var description: String { "\(code.rawValue) \(message)" }
}
