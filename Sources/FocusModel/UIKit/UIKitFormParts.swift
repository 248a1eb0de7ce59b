import SwiftSyntax

/// Parts of one screen that buttons of their own submit apart: a display name with its Change
/// button, then a password change with its own. Fields whose text one method touches (reads or
/// sets) are one part; a part is submitted apart when a button's action touches its fields and no
/// method touches them together with another part's. The screen's set-up (`viewDidLoad`,
/// `viewWillAppear(_:)`, …) fills every part in and says nothing of where one ends; a field no
/// method touches belongs to no part known. Return ending editing in the last field of a part is
/// right: the field after it is another part's.
struct UIKitFormParts {
    let syntax: UIKitClassSyntax

    /// The fields of `order` that open a part submitted apart, right after a field of another such part.
    func partStarts(in order: [String]) -> Set<String> {
        let resolver = UIKitReferenceResolver(syntax: syntax)
        var parts = NameGroups()
        var buttonTouched: Set<String> = []
        for block in syntax.memberBlocks {
            for member in block.members {
                guard let (body, isButtonAction) = Self.unit(member.decl) else { continue }
                let finder = TextTouchFinder(resolver: resolver)
                finder.walk(body)
                // Text of a field that cannot be told (`fields[index].text`) may join any parts.
                if finder.touchesUnknownInput, !Self.isHandedAnInput(member.decl) { return [] }
                let touched = finder.inputs.sorted()
                guard let first = touched.first else { continue }
                for name in touched {
                    parts.insert(name)
                    parts.join(first, name)
                }
                if isButtonAction { buttonTouched.formUnion(touched) }
            }
        }
        let submittedApart = Set(buttonTouched.map(parts.root))
        var starts: Set<String> = []
        for (before, field) in zip(order, order.dropFirst()) {
            guard parts.contains(before), parts.contains(field) else { continue }
            let (earlier, later) = (parts.root(before), parts.root(field))
            if earlier != later, submittedApart.contains(earlier), submittedApart.contains(later) { starts.insert(field) }
        }
        return starts
    }

    /// A delegate method's field parameter is the field it is called for: its text joins nothing.
    private static func isHandedAnInput(_ decl: DeclSyntax) -> Bool {
        decl.as(FunctionDeclSyntax.self).map(UIKitFormReaders.isHandedAnInput) ?? false
    }

    /// The body of a member that may join fields into a part (a method other than the screen's
    /// set-up, a computed property), and whether it is the action of a button (`@IBAction` taking
    /// a `UIButton` or `UIBarButtonItem`).
    private static func unit(_ decl: DeclSyntax) -> (Syntax, Bool)? {
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
            // The screen's set-up touches every part's fields, and joins none.
            guard !UIKitLifecycle.screenSetUp.contains(function.name.text) else { return nil }
            let isAction = function.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.compactText == "IBAction" }
            let sender = function.signature.parameterClause.parameters.first.map { UIKitSyntax.trimming($0.type.compactText, ["!", "?"]) }
            return (Syntax(body), isAction && ["UIButton", "UIBarButtonItem"].contains(sender ?? ""))
        }
        if let variable = decl.as(VariableDeclSyntax.self), let accessors = variable.bindings.first?.accessorBlock {
            return (Syntax(accessors), false)
        }
        return nil
    }
}

/// The inputs whose `text` a piece of code reads or sets (`field.text`, `self.field.text = ""`).
private final class TextTouchFinder: SyntaxVisitor {
    let resolver: UIKitReferenceResolver
    private(set) var inputs: Set<String> = []
    private(set) var touchesUnknownInput = false

    init(resolver: UIKitReferenceResolver) {
        self.resolver = resolver
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "text", let base = node.base else { return .visitChildren }
        for reference in resolver.resolve(base) {
            switch reference {
            case .input(let name): inputs.insert(name)
            case .unknown: touchesUnknownInput = true
            default: break
            }
        }
        return .visitChildren
    }
}
