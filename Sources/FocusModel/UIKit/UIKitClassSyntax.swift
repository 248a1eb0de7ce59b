import SwiftSyntax

/// The syntax of one class gathered with its extensions in the file: its text-input properties,
/// arrays of them, and its methods, which the UIKit builder's passes query.
struct UIKitClassSyntax {
    /// Nil for the extensions of a class declared in another file.
    let declaration: ClassDeclSyntax?
    let extensions: [ExtensionDeclSyntax]
    let name: String
    /// Text-input stored properties in declaration order.
    private(set) var inputs: [InputProperty]
    /// Properties holding an array literal (stored or computed), keyed by name: `[emailField, passwordField]`.
    private(set) var arrays: [String: ArrayExprSyntax]
    /// Array properties whose elements cannot be read (`@IBOutlet var fields: [UITextField]!`).
    private(set) var opaqueArrays: Set<String>
    /// Array properties whose declared or constructed element type is no text input
    /// (`var services = [NetService]()`, `var buttons: [UIButton]`): none of their elements is a field.
    private(set) var otherArrays: Set<String>
    /// Functions of the class and its extensions, first declaration per base name.
    let methods: [String: FunctionDeclSyntax]
    /// What `UIKitReferenceResolver` found each expression of the class to stand for: the Return
    /// handler is evaluated once per field, and asks about the same `case` labels each time.
    private(set) var resolutions = ResolutionMemo()

    final class ResolutionMemo {
        var references: [SyntaxIdentifier: [UIKitReference]] = [:]
        /// The tags the class gives its inputs in code (`UIKitIndexRouting.tags`), once read.
        var tags: [String: Int]?
        /// Tags other views carry too (`readInspectorTags`): a lookup by one may find any of them.
        var sharedTags: Set<Int> = []
        /// The fields of other objects each method makes input properties hold (`UIKitAdoptedFields`), by method.
        var adoptions: [SyntaxIdentifier: [UIKitAdoptedFields.Adoption]] = [:]
    }

    struct InputProperty {
        let name: String
        let typeName: String
        let nameRange: Range<Int>
        let isOutlet: Bool
        /// The declaration gives it a value (`= UITextField()`, a configuration closure).
        var hasInitialValue = true

        var takesReturn: Bool { typeName != "UITextView" }
        /// UIKit's own field or text view, not a view of the app's holding one (`nameCell.textField`).
        var isPlainInput: Bool { typeName == "UITextField" || typeName == "UITextView" }
    }

    var inputNames: Set<String> { Set(inputs.map(\.name)) }

    /// The class with the array property `name` known to hold `literal`, whose elements `held`
    /// are inputs too (cells holding a field, given to a superclass that routes through them).
    func holding(_ literal: ArrayExprSyntax, in name: String, inputs held: [InputProperty]) -> UIKitClassSyntax {
        var copy = self
        copy.inputs += held.filter { !inputNames.contains($0.name) }
        copy.arrays[name] = literal
        copy.opaqueArrays.remove(name)
        copy.otherArrays.remove(name)
        copy.resolutions = ResolutionMemo()
        return copy
    }

    /// The class with each array property whose elements the code cannot read (an
    /// `@IBOutlet var fields: [UITextField]!`) known to hold the outlets `collections` names
    /// for it, in order, when each is an input of the class: what an interface file connects.
    func knowingCollections(_ collections: [String: [String]]) -> UIKitClassSyntax {
        var copy = self
        for (name, outlets) in collections where opaqueArrays.contains(name) && !outlets.isEmpty && outlets.allSatisfy(inputNames.contains) {
            let elements = outlets.enumerated().map { index, outlet in
                ArrayElementSyntax(
                    expression: DeclReferenceExprSyntax(baseName: .identifier(outlet)),
                    trailingComma: index < outlets.count - 1 ? .commaToken() : nil
                )
            }
            copy.arrays[name] = ArrayExprSyntax(elements: ArrayElementListSyntax(elements))
            copy.opaqueArrays.remove(name)
        }
        copy.resolutions = ResolutionMemo()
        return copy
    }

    /// The class with `standIns` for its only inputs, tagged as `tags` says (a base class's
    /// handler read on fields its subclasses will have, `TagAdvance`).
    func replacingInputs(with standIns: [InputProperty], tags: [String: Int]) -> UIKitClassSyntax {
        var copy = self
        copy.inputs = standIns
        copy.resolutions = ResolutionMemo()
        copy.resolutions.tags = tags
        return copy
    }

    /// Every member block of the class and its extensions.
    var memberBlocks: [MemberBlockSyntax] { (declaration.map { [$0.memberBlock] } ?? []) + extensions.map(\.memberBlock) }

    /// Type names conformed to in the class or any extension.
    var conformances: [String] {
        let clauses = [declaration?.inheritanceClause] + extensions.map(\.inheritanceClause)
        return clauses.flatMap { $0?.inheritedTypes.map { $0.type.compactText } ?? [] }
    }

