/// `codeAction/resolve`: the params are a code action sent without its edit; the answer adds it.
package struct CodeActionResolveRequest: RequestType, Hashable {
    package static let method = "codeAction/resolve"
    package typealias Response = CodeAction

    package var action: CodeAction

    package init(action: CodeAction) {
        self.action = action
    }

    package init(from decoder: any Decoder) throws {
        action = try CodeAction(from: decoder)
    }

    package func encode(to encoder: any Encoder) throws {
        try action.encode(to: encoder)
    }
}
