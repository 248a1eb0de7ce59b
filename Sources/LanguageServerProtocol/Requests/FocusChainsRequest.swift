/// `formlsp/focusChains`, formlsp's own request: the focus chains of one document, for editor
/// views ("Show focus chains"). Its shape is specified in protocol/focus-chains.schema.json.
package struct FocusChainsRequest: RequestType, Hashable {
    package static let method = "formlsp/focusChains"
    package typealias Response = FocusChainsResult

    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}

/// The answer to `formlsp/focusChains`: the document's chains, for the version analysed.
package struct FocusChainsResult: Hashable, Sendable, Codable {
    package var uri: DocumentURI
    /// The document version the chains describe.
    package var version: Int
    package var chains: [FocusChainDescription]

    package init(uri: DocumentURI, version: Int, chains: [FocusChainDescription]) {
        self.uri = uri
        self.version = version
        self.chains = chains
    }
}

/// One chain: a focus state (SwiftUI) or a delegate scope (UIKit), its fields in the order Return
/// walks them. Locations may lie in other files (cross-file chains).
package struct FocusChainDescription: Hashable, Sendable, Codable {
    /// `swiftUI` or `uiKit`.
    package var framework: String
    /// The focus state (`focus`) or the class (`SignUpViewController`).
    package var name: String
    package var declaration: Location
    package var fields: [FocusFieldDescription]
    /// `name → email ⏎ ends`, as hover shows it.
    package var summary: String

    package init(framework: String, name: String, declaration: Location, fields: [FocusFieldDescription], summary: String) {
        self.framework = framework
        self.name = name
        self.declaration = declaration
        self.fields = fields
        self.summary = summary
    }
}

/// One field of a chain in `formlsp/focusChains`: what Return does in it, and where.
package struct FocusFieldDescription: Hashable, Sendable, Codable {
    /// The value or property the field is bound to (`email`, `emailField`).
    package var target: String
    /// The field's `.focused(...)` modifier or UIKit property declaration.
    package var location: Location
    /// The Return key's label (`next`, `done`); `return` when none is set, null when computed at run time.
    package var label: String?
    /// `moves`, `ends`, `nothing` or `unknown`: what Return does, in one word.
    package var outcome: String
    package var transitions: [FocusTransitionDescription]
    /// The `.onSubmit` / `textFieldShouldReturn` handlers that run.
    package var handlers: [Location]
    package var isConditional: Bool
    package var isDynamicGroup: Bool

    package init(
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

    package func encode(to encoder: any Encoder) throws {
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
package struct FocusTransitionDescription: Hashable, Sendable, Codable {
    package var target: String
    package var isConditional: Bool
    package var location: Location

    package init(target: String, isConditional: Bool, location: Location) {
        self.target = target
        self.isConditional = isConditional
        self.location = location
    }
}
