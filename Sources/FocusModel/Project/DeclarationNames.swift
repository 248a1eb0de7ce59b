@_spi(RawSyntax) import SwiftSyntax

/// The type names a subtree declares and mentions; with `collectsIdentifiers`, also every
/// identifier used (how the engine tells which top-level declarations of a file may affect each
/// other).
///
/// Read off swift-syntax's raw tree, as `NestingLimit` reads it: its nodes are plain values in the
/// parse's arena, so nothing is allocated or reference-counted per node. This pass sees every node
/// of every summarised file, and through `Syntax` nodes it cost a twentieth of the checker's run.
/// It sees what a source-accurate visitor sees: missing tokens the parser inserted are skipped.
package struct DeclarationNames {
    package private(set) var declared: Set<String> = []
    package private(set) var mentioned: Set<String> = []
    package private(set) var identifiers: Set<String> = []

    package init(of node: some SyntaxProtocol, collectsIdentifiers: Bool = false) {
        var pending: [RawSyntax] = [node.raw]
        while let raw = pending.popLast() {
            if let token = raw.tokenView {
                if collectsIdentifiers, token.rawKind == .identifier, token.presence == .present { identifiers.insert(String(syntaxText: token.rawText)) }
                continue
            }
            switch raw.kind {
            case .structDecl: declared.insert(Self.text(of: RawStructDeclSyntax(raw)?.name))
            case .classDecl: declared.insert(Self.text(of: RawClassDeclSyntax(raw)?.name))
            case .enumDecl: declared.insert(Self.text(of: RawEnumDeclSyntax(raw)?.name))
            case .actorDecl: declared.insert(Self.text(of: RawActorDeclSyntax(raw)?.name))
            case .extensionDecl:
                if let type = RawExtensionDeclSyntax(raw)?.extendedType, let name = Self.tokenText(of: type.raw).split(separator: ".").last {
                    declared.insert(String(name))
                }
            case .identifierType: mention(Self.text(of: RawIdentifierTypeSyntax(raw)?.name))
            case .memberType: mention(Self.text(of: RawMemberTypeSyntax(raw)?.name))
            case .declReferenceExpr: mention(Self.text(of: RawDeclReferenceExprSyntax(raw)?.baseName))
            case .ifConfigClause:
                // `#if os(iOS)` names no function of the project: only the clause's code is read.
                if let elements = RawIfConfigClauseSyntax(raw)?.elements { pending.append(elements) }
                continue
            case .functionCallExpr:
                if let call = RawFunctionCallExprSyntax(raw), (call.arguments.raw.layoutView?.children.count ?? 0) > 0,
                   let callee = RawDeclReferenceExprSyntax(call.calledExpression.raw), callee.baseName.presence == .present {
                    mentioned.insert(String(syntaxText: callee.baseName.tokenText))
                }
            default: break
            }
            if let children = raw.layoutView?.children {
                for case let child? in children { pending.append(child) }
            }
        }
    }

    private mutating func mention(_ name: String) {
        guard let first = name.utf8.first else { return }
        // Most names are ASCII: their first byte tells, without building a Character.
        let capitalised = first < 0x80 ? (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) : name.first?.isUppercase == true
        if capitalised { mentioned.insert(name) }
    }

    /// A token's text; empty for a missing one, as `TokenSyntax.text` has it.
    private static func text(of token: RawTokenSyntax?) -> String {
        guard let token, token.presence == .present else { return "" }
        return String(syntaxText: token.tokenText)
    }

    /// The text of a subtree's tokens, without trivia (`Outer.Inner`, `Array<Int>`).
    private static func tokenText(of raw: RawSyntax) -> String {
        var text = ""
        var pending = [raw]
        while let node = pending.popLast() {
            if let token = node.tokenView {
                if token.presence == .present { text += String(syntaxText: token.rawText) }
            } else if let children = node.layoutView?.children {
                for case let child? in children.reversed() { pending.append(child) }
            }
        }
        return text
    }
}
