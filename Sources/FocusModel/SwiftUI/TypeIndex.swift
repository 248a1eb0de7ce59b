import SwiftSyntax

/// The types of one file, with the members the SwiftUI model needs: focus states and bindings,
/// view-returning properties and functions, methods, and enums with their cases. Extensions are
/// merged into their type. Built by one visitor pass, which the file's summary (`FileSummary`)
/// and its model share.
package struct TypeIndex: Sendable {
    private(set) var types: [String: TypeInfo] = [:]
    private(set) var enums: [String: EnumInfo] = [:]
    /// Every enum by its full qualified name (`Outer.Inner.Field`), for the file's summary.
    private(set) var qualifiedEnums: [String: EnumInfo] = [:]

    /// The types declared under `roots` (a file, or the top-level items of one).
    package init(_ roots: [Syntax]) {
        let collector = TypeCollector(viewMode: .sourceAccurate)
        for root in roots { collector.walk(root) }
        self.init(collected: collector)
    }

    /// The types a collector found, which walked their declarations with others
    /// (`SkeletonVisitor.walk(_:with:)`).
    init(collected collector: TypeCollector) {
        for declaration in collector.declarations {
            types[declaration.name, default: TypeInfo(name: declaration.name)].merge(declaration)
        }
        for (name, info) in collector.enums {
            enums[name] = info
        }
        qualifiedEnums = collector.qualifiedEnums
    }

    func type(named name: String) -> TypeInfo? { types[name] }

    /// The enum a focus state's type names (`Field?`, `SignUpView.Field?`, `Optional<Field>`),
    /// preferring one nested in `owner` when several views each declare their own `Field`.
    func enumeration(ofStateType type: String, owner: String) -> EnumInfo? {
        let unwrapped = type.hasPrefix("Optional<") ? String(type.dropFirst("Optional<".count)) : type
        let bare = unwrapped.filter { !"?!> ".contains($0) }
        let last = bare.split(separator: ".").last.map(String.init) ?? bare
        let qualified = bare.contains(".") ? enums[bare] : nil
        return qualified ?? enums[owner + "." + last] ?? enums[bare] ?? enums[last]
    }
}

/// A struct or class (with its extensions) as far as focus is concerned.
struct TypeInfo {
    let name: String
    /// `@FocusState var focus: Field?` / `@FocusState private var isNameFocused: Bool`.
    var focusStates: [FocusStateDeclaration] = []
    /// `@FocusState.Binding var focus: Field?` / `var focus: FocusState<Field?>.Binding` / init parameters.
    var focusBindings: [FocusStateDeclaration] = []
    /// Getter bodies of properties (`var body`, `var addressSection: some View`).
    var properties: [String: CodeBlockItemListSyntax] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    /// Every property name (`dismiss` in `@Environment(\.dismiss) var dismiss`): calling one is not a method call.
    var storedProperties: Set<String> = []
    /// `@Binding` properties: values the caller owns and hands in to be edited (`@Binding var draft: Expense`).
    var handedValues: Set<String> = []
    /// Objects and values the caller shares with the view rather than the view owning them
    /// (`@EnvironmentObject`, `@ObservedObject`, `@Bindable`, `@Binding`, `@Environment(Model.self)`):
    /// what the view writes into one of them, its caller reads.
    var handedObjects: Set<String> = []
    /// Properties kept in a defaults store (`@AppStorage("name") var name`, an object's
    /// `@UserDefault("port") var port`): a value saved as it is typed, a setting of the app.
    var storedInDefaults: Set<String> = []
    /// `@State` properties: values the view owns (`@State private var isEmailActive = false`).
    var ownedStates: Set<String> = []
    /// Where each `@State` property is declared.
    var ownedStateDeclarations: [String: Range<Int>] = [:]
    /// The type each `@State` property spells (`Field?`), where it spells one.
    var ownedStateTypes: [String: String] = [:]
    /// The class of each object the view holds (`@StateObject private var model = SignInModel()`,
    /// `@ObservedObject var model: SignInModel`), by the property's name.
    var objectTypes: [String: String] = [:]
    /// The whole declaration, for chain-wide code actions.
    var extent: Range<Int> = 0..<0
    var isView = false

