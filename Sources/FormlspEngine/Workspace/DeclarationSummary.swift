import SwiftParser
import SwiftSyntax

/// What one file declares and names, as far as other files' focus chains care: the types it
/// declares or extends (a focus enum, a child view taking a `FocusState.Binding`, a view
/// controller split over extensions) and the type names it mentions. Built by one light pass;
/// the workspace index keeps one per file.
public struct DeclarationSummary: Sendable, Equatable {
    /// Structs, classes, enums and actors declared, and the types of extensions.
    public var declaredTypes: Set<String>
    /// Capitalised names used as types or called (`Field`, `EmailRow(focus: $focus)`).
    public var mentionedTypes: Set<String>
    /// The file holds focus code itself (the byte prefilter says so).
    public var hasFocusCode: Bool

    public init(declaredTypes: Set<String> = [], mentionedTypes: Set<String> = [], hasFocusCode: Bool = false) {
        self.declaredTypes = declaredTypes
        self.mentionedTypes = mentionedTypes
        self.hasFocusCode = hasFocusCode
    }

    /// The summary of `text`; empty for a file nested beyond `NestingLimit`, which is never parsed.
    public init(of text: String) {
        guard NestingLimit.refusal(of: text) == nil else {
            self.init()
            return
        }
        self.init(of: text, tree: Parser.parse(source: text))
    }

    /// The summary of `text`, already parsed as `tree`.
    public init(of text: String, tree: SourceFileSyntax) {
        guard !NestingLimit.exceedsTreeDepth(tree) else {
            self.init()
            return
        }
        let collector = DeclarationCollector()
        collector.walk(tree)
        self.init(declared: collector.declared, mentioned: collector.mentioned, text: text)
    }

    /// The summary of a document whose top-level items the engine already knows (`ItemFacts`).
    init(items: [ItemFacts], text: String) {
        guard !items.contains(where: \.isTooDeep) else {
            self.init()
            return
        }
        let declared = items.reduce(into: Set<String>()) { $0.formUnion($1.declared) }
        let mentioned = items.reduce(into: Set<String>()) { $0.formUnion($1.mentionedTypes) }
        self.init(declared: declared, mentioned: mentioned, text: text)
    }

    /// What a file declares, and mentions of types other than those.
    private init(declared: Set<String>, mentioned: Set<String>, text: String) {
        self.init(declaredTypes: declared, mentionedTypes: mentioned.subtracting(declared), hasFocusCode: Prefilter.mayMatter(text.utf8))
    }
}

/// Collects what a summary holds; with `collectsIdentifiers`, also every identifier used (how the
/// engine tells which top-level declarations of a file may affect each other).
final class DeclarationCollector: SyntaxVisitor {
    var declared: Set<String> = []
    var mentioned: Set<String> = []
    var identifiers: Set<String> = []
    private let collectsIdentifiers: Bool

    init(collectsIdentifiers: Bool = false) {
        self.collectsIdentifiers = collectsIdentifiers
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if collectsIdentifiers, case .identifier(let name) = token.tokenKind { identifiers.insert(name) }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.extendedType.trimmedDescription.split(separator: ".").last {
            declared.insert(String(name))
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        mention(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        mention(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        mention(node.baseName.text)
        return .visitChildren
    }

    private func mention(_ name: String) {
        if name.first?.isUppercase == true { mentioned.insert(name) }
    }
}
