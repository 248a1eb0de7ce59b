import JSON

/// An open set: clients may send values newer than this list.
package struct DiagnosticSeverity: RawRepresentable, Hashable, Sendable, Codable {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let error = DiagnosticSeverity(rawValue: 1)
    package static let warning = DiagnosticSeverity(rawValue: 2)
    package static let information = DiagnosticSeverity(rawValue: 3)
    package static let hint = DiagnosticSeverity(rawValue: 4)
}

/// `Diagnostic.code`: LSP allows a number or a string; formlsp sends its rule id.
package enum DiagnosticCode: Hashable, Sendable, Codable {
    case number(Int)
    case string(String)

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .string(text)
        } else {
            self = .number(try container.decode(Int.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        }
    }
}

/// Where a diagnostic's code is explained (the rule's documentation).
package struct CodeDescription: Hashable, Sendable, Codable {
    package var href: String

    package init(href: String) {
        self.href = href
    }
}

/// Another place a diagnostic points at, with why.
package struct DiagnosticRelatedInformation: Hashable, Sendable, Codable {
    package var location: Location
    package var message: String

    package init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

/// A problem shown in the editor, pushed in `textDocument/publishDiagnostics` or pulled.
package struct Diagnostic: Hashable, Sendable, Codable {
    package var range: LSPRange
    package var severity: DiagnosticSeverity?
    package var code: DiagnosticCode?
    package var codeDescription: CodeDescription?
    /// "formlsp" on ours; code actions only act on diagnostics with this source.
    package var source: String?
    package var message: String
    package var relatedInformation: [DiagnosticRelatedInformation]?
    /// Round-tripped by the client untouched.
    package var data: JSON?

    package init(
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