    init(name: String) { self.name = name }

    var body: CodeBlockItemListSyntax? { properties["body"] }

    /// The `@FocusState` a caller hands in as the wrapper itself under `label` (`Child(focus: _focus)`),
    /// which then shares the caller's state: a non-private `@FocusState var focus` filled by the
    /// memberwise initialiser, or an initialiser's `FocusState<Field?>` parameter stored as
    /// `self._focus = focus`.
    func handedFocusState(labelled label: String) -> FocusStateDeclaration? {
        if initializers.isEmpty {
            return focusStates.first { $0.name == label && !$0.isPrivate }
        }
        for initializer in initializers {
            guard let parameter = initializer.signature.parameterClause.parameters.first(where: { $0.firstName.text == label }),
                  parameter.type.as(IdentifierTypeSyntax.self)?.name.text == "FocusState" else { continue }
            let labels = initializer.labelsOfStoredProperties
            if let state = focusStates.first(where: { labels[$0.name] == label }) { return state }
        }
        return nil
    }

    /// A method callable with no arguments.
    func method(named name: String) -> FunctionDeclSyntax? {
        methods[name]?.first
    }

    mutating func merge(_ declaration: TypeCollector.Declaration) {
        focusStates += declaration.info.focusStates
        focusBindings += declaration.info.focusBindings
        properties.merge(declaration.info.properties) { first, _ in first }
        methods.merge(declaration.info.methods) { $0 + $1 }
        initializers += declaration.info.initializers
        storedProperties.formUnion(declaration.info.storedProperties)
        handedValues.formUnion(declaration.info.handedValues)
        storedInDefaults.formUnion(declaration.info.storedInDefaults)
        handedObjects.formUnion(declaration.info.handedObjects)
        ownedStates.formUnion(declaration.info.ownedStates)
        ownedStateDeclarations.merge(declaration.info.ownedStateDeclarations) { first, _ in first }
        ownedStateTypes.merge(declaration.info.ownedStateTypes) { first, _ in first }
        objectTypes.merge(declaration.info.objectTypes) { first, _ in first }
        isView = isView || declaration.info.isView
        if !declaration.isExtension || extent.isEmpty {
            extent = declaration.info.extent
        }
    }
}

/// A focus state or binding: its name, its value type and where it is declared.
struct FocusStateDeclaration {
    let name: String
    /// `Field?`, `Bool`.
    let valueType: String
    let range: Range<Int>
    /// `@FocusState private var`: no caller can hand the view its wrapper.
    var isPrivate = false

    var isBool: Bool { valueType == "Bool" }
}

/// An enum's cases in declaration order, and how its `next` successor is written.
struct EnumInfo: Sendable, Equatable {
    let name: String
    var cases: [String] = []
    var isCaseIterable = false
    /// `enum Field: Int` without explicit raw values: `rawValue + 1` is the case declared after.
    var hasImplicitIntRawValues = false
    /// `var next: Field? { switch self { case .a: return .b … } }`, or a method of that shape.
    var successors: [String: Successor] = [:]
    /// `next` computed from `allCases` and an index plus one: the case declared after.
    var nextUsesIndexArithmetic = false

    enum Successor: Sendable, Equatable {
        case value(String)
        case end
    }

    /// The successor `next` yields for `value`, when the code says so statically.
    func next(after value: String) -> Successor? {
        if let successor = successors[value] { return successor }
        if nextUsesIndexArithmetic, let index = cases.firstIndex(of: value) {
            return index + 1 < cases.count ? .value(cases[index + 1]) : .end
        }
        return nil
    }

    /// The case declared after `value` in `allCases` order.
    func caseIterableSuccessor(of value: String) -> Successor? {
        guard let index = cases.firstIndex(of: value) else { return nil }
        return index + 1 < cases.count ? .value(cases[index + 1]) : .end
    }
}

/// One pass over the file's declaration skeleton collecting type declarations and enums, nested
/// ones included.
final class TypeCollector: SkeletonVisitor {
    struct Declaration {
        let name: String
        let isExtension: Bool
        var info: TypeInfo
    }