    /// `returnedInput` names the input type a call returns (a factory's), when known;
    /// `isInputClass` tells the app's own input classes whose names do not say so (`UIKitInputClasses`).
    init(
        declaration: ClassDeclSyntax, extensions: [ExtensionDeclSyntax], returnedInput: (FunctionCallExprSyntax) -> String? = { _ in nil },
        isInputClass: (String) -> Bool = { _ in false }
    ) {
        self.declaration = declaration
        self.extensions = extensions
        name = declaration.name.text
        var inputs: [InputProperty] = []
        var arrays: [String: ArrayExprSyntax] = [:]
        var opaqueArrays: Set<String> = []
        var otherArrays: Set<String> = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !UIKitSyntax.isStatic(variable) else { continue }
            let isOutlet = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.compactText == "IBOutlet" }
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                let name = pattern.identifier.text
                if let array = Self.arrayLiteral(of: binding) {
                    arrays[name] = array
                } else if let typeName = Self.inputType(of: binding, returnedInput: returnedInput, isInputClass: isInputClass),
                          !UIKitSyntax.isComputed(binding) {
                    inputs.append(InputProperty(
                        name: name, typeName: typeName, nameRange: pattern.identifier.utf8Offsets,
                        isOutlet: isOutlet, hasInitialValue: binding.initializer != nil
                    ))
                } else if let type = binding.typeAnnotation?.type.compactText, Self.isInputArrayType(type) {
                    opaqueArrays.insert(name)
                }
                if let element = Self.arrayElementType(of: binding), !Self.isInputType(element) { otherArrays.insert(name) }
            }
        }
        for name in opaqueArrays {
            if let literal = UIKitAssignedArrays.onlyLiteral(assignedTo: name, in: [declaration.memberBlock] + extensions.map(\.memberBlock)) {
                arrays[name] = literal
            }
        }
        self.inputs = inputs
        self.arrays = arrays
        self.opaqueArrays = opaqueArrays.subtracting(arrays.keys)
        self.otherArrays = otherArrays
        methods = Self.methods(of: [declaration.memberBlock] + extensions.map(\.memberBlock))
    }

    /// The extensions of a class declared in another file, whose inputs that file knows: each of
    /// `assumedInputs` is taken for one (an input property there, or a name that matches none).
    init(extensionsOf name: String, _ extensions: [ExtensionDeclSyntax], assumedInputs: [String]) {
        declaration = nil
        self.extensions = extensions
        self.name = name
        inputs = assumedInputs.map { InputProperty(name: $0, typeName: "UITextField", nameRange: 0..<0, isOutlet: false) }
        arrays = [:]
        opaqueArrays = []
        otherArrays = []
        methods = Self.methods(of: extensions.map(\.memberBlock))
    }

    private static func methods(of blocks: [MemberBlockSyntax]) -> [String: FunctionDeclSyntax] {
        var methods: [String: FunctionDeclSyntax] = [:]
        for block in blocks {
            for member in block.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let baseName = function.name.text
                if methods[baseName] == nil { methods[baseName] = function }
            }
        }
        return methods
    }

    /// A method by its full name, e.g. `textFieldShouldReturn(_:)`.
    func method(named fullName: String) -> FunctionDeclSyntax? {
        for block in memberBlocks {
            for member in block.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), UIKitSyntax.fullName(of: function) == fullName { return function }
            }
        }
        return nil
    }

    /// Whether `name` is a text input type: `UITextField`, `UITextView`, or a name ending in `TextField`.
    static func isInputType(_ name: String) -> Bool {
        name == "UITextView" || name.hasSuffix("TextField")
    }

    private static func isInputArrayType(_ type: String) -> Bool {
        let element = UIKitSyntax.trimming(type, ["[", "]", "!", "?"])
        return type.hasPrefix("[") && isInputType(element)
    }

    /// The declared type of an input property, or the type its initializer constructs.
    private static func inputType(
        of binding: PatternBindingSyntax, returnedInput: (FunctionCallExprSyntax) -> String?, isInputClass: (String) -> Bool
    ) -> String? {
        if let type = binding.typeAnnotation?.type {
            let name = UIKitSyntax.trimming(type.compactText, ["!", "?"])
            return isInputType(name) || isInputClass(name) ? name : nil
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.compactText
        let typeName = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
        return isInputType(typeName) || isInputClass(typeName) ? typeName : returnedInput(call)
    }

    /// The element type of an array property, declared (`[NetService]`, `[UIButton]!`) or constructed
    /// (`[NetService]()`); nil when not written, or when it is an optional's or a dictionary's.
    private static func arrayElementType(of binding: PatternBindingSyntax) -> String? {
        let written = binding.typeAnnotation?.type.compactText
            ?? binding.initializer?.value.as(FunctionCallExprSyntax.self).flatMap { call in
                call.arguments.isEmpty && call.trailingClosure == nil ? call.calledExpression.compactText : nil
            }
        guard let written, written.hasPrefix("["), !written.contains(":") else { return nil }
        let element = UIKitSyntax.trimming(written, ["[", "]", "!", "?"])
        return element.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? element : nil
    }

    private static func arrayLiteral(of binding: PatternBindingSyntax) -> ArrayExprSyntax? {
        if let array = binding.initializer?.value.as(ArrayExprSyntax.self) { return array }
        if case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1 {
            if let array = items.first?.item.as(ArrayExprSyntax.self) { return array }
            if let array = items.first?.item.as(ReturnStmtSyntax.self)?.expression?.as(ArrayExprSyntax.self) { return array }
        }
        return nil
    }
}

