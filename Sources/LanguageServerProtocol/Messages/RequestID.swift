import JSON

/// A JSON-RPC request id. Integers are kept as exact 64-bit values (never through `Double`), so an
/// id such as 2^53 + 1 comes back to the client exactly as it was sent.
package enum RequestID: Hashable, Sendable, Codable, CustomStringConvertible {
    case integer(Int64)
    case string(String)

    /// The id a JSON value denotes, or nil when it is not an integer or a string.
    package init?(json: JSON) {
        switch json {
        case .string(let text): self = .string(text)
        case .integer, .double:
            guard let number = json.integerValue else { return nil }
            self = .integer(number)
        default: return nil
        }
    }

    package var json: JSON {
        switch self {
        case .integer(let number): return .integer(number)
        case .string(let text): return .string(text)
        }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let id = RequestID(json: try container.decode(JSON.self)) else {
            throw DecodingError.typeMismatch(RequestID.self, .init(codingPath: decoder.codingPath, debugDescription: "expected an integer or a string"))
        }
        self = id
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(json)
    }

    package var description: String {
        switch self {
        case .integer(let number): return String(number)
        case .string(let text): return "\"\(text)\""
        }
    }
}
