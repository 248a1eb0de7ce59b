import FocusModel
import FocusRules
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// What one file declares and names, as far as other files' focus chains care: the model's summary
/// of its declarations (`FileSummary`: form components, focus enums by qualified name), the type
/// names it declares or extends, and the type names it mentions (what its analysis may depend on).
/// Built by one light pass over the file's declarations; the workspace index and the checker's first
/// pass keep one per file.
package struct DeclarationSummary: Sendable, Equatable {
    /// Structs, classes, enums and actors declared, and the types of extensions.
    package var declaredTypes: Set<String>
    /// Capitalised names used as types or called (`Field`, `EmailRow(focus: $focus)`), and the
    /// names of functions called bare with arguments (`applyEmailStyle(to: field)`), which may be
    /// another file's free functions.
    package var mentionedTypes: Set<String>
    /// The file holds focus code itself (the byte prefilter says so).
    package var hasFocusCode: Bool
    /// What other files' focus models use of this one.
    package var model: FileSummary

    /// Every type name the file declares or mentions: what its analysis may depend on.
    var names: Set<String> { declaredTypes.union(mentionedTypes) }

    package init(declaredTypes: Set<String> = [], mentionedTypes: Set<String> = [], hasFocusCode: Bool = false, model: FileSummary = FileSummary()) {
        self.declaredTypes = declaredTypes
        self.mentionedTypes = mentionedTypes
        self.hasFocusCode = hasFocusCode
        self.model = model
    }

    /// The summary of `text`, the file at `path`; empty for a file nested beyond `NestingLimit`,
    /// which is never parsed.
    package init(of text: String, path: String) {
        guard NestingLimit.refusal(of: text) == nil else {
            self.init()
            return
        }
        self.init(of: text, tree: SourceFile.parse(text), path: path)
    }

    /// The summary of `text`, already parsed as `tree`.
    package init(of text: String, tree: SourceFileSyntax, path: String) {
        guard !NestingLimit.exceedsTreeDepth(tree) else {
            self.init()
            return
        }
        self.init(of: text, treeWithinLimits: tree, path: path)
    }

    /// The summary of `text`, parsed as `tree`, which `NestingLimit.exceedsTreeDepth` accepted;
    /// `types`, when the caller has it, is the tree's `TypeIndex`.
    init(of text: String, treeWithinLimits tree: SourceFileSyntax, path: String, types: TypeIndex? = nil) {
        let names = DeclarationNames(of: tree)
        let model = FileSummary(of: [Syntax(tree)], module: ProjectModules.module(ofPath: path), types: types)
        self.init(declared: names.declared, mentioned: names.mentioned, text: text, model: model)
    }

    /// The summary of a document whose top-level items the engine already knows (`ItemFacts`).
    init(items: [TopLevelItem], text: String, path: String) {
        guard !items.contains(where: \.facts.isTooDeep) else {
            self.init()
            return
        }
        let declared = items.reduce(into: Set<String>()) { $0.formUnion($1.facts.declared) }
        let mentioned = items.reduce(into: Set<String>()) { $0.formUnion($1.facts.mentionedTypes) }
        // Each item's part of the summary was made once, with its facts.
        var model = FileSummary(module: ProjectModules.module(ofPath: path))
        for item in items {
            model.components += item.facts.model.components
            model.enums += item.facts.model.enums
            model.classParts += item.facts.model.classParts
            model.configurators += item.facts.model.configurators
            model.focusViews += item.facts.model.focusViews
        }
        self.init(declared: declared, mentioned: mentioned, text: text, model: model)
    }

    /// What a file declares, and mentions of types other than those.
    private init(declared: Set<String>, mentioned: Set<String>, text: String, model: FileSummary) {
        self.init(declaredTypes: declared, mentionedTypes: mentioned.subtracting(declared), hasFocusCode: Prefilter.mayConcernRules(text.utf8), model: model)
    }
}

/// The type names a subtree declares and mentions; with `collectsIdentifiers`, also every
/// identifier used (how the engine tells which top-level declarations of a file may affect each
/// other).
///
/// Read off swift-syntax's raw tree, as `NestingLimit` reads it: its nodes are plain values in the
/// parse's arena, so nothing is allocated or reference-counted per node. This pass sees every node
/// of every summarised file, and through `Syntax` nodes it cost a twentieth of the checker's run.
/// It sees what a source-accurate visitor sees: missing tokens the parser inserted are skipped.
struct DeclarationNames {
    private(set) var declared: Set<String> = []
    private(set) var mentioned: Set<String> = []
    private(set) var identifiers: Set<String> = []

    init(of node: some SyntaxProtocol, collectsIdentifiers: Bool = false) {
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
