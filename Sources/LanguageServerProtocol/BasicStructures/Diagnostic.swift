import JSON

/// An open set: clients may send values newer than this list.
public struct DiagnosticSeverity: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let error = DiagnosticSeverity(rawValue: 1)
    public static let warning = DiagnosticSeverity(rawValue: 2)
    public static let information = DiagnosticSeverity(rawValue: 3)
    public static let hint = DiagnosticSeverity(rawValue: 4)
}

/// `Diagnostic.code`: LSP allows a number or a string; formlsp sends its rule id.
public enum DiagnosticCode: Hashable, Sendable, Codable {
    case number(Int)
    case string(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .string(text)
        } else {
            self = .number(try container.decode(Int.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        }
    }
}

/// Where a diagnostic's code is explained (the rule's documentation).
public struct CodeDescription: Hashable, Sendable, Codable {
    public var href: String

    public init(href: String) {
        self.href = href
    }
}

/// Another place a diagnostic points at, with why.
public struct DiagnosticRelatedInformation: Hashable, Sendable, Codable {
    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

/// A problem shown in the editor, pushed in `textDocument/publishDiagnostics` or pulled.
public struct Diagnostic: Hashable, Sendable, Codable {
    public var range: LSPRange
    public var severity: DiagnosticSeverity?
    public var code: DiagnosticCode?
    public var codeDescription: CodeDescription?
    /// "formlsp" on ours; code actions only act on diagnostics with this source.
    public var source: String?
    public var message: String
    public var relatedInformation: [DiagnosticRelatedInformation]?
    /// Round-tripped by the client untouched.
    public var data: JSON?

    public init(
        range: LSPRange, severity: DiagnosticSeverity? = nil, code: DiagnosticCode? = nil,
        codeDescription: CodeDescription? = nil, source: String? = nil, message: String,
        relatedInformation: [DiagnosticRelatedInformation]? = nil, data: JSON? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.codeDescription = codeDescription
        self.source = source
        self.message = message
        self.relatedInformation = relatedInformation
        self.data = data
    }
}
