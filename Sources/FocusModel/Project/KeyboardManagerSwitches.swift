import SwiftSyntax

/// What the code of one type does to IQKeyboardManager, the library an app turns on once
/// (`IQKeyboardManager.shared.enable = true`, usually in its app delegate) to put a toolbar with
/// Previous, Next and Done above the keyboard of every text field: a way from each field to the
/// next whatever Return does (`ProjectSymbols.keyboardManagerToolbarShows(onScreenOf:)`).
///
/// The spellings of its versions are read: `enable` and `isEnabled` (the manager),
/// `enableAutoToolbar` and `isEnableAutoToolbar` (its toolbar), `IQKeyboardToolbarManager`'s
/// `isEnabled`, and `previousNextDisplayMode = .alwaysHide` (a toolbar without Previous and
/// Next), on `IQKeyboardManager.shared`, `.shared()`, `.sharedManager()` or a name given one of
/// those; and the classes `disabledToolbarClasses` lists.
package struct KeyboardManagerSwitches: Sendable, Equatable {
    /// The type whose code sets them (`""` for code outside any type).
    package var owner: String
    /// It turns the manager or its toolbar on (or sets them to a value that is no literal).
    package var turnsOn = false
    /// It turns the manager or its toolbar off, or hides Previous and Next (or sets them to a value
    /// that is no literal).
    package var turnsOff = false
    /// The classes whose screens it keeps the toolbar from (`disabledToolbarClasses.append(Foo.self)`).
    package var classesWithoutToolbar: Set<String> = []

    /// What the types under `roots` do to the keyboard manager, one value per type that does anything.
    static func reading(_ roots: [Syntax]) -> [KeyboardManagerSwitches] {
        let reader = KeyboardManagerSwitchReader(viewMode: .sourceAccurate)
        for root in roots { reader.walk(root) }
        return reader.switches
    }
}

/// Reads `KeyboardManagerSwitches` off every statement of a file (run only on a file naming the manager).
private final class KeyboardManagerSwitchReader: SyntaxVisitor {
    private(set) var switches: [KeyboardManagerSwitches] = []
    /// Names given the manager (`let keyboard = IQKeyboardManager.shared`).
    private var aliases: Set<String> = []

    private static let managerProperties: Set<String> = ["enable", "isEnabled", "enableAutoToolbar", "isEnableAutoToolbar"]

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, isManager(value), let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            aliases.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), let (base, property) = assignment.property, isManager(base) {
            let value = assignment.singleValue
            let literal = value?.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
            if Self.managerProperties.contains(property) {
                record(on: literal ?? true, off: !(literal ?? false), at: Syntax(node))
            } else if property == "previousNextDisplayMode", value?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "alwaysHide" {
                record(on: false, off: true, at: Syntax(node))
            }
        }
        // `disabledToolbarClasses = [A.self]`, `+= [A.self]`
        if node.elements.contains(where: isToolbarDisabledClasses) { recordClasses(in: Syntax(node), at: Syntax(node)) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `disabledToolbarClasses.append(A.self)`, `.append(contentsOf: [A.self])`
        if let callee = node.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "append",
           let base = callee.base, isToolbarDisabledClasses(base) {
            recordClasses(in: Syntax(node.arguments), at: Syntax(node))
        }
        return .visitChildren
    }

    private func isToolbarDisabledClasses(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "disabledToolbarClasses",
              let base = member.base else { return false }
        return isManager(base)
    }

    /// `IQKeyboardManager.shared`, `IQKeyboardManager.shared()`, `IQKeyboardManager.sharedManager()`,
    /// `IQKeyboardToolbarManager.shared`, a member of one (`.toolbarConfiguration`), or a name given one.
    private func isManager(_ expression: ExprSyntax) -> Bool {
        var text = expression.compactText
        if text.hasPrefix("IQKeyboardManagerSwift.") { text.removeFirst("IQKeyboardManagerSwift.".count) }
        if text.hasPrefix("IQKeyboardManager.") || text.hasPrefix("IQKeyboardToolbarManager.") { return true }
        return aliases.contains(String(text.prefix { $0 != "." }))
    }

    private func recordClasses(in node: Syntax, at statement: Syntax) {
        let names = node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard token.tokenKind == .keyword(.self), let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                  let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
            return base.baseName.text
        }
        guard !names.isEmpty else { return }
        update(at: statement) { $0.classesWithoutToolbar.formUnion(names) }
    }

    private func record(on: Bool, off: Bool, at statement: Syntax) {
        update(at: statement) { switches in
            switches.turnsOn = switches.turnsOn || on
            switches.turnsOff = switches.turnsOff || off
        }
    }

    private func update(at statement: Syntax, _ change: (inout KeyboardManagerSwitches) -> Void) {
        let owner = Self.owner(of: statement)
        if let index = switches.firstIndex(where: { $0.owner == owner }) {
            change(&switches[index])
        } else {
            var switches = KeyboardManagerSwitches(owner: owner)
            change(&switches)
            self.switches.append(switches)
        }
    }

    /// The type whose code `node` is (an extension's type by its last name), `""` outside any.
    private static func owner(of node: Syntax) -> String {
        var current = node.parent
        while let scope = current {
            if let type = scope.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = scope.as(StructDeclSyntax.self) { return type.name.text }
            if let type = scope.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = scope.as(ActorDeclSyntax.self) { return type.name.text }
            if let type = scope.as(ExtensionDeclSyntax.self) {
                return type.extendedType.compactText.split(separator: ".").last.map(String.init) ?? ""
            }
            current = scope.parent
        }
        return ""
    }
}
