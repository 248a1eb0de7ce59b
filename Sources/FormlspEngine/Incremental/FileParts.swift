import FocusModel
import SwiftSyntax

/// What one top-level item of a file (a declaration, an import, a statement) declares and names.
/// Computed once per distinct item text and kept between versions of an edited document.
struct ItemFacts: Sendable {
    /// The names the item itself declares: its type's name, or every name in an extended type.
    var ownNames: Set<String> = []
    /// The identifiers the item uses that it does not declare: what may tie it to other items.
    var references: Set<String> = []
    /// The item nests deeper than `NestingLimit.maximumTreeDepth` allows.
    var isTooDeep = false
    /// The item's part of its file's summary: what it declares for other files' models and the
    /// type names it declares and mentions (its module is the file's, set on merging).
    var summary = FileSummary()

    /// The facts of `item`, a child of the file's statement list (depth 3 in the file's tree).
    init(of item: CodeBlockItemSyntax) {
        guard !NestingLimit.exceedsTreeDepth(item, at: 3) else {
            isTooDeep = true
            return
        }
        let names = DeclarationNames(of: item, collectsIdentifiers: true)
        references = names.identifiers.subtracting(names.declared)
        summary = FileSummary(of: [Syntax(item)], module: "", names: names)
        // A call of a function that configures inputs ties the caller to the item declaring it.
        ownNames = Self.ownNames(of: item.item).union(summary.configurators.map(\.name))
    }

    private static func ownNames(of item: CodeBlockItemSyntax.Item) -> Set<String> {
        if let type = item.as(StructDeclSyntax.self) { return [type.name.text] }
        if let type = item.as(ClassDeclSyntax.self) { return [type.name.text] }
        if let type = item.as(EnumDeclSyntax.self) { return [type.name.text] }
        if let type = item.as(ActorDeclSyntax.self) { return [type.name.text] }
        if let type = item.as(ExtensionDeclSyntax.self) {
            return Set(type.extendedType.tokens(viewMode: .sourceAccurate).compactMap { token in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            })
        }
        return []
    }
}

/// A file's top-level items, cut into parts that cannot affect each other's analysis: two items
/// share a part when one names a type the other declares, or both declare the same type (a class
/// and its extensions). The focus model follows types only by name (a child view, a focus enum, an
/// extension), so a part analysed alone finds exactly what the whole file finds there; an edit then
/// costs the analysis of the one part it touches.
///
/// Names are compared generously (any identifier, whatever it denotes), which can only join parts
/// that need not be joined, never split ones that must stay together.
struct FileParts {
    /// Indices of items, each part in file order; parts ordered by their first item.
    let parts: [[Int]]

    init(_ facts: [ItemFacts]) {
        var declaring: [String: [Int]] = [:]
        for (index, item) in facts.enumerated() {
            for name in item.summary.declaredTypes.union(item.ownNames) { declaring[name, default: []].append(index) }
        }
        var sets = DisjointSets(count: facts.count)
        for (index, item) in facts.enumerated() {
            for name in item.references.union(item.ownNames) {
                for other in declaring[name] ?? [] { sets.join(index, other) }
            }
        }
        var parts: [Int: [Int]] = [:]
        var order: [Int] = []
        for index in facts.indices {
            let root = sets.root(of: index)
            if parts[root] == nil { order.append(root) }
            parts[root, default: []].append(index)
        }
        self.parts = order.map { parts[$0]! }
    }
}

/// Union–find over item indices, with path halving.
private struct DisjointSets {
    private var parent: [Int]

    init(count: Int) {
        parent = Array(0..<count)
    }

    mutating func root(of index: Int) -> Int {
        var index = index
        while parent[index] != index {
            parent[index] = parent[parent[index]]
            index = parent[index]
        }
        return index
    }

    mutating func join(_ first: Int, _ second: Int) {
        let (a, b) = (root(of: first), root(of: second))
        if a != b { parent[max(a, b)] = min(a, b) }
    }
}
