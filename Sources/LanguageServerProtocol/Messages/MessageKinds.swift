import JSON

/// An LSP request: the type is the request's params, `method` its name, `Response` its result.
package protocol RequestType: Codable, Sendable {
    associatedtype Response: Codable & Sendable
    static var method: String { get }
}

/// An LSP notification: the type is its params.
package protocol NotificationType: Codable, Sendable {
    static var method: String { get }
}

/// The `null` result of requests that answer nothing (`shutdown`).
package struct VoidResponse: Codable, Hashable, Sendable {
    package init() {}
    package init(from decoder: any Decoder) throws {}
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}

extension RequestType {
    /// Decodes a request's params; absent or `null` params read as `{}`, so a method that needs
    /// fields reports the first missing one.
    package static func decode(params: JSON?) throws(ResponseError) -> Self {
        try decodeParams(Self.self, params)
    }
}

extension NotificationType {
    package static func decode(params: JSON?) throws(ResponseError) -> Self {
        try decodeParams(Self.self, params)
    }

    /// The notification as a message to send.
    package var message: Message {
        .notification(method: Self.method, params: (try? JSONValueEncoder().encode(self)) ?? .null)
    }
}

private func decodeParams<T: Decodable>(_ type: T.Type, _ params: JSON?) throws(ResponseError) -> T {
    let json = (params == nil || params == .null) ? JSON.object([:]) : params!
    do {
        return try JSONValueDecoder().decode(type, from: json)
    } catch let error as DecodingError {
        throw .invalidParams(error.fieldDescription)
    } catch {
        throw .invalidParams(String(describing: error))
    }
}

extension DecodingError {
    /// Names the offending field by its path in the params (`contentChanges[0].range.start.line`),
    /// so a client author sees what to fix.
    package var fieldDescription: String {
        switch self {
        case .keyNotFound(let key, let context):
            return "missing \"\(Self.path(context.codingPath + [key]))\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let detail = context.debugDescription.isEmpty ? "invalid value" : context.debugDescription
            return "\"\(Self.path(context.codingPath))\": \(detail)"
        @unknown default:
            return String(describing: self)
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        var path = ""
        for key in keys {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path.isEmpty ? "params" : path
    }
}
