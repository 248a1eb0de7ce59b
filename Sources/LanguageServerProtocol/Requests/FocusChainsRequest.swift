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
    /// The version of the chains' shape (`FocusChainDescription.schemaVersion`).
    package var schemaVersion = FocusChainDescription.schemaVersion
    package var chains: [FocusChainDescription]

    package init(uri: DocumentURI, version: Int, chains: [FocusChainDescription]) {
        self.uri = uri
        self.version = version
        self.chains = chains
    }
}

/// `formlsp chains --format json`: the chains of the files checked, in the shape the server's
/// `formlsp/focusChains` answers with.
package struct FocusChainsDocument: Hashable, Sendable, Codable {
    package var schemaVersion = FocusChainDescription.schemaVersion
    package var chains: [FocusChainDescription]

    package init(chains: [FocusChainDescription]) {
        self.chains = chains
    }
}

/// One chain: a focus state (SwiftUI) or a delegate scope (UIKit), its fields in the order Return
/// walks them, in the one shape both `formlsp/focusChains` and `formlsp chains --format json` use.
/// Locations may lie in other files (cross-file chains).
package struct FocusChainDescription: Hashable, Sendable, Codable {
    /// The version of this shape; a changed or removed field raises it (README's changelog).
    package static let schemaVersion = 2

    /// `swiftUI` or `uiKit`.
    package var framework: String
    /// The type owning the chain.
    package var owner: String
    /// The focus state (`focus`) or the class (`SignUpViewController`).
    package var name: String
    package var declaration: Location
    /// `name → email ⏎ ends`, as hover shows it.
    package var summary: String
    /// The rules whose findings are about the chain and no one field.
    package var problems: [String]
    package var fields: [FocusFieldDescription]

    package init(
        framework: String, owner: String, name: String, declaration: Location, summary: String, problems: [String], fields: [FocusFieldDescription]
    ) {
        self.framework = framework
        self.owner = owner
        self.name = name
        self.declaration = declaration
        self.summary = summary
        self.problems = problems
        self.fields = fields
    }
}

/// One field of a chain: what Return does in it, and where.
package struct FocusFieldDescription: Hashable, Sendable, Codable {
    /// The value or property the field is bound to (`email`, `emailField`).
    package var target: String
    /// The field's `.focused(...)` modifier or UIKit property declaration.
    package var location: Location
    /// The Return key's label (`next`, `done`); `return` when none is set, null when computed at run time.
    package var label: String?
    /// `moves`, `ends`, `nothing` or `unknown`: what Return does, in one word.
    package var outcome: String
    /// What Return does, as hover says it: `→ email`, `⏎ ends`, `⚠ nowhere`.
    package var step: String
    package var transitions: [FocusTransitionDescription]
    /// The `.onSubmit` / `textFieldShouldReturn` handlers that run.
    package var handlers: [Location]
    package var isConditional: Bool
    package var isDynamicGroup: Bool
    /// Return leaves the user stuck here: it does nothing, or only drops focus, before the last field.
    package var isDeadEnd: Bool
    /// The rules whose findings are about this field.
    package var problems: [String]

    package init(
        target: String, location: Location, label: String?, outcome: String, step: String, transitions: [FocusTransitionDescription],
        handlers: [Location], isConditional: Bool, isDynamicGroup: Bool, isDeadEnd: Bool, problems: [String]
    ) {
        self.target = target
        self.location = location
        self.label = label
        self.outcome = outcome
        self.step = step
        self.transitions = transitions
        self.handlers = handlers
        self.isConditional = isConditional
        self.isDynamicGroup = isDynamicGroup
        self.isDeadEnd = isDeadEnd
        self.problems = problems
    }

    private enum CodingKeys: String, CodingKey {
        case target, location, label, outcome, step, transitions, handlers, isConditional, isDynamicGroup, isDeadEnd, problems
    }

    /// `label` is written when null too: the schema requires it.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(target, forKey: .target)
        try container.encode(location, forKey: .location)
        try container.encode(label, forKey: .label)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(step, forKey: .step)
        try container.encode(transitions, forKey: .transitions)
        try container.encode(handlers, forKey: .handlers)
        try container.encode(isConditional, forKey: .isConditional)
        try container.encode(isDynamicGroup, forKey: .isDynamicGroup)
        try container.encode(isDeadEnd, forKey: .isDeadEnd)
        try container.encode(problems, forKey: .problems)
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
