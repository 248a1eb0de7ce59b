/// `codeAction/resolve`: the params are a code action sent without its edit; the answer adds it.
public struct CodeActionResolveRequest: RequestType, Hashable {
    public static let method = "codeAction/resolve"
    public typealias Response = CodeAction

    public var action: CodeAction

    public init(action: CodeAction) {
        self.action = action
    }

    public init(from decoder: any Decoder) throws {
        action = try CodeAction(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try action.encode(to: encoder)
    }
}
