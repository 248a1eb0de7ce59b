/// `formlsp/focusChains`, formlsp's own request: the focus chains of one document, for editor
/// views ("Show focus chains"). Its shape is specified in protocol/focus-chains.schema.json.
public struct FocusChainsRequest: RequestType, Hashable {
    public static let method = "formlsp/focusChains"
    public typealias Response = FocusChainsResult

    public var textDocument: TextDocumentIdentifier

    public init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}

public struct FocusChainsResult: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    /// The document version the chains describe.
    public var version: Int
    public var chains: [FocusChainDescription]

    public init(uri: DocumentURI, version: Int, chains: [FocusChainDescription]) {
        self.uri = uri
        self.version = version
        self.chains = chains
    }
}

/// One chain: a focus state (SwiftUI) or a delegate scope (UIKit), its fields in the order Return
/// walks them. Locations may lie in other files (cross-file chains).
public struct FocusChainDescription: Hashable, Sendable, Codable {
    /// `swiftUI` or `uiKit`.
    public var framework: String
    /// The focus state (`focus`) or the class (`SignUpViewController`).
    public var name: String
    public var declaration: Location
    public var fields: [FocusFieldDescription]
    /// `name → email ⏎ ends`, as hover shows it.
    public var summary: String

    public init(framework: String, name: String, declaration: Location, fields: [FocusFieldDescription], summary: String) {
        self.framework = framework
        self.name = name
        self.declaration = declaration
        self.fields = fields
        self.summary = summary
    }
}

public struct FocusFieldDescription: Hashable, Sendable, Codable {
    /// The value or property the field is bound to (`email`, `emailField`).
    public var target: String
    /// The field's `.focused(...)` modifier or UIKit property declaration.
    public var location: Location
    /// The Return key's label (`next`, `done`); `return` when none is set, null when computed at run time.
    public var label: String?
    /// `moves`, `ends`, `nothing` or `unknown`: what Return does, in one word.
    public var outcome: String
    public var transitions: [FocusTransitionDescription]
    /// The `.onSubmit` / `textFieldShouldReturn` handlers that run.
    public var handlers: [Location]
    public var isConditional: Bool
    public var isDynamicGroup: Bool

    public init(
        target: String, location: Location, label: String?, outcome: String, transitions: [FocusTransitionDescription],
        handlers: [Location], isConditional: Bool, isDynamicGroup: Bool
    ) {
        self.target = target
        self.location = location
        self.label = label
        self.outcome = outcome
        self.transitions = transitions
        self.handlers = handlers
        self.isConditional = isConditional
        self.isDynamicGroup = isDynamicGroup
    }

    private enum CodingKeys: String, CodingKey {
        case target, location, label, outcome, transitions, handlers, isConditional, isDynamicGroup
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(target, forKey: .target)
        try container.encode(location, forKey: .location)
        try container.encode(label, forKey: .label)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(transitions, forKey: .transitions)
        try container.encode(handlers, forKey: .handlers)
        try container.encode(isConditional, forKey: .isConditional)
        try container.encode(isDynamicGroup, forKey: .isDynamicGroup)
    }
}

/// `focus = .email` or `emailField.becomeFirstResponder()`.
public struct FocusTransitionDescription: Hashable, Sendable, Codable {
    public var target: String
    public var isConditional: Bool
    public var location: Location

    public init(target: String, isConditional: Bool, location: Location) {
        self.target = target
        self.isConditional = isConditional
        self.location = location
    }
}
