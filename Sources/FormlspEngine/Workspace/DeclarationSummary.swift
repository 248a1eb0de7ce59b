import FocusModel
import FocusRules
import SwiftParser
import SwiftSyntax

/// What one file declares and names, as far as other files' focus chains care: the model's summary
/// of its declarations (`FileSummary`: form components, focus enums by qualified name), the type
/// names it declares or extends, and the type names it mentions (what its analysis may depend on).
/// Built by one light pass over the file's declarations; the workspace index and the checker's first
/// pass keep one per file.
package struct DeclarationSummary: Sendable, Equatable {
    /// Structs, classes, enums and actors declared, and the types of extensions.
    package var declaredTypes: Set<String>
    /// Capitalised names used as types or called (`Field`, `EmailRow(focus: $focus)`).
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
        let collector = DeclarationCollector()
        collector.walk(tree)
        let model = FileSummary(of: [Syntax(tree)], module: ProjectModules.module(ofPath: path), types: types)
        self.init(declared: collector.declared, mentioned: collector.mentioned, text: text, model: model)
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
        }
        self.init(declared: declared, mentioned: mentioned, text: text, model: model)
    }

    /// What a file declares, and mentions of types other than those.
    private init(declared: Set<String>, mentioned: Set<String>, text: String, model: FileSummary) {
        self.init(declaredTypes: declared, mentionedTypes: mentioned.subtracting(declared), hasFocusCode: Prefilter.mayMatter(text.utf8), model: model)
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
        guard let first = name.utf8.first else { return }
        // Most names are ASCII: their first byte tells, without building a Character.
        let capitalised = first < 0x80 ? (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) : name.first?.isUppercase == true
        if capitalised { mentioned.insert(name) }
    }
}