/// Small syntax questions the UIKit passes share, kept in one namespace.
enum UIKitSyntax {
    static func isStatic(_ variable: VariableDeclSyntax) -> Bool {
        variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// A computed property (a getter), as opposed to a stored one, possibly with observers.
    static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case .getter?: true
        case .accessors(let list)?: list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        case nil: false
        }
    }

    /// `textFieldShouldReturn(_:)`, `textField(_:shouldChangeCharactersIn:replacementString:)`.
    ///
    /// A text field or text view delegate method written in Swift 1/2 gets the name it has today:
    /// there a method's first parameter took no label (`func textFieldShouldReturn(textField:
    /// UITextField)` is `textFieldShouldReturn(_:)`), and Swift 3 dropped `Range` from two labels.
    static func fullName(of function: FunctionDeclSyntax) -> String {
        let parameters = function.signature.parameterClause.parameters
        var labels = parameters.map(\.firstName.text)
        if let first = parameters.first, isSwift2TextDelegateMethod(function.name.text, first) {
            labels[0] = "_"
            labels = labels.map { swift2Labels[$0] ?? $0 }
        }
        return "\(function.name.text)(\(labels.map { "\($0):" }.joined()))"
    }

    /// Swift 2 argument labels of text delegate methods and their Swift 3 names.
    private static let swift2Labels = ["shouldChangeCharactersInRange": "shouldChangeCharactersIn", "shouldChangeTextInRange": "shouldChangeTextIn"]

    /// `textField…(textField: UITextField…)` or `textView…(textView: UITextView…)`: one name, no `_`.
    private static func isSwift2TextDelegateMethod(_ name: String, _ first: FunctionParameterSyntax) -> Bool {
        guard first.secondName == nil, first.firstName.tokenKind != .wildcard else { return false }
        let type = trimming(first.type.compactText, ["!", "?"])
        return (type == "UITextField" && name.hasPrefix("textField")) || (type == "UITextView" && name.hasPrefix("textView"))
    }

    /// The name used inside the body for the parameter at `index`.
    static func parameterName(of function: FunctionDeclSyntax, at index: Int) -> String? {
        let parameters = Array(function.signature.parameterClause.parameters)
        guard index < parameters.count else { return nil }
        let parameter = parameters[index]
        return (parameter.secondName ?? parameter.firstName).text
    }

    /// The name a wrapper view gives the text input inside it: `textField`, `field`, `inputTextField`.
    static func namesWrappedField(_ name: String) -> Bool {
        name == "field" || name == "textField" || name.hasSuffix("TextField")
    }

    /// Whether a reactive chain (`button.rx.tap.throttle(…).withUnretained(self)`) hands its
    /// closures the class itself, as `withUnretained(self)` does.
    static func passesUnretainedSelf(_ chain: ExprSyntax) -> Bool {
        members(of: chain).contains { member, call in
            member == "withUnretained" && call?.arguments.count == 1
                && call?.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
    }

    /// The member names along a chain of calls and member accesses, with the call of each when it
    /// is called, outermost first.
    static func members(of chain: ExprSyntax) -> [(name: String, call: FunctionCallExprSyntax?)] {
        var found: [(name: String, call: FunctionCallExprSyntax?)] = []
        var current: ExprSyntax? = chain
        while let expression = current, found.count < 32 {
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                found.append((member.declName.baseName.text, call))
                current = member.base
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                found.append((member.declName.baseName.text, nil))
                current = member.base
            } else if let chained = expression.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else {
                current = nil
            }
        }
        return found
    }

    /// The class an inheritance clause names: `TextFieldController` for
    /// `Base.TextFieldController<LoginPresenter>` (a generic base class is one class, whatever it is given).
    static func className(ofInherited type: String) -> String? {
        let unqualified = type.prefix { $0 != "<" }.split(separator: ".").last.map { $0.filter { !$0.isWhitespace } }
        return unqualified.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `name` without the characters in `characters` (each one ASCII scalar) at either end.
    static func trimming(_ name: String, _ characters: Set<Character>) -> String {
        // Most names end in none of them: returned as they are, without walking their characters.
        let keeps = { (byte: UInt8?) in byte.map { $0 >= 0x80 || !characters.contains(Character(Unicode.Scalar($0))) } ?? true }
        guard !keeps(name.utf8.first) || !keeps(name.utf8.last) else { return name }
        return String(name.drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