    private(set) var declarations: [Declaration] = []
    private(set) var enums: [String: EnumInfo] = [:]
    /// Every enum by its full qualified name (`Outer.Inner.Field`), for the file's summary.
    private(set) var qualifiedEnums: [String: EnumInfo] = [:]

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(name: node.name.text, members: node.memberBlock, inheritance: node.inheritanceClause, extent: node.utf8Offsets, isExtension: false)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(name: node.name.text, members: node.memberBlock, inheritance: node.inheritanceClause, extent: node.utf8Offsets, isExtension: false)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.sourceText.split(separator: ".").last.map(String.init) ?? ""
        record(name: name, members: node.memberBlock, inheritance: node.inheritanceClause, extent: node.utf8Offsets, isExtension: true)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        var info = EnumInfo(name: node.name.text)
        info.isCaseIterable = info.isCaseIterable || Self.inherits(node.inheritanceClause, "CaseIterable")
        var hasExplicitRawValues = false
        for member in node.memberBlock.members {
            if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                info.cases += caseDecl.elements.map(\.name.text)
                hasExplicitRawValues = hasExplicitRawValues || caseDecl.elements.contains { $0.rawValue != nil }
            }
        }
        info.hasImplicitIntRawValues = Self.inherits(node.inheritanceClause, "Int") && !hasExplicitRawValues
        for member in node.memberBlock.members {
            if let successor = SuccessorReader(member.decl) {
                info.successors.merge(successor.successors) { first, _ in first }
                info.nextUsesIndexArithmetic = info.nextUsesIndexArithmetic || successor.usesIndexArithmetic
            }
        }
        let outer = Self.enclosingTypeName(of: node)
        if let outer { enums[outer + "." + node.name.text] = info }
        if enums[node.name.text] == nil || outer == nil { enums[node.name.text] = info }
        qualifiedEnums[(Self.enclosingTypePath(of: node) + [node.name.text]).joined(separator: ".")] = info
        return .visitChildren
    }

    /// The names of the types around `node`, outermost first (an extension counts as its type).
    private static func enclosingTypePath(of node: some SyntaxProtocol) -> [String] {
        var path: [String] = []
        var current = node.parent
        while let next = current {
            if let type = next.as(StructDeclSyntax.self) { path.append(type.name.text) }
            if let type = next.as(ClassDeclSyntax.self) { path.append(type.name.text) }
            if let type = next.as(EnumDeclSyntax.self) { path.append(type.name.text) }
            if let type = next.as(ActorDeclSyntax.self) { path.append(type.name.text) }
            if let type = next.as(ExtensionDeclSyntax.self) {
                path += type.extendedType.sourceText.split(separator: ".").map(String.init).reversed()
            }
            current = next.parent
        }
        return path.reversed()
    }

    /// The type or extension whose members include `node`, by name.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let next = current {
            if let type = next.as(StructDeclSyntax.self) { return type.name.text }
            if let type = next.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = next.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = next.as(ExtensionDeclSyntax.self) { return type.extendedType.sourceText }
            current = next.parent
        }
        return nil
    }

    private func record(name: String, members: MemberBlockSyntax, inheritance: InheritanceClauseSyntax?, extent: Range<Int>, isExtension: Bool) {
        var info = TypeInfo(name: name)
        info.extent = extent
        info.isView = Self.inherits(inheritance, "View")
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                collect(variable, into: &info)
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                info.methods[function.name.text, default: []].append(function)
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                info.initializers.append(initializer)
                for parameter in initializer.signature.parameterClause.parameters {
                    let type = parameter.type.sourceText
                    if let value = Self.bindingValueType(type) {
                        let name = (parameter.secondName ?? parameter.firstName).text
                        info.focusBindings.append(FocusStateDeclaration(name: name, valueType: value, range: parameter.utf8Offsets))
                    }
                }
            }
        }
        // A stored property under `#if canImport(UIKit)` is still a memberwise initialiser's label.
        for variable in members.members.variablesUnderCompilerConditions {
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { info.storedProperties.insert(name) }
            }
        }
        declarations.append(Declaration(name: name, isExtension: isExtension, info: info))
    }

    private func collect(_ variable: VariableDeclSyntax, into info: inout TypeInfo) {
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.sourceText }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            info.storedProperties.insert(name)
            if attributes.contains("Binding") { info.handedValues.insert(name) }
            if attributes.contains(where: Self.isDefaultsStore) { info.storedInDefaults.insert(name) }
            if Self.isHandedIn(variable) { info.handedObjects.insert(name) }
            if attributes.contains("State") {
                info.ownedStates.insert(name)
                info.ownedStateDeclarations[name] = variable.utf8Offsets
            }
            if !Self.objectAttributes.isDisjoint(with: attributes), let type = Self.objectType(binding) {
                info.objectTypes[name] = type
            }
            // Spelling out a type costs an allocation; only focus state types are ever read.
            let annotation = binding.typeAnnotation?.type
            let isFocusType = !attributes.isEmpty || annotation?.firstToken(viewMode: .sourceAccurate)?.tokenKind == .identifier("FocusState")
            // `@FocusState var isEditing` spells no type: only `FocusState<Bool>` has an `init()`.
            let type = isFocusType ? annotation?.sourceText ?? (attributes.contains("FocusState") && binding.initializer == nil ? "Bool" : "") : ""
            if attributes.contains("State"), !type.isEmpty { info.ownedStateTypes[name] = type }
            if attributes.contains("FocusState") {
                let isPrivate = variable.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
                info.focusStates.append(FocusStateDeclaration(name: name, valueType: type, range: variable.utf8Offsets, isPrivate: isPrivate))
            } else if attributes.contains("FocusState.Binding") {
                info.focusBindings.append(FocusStateDeclaration(name: name, valueType: type, range: variable.utf8Offsets))
            } else if let value = Self.bindingValueType(type) {
                info.focusBindings.append(FocusStateDeclaration(name: name, valueType: value, range: variable.utf8Offsets))
            }
            if let accessors = binding.accessorBlock?.accessors {
                switch accessors {
                case .getter(let statements):
                    info.properties[name] = statements
                case .accessors(let list):
                    if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body {
                        info.properties[name] = body.statements
                    }
                }
            }
        }
    }

    /// A property wrapper keeping its value in a defaults store: SwiftUI's `@AppStorage` and
    /// `@SceneStorage`, or one named for defaults (`@UserDefault`, `@Default(.key)`, `@defaultsDB`).
    private static func isDefaultsStore(_ attribute: String) -> Bool {
        attribute == "AppStorage" || attribute == "SceneStorage" || attribute.lowercased().contains("default")
    }

    /// The wrappers of an object a view holds.
    /// `@EnvironmentObject var signUp`, `@Environment(SignUp.self) var signUp` (not a value of the
    /// environment's own, `@Environment(\.dismiss)`), `@ObservedObject`, `@Bindable`, `@Binding`.
    private static func isHandedIn(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            let name = attribute.attributeName.trimmedDescription
            if handedObjectAttributes.contains(name) { return true }
            return name == "Environment" && attribute.arguments?.trimmedDescription.hasSuffix(".self") == true
        }
    }

    private static let handedObjectAttributes: Set<String> = ["EnvironmentObject", "ObservedObject", "Bindable", "Binding"]
    private static let objectAttributes: Set<String> = ["StateObject", "ObservedObject", "State", "Bindable", "EnvironmentObject"]

    /// `SignInModel` for `: SignInModel` or `= SignInModel()`.
    private static func objectType(_ binding: PatternBindingSyntax) -> String? {
        if let annotated = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self), annotated.genericArgumentClause == nil {
            return annotated.name.text
        }
        guard binding.typeAnnotation == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// `FocusState<Field?>.Binding` → `Field?`.
    private static func bindingValueType(_ type: String) -> String? {
        guard type.hasPrefix("FocusState<"), type.hasSuffix(">.Binding") else { return nil }
        return String(type.dropFirst("FocusState<".count).dropLast(">.Binding".count))
    }

    private static func inherits(_ clause: InheritanceClauseSyntax?, _ name: String) -> Bool {
        clause?.inheritedTypes.contains { $0.type.sourceText.split(separator: ".").last.map(String.init) == name } ?? false
    }
}
