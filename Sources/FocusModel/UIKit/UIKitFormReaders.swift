import SwiftSyntax

/// The methods of a UIKit class that read the text of two or more of its inputs together
/// (`account.name = nameField.text` and `account.issuer = issuerField.text` in one action, a
/// `validate()` that checks both): where the form's values are collected, saved or checked as one,
/// so its fields make one form even with nothing handling their Return.
///
/// A method handed a text input (`textFieldDidEndEditing(_:)`, `@IBAction func nameChanged(_ sender:
/// UITextField)`) deals with the fields one at a time, as a settings screen of independent fields
/// does: it is no such place. Writing a field's text (`nameField.text = account.name`) reads nothing.
struct UIKitFormReaders {
    let syntax: UIKitClassSyntax

    /// Where those methods' names are, in source order.
    var methodNameRanges: [Range<Int>] {
        let resolver = UIKitReferenceResolver(syntax: syntax)
        var found: [Range<Int>] = []
        for block in syntax.memberBlocks {
            for member in block.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                      !Self.isHandedAnInput(function) else { continue }
                let reader = TextReadFinder(resolver: resolver)
                reader.walk(body)
                if reader.inputs.count >= 2 { found.append(function.name.utf8Offsets) }
            }
        }
        return found.sorted { $0.lowerBound < $1.lowerBound }
    }

    static func isHandedAnInput(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.parameterClause.parameters.contains { parameter in
            UIKitClassSyntax.isInputType(UIKitSyntax.trimming(parameter.type.compactText, ["!", "?"]))
        }
    }
}

/// The actions of a UIKit class's own buttons that send its form in one go: an `@IBAction`, a
/// method a `#selector` names, or the closure an Rx tap is bound to (`saveButton.rx.tap…bind {
/// owner, _ in … }`), when it reads two or more fields' text together, itself or through the
/// methods of the class it calls (`validateAddress() && validateSymbol()`, each reading one
/// field), calls a method whose name commits, the class's or an object's it holds
/// (`owner.viewModel.submitQuestion(…)`, `model.signUp()`), or calls a method of the class that
/// reads the fields together (`resetPassword()`). Whatever the words of its title, such a button
/// submits the form.
struct UIKitSubmitActions {
    let syntax: UIKitClassSyntax
    /// Where the class's methods reading several fields' text are named (`UIKitFormReaders`).
    let formReaders: [Range<Int>]

    /// Where those actions are: a method's name, a tap closure's opening brace; in source order.
    var actionRanges: [Range<Int>] {
        let readers = Set(syntax.methods.values.filter { formReaders.contains($0.name.utf8Offsets) }.map(\.name.text))
        let resolver = UIKitReferenceResolver(syntax: syntax)
        let units = ActionFinder(selectors: selectorNames)
        for block in syntax.memberBlocks { units.walk(block) }
        var found: [Range<Int>] = []
        for (range, body) in units.actions {
            let calls = CalledNameFinder(viewMode: .sourceAccurate)
            calls.walk(body)
            if inputsRead(by: body, resolver: resolver).count >= 2
                || calls.names.contains(where: { CommitActionFinder.methodNamesCommit($0) || readers.contains($0) }) {
                found.append(range)
            }
        }
        return found.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// How many calls deep the methods an action calls are read.
    private static let maximumCallDepth = 3

    /// The inputs whose text `body` reads, itself or in the methods of the class it calls (not
    /// those handed a text input, which deal with one field at a time), and in theirs.
    private func inputsRead(by body: Syntax, resolver: UIKitReferenceResolver) -> Set<String> {
        var read: Set<String> = []
        var followed: Set<String> = []
        var pending = [(body, 0)]
        while let (node, depth) = pending.popLast() {
            let reads = TextReadFinder(resolver: resolver)
            reads.walk(node)
            read.formUnion(reads.inputs)
            guard depth < Self.maximumCallDepth else { continue }
            let calls = OwnMethodCallFinder(resolver: resolver)
            calls.walk(node)
            for name in calls.names.sorted() where followed.insert(name).inserted {
                guard let method = syntax.methods[name], let callee = method.body, !UIKitFormReaders.isHandedAnInput(method) else { continue }
                pending.append((Syntax(callee), depth + 1))
            }
        }
        return read
    }

    /// The methods a `#selector` of the class names: `#selector(save)`, `#selector(self.save(_:))`.
    private var selectorNames: Set<String> {
        var names: Set<String> = []
        for block in syntax.memberBlocks {
            for token in block.tokens(viewMode: .sourceAccurate) where token.text == "selector" {
                guard token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .pound,
                      let macro = token.parent?.as(MacroExpansionExprSyntax.self), let argument = macro.arguments.first?.expression
                else { continue }
                let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text ?? argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                if let name { names.insert(name) }
            }
        }
        return names
    }
}

/// The action units of a class: `@IBAction` methods and methods a `#selector` names (not handed a
/// text input), and closures bound to a button's Rx tap.
private final class ActionFinder: SyntaxVisitor {
    let selectors: Set<String>
    private(set) var actions: [(Range<Int>, Syntax)] = []

    init(selectors: Set<String>) {
        self.selectors = selectors
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isAction = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.compactText == "IBAction" } || selectors.contains(node.name.text)
        if isAction, let body = node.body, !UIKitFormReaders.isHandedAnInput(node) { actions.append((node.name.utf8Offsets, Syntax(body))) }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        var parent = Syntax(node).parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        if let call = parent?.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
           UIKitSyntax.members(of: base).contains(where: { $0.name == "tap" }) {
            actions.append((node.leftBrace.utf8Offsets, Syntax(node.statements)))
        }
        return .visitChildren
    }
}

/// The base names of the functions a body calls: `signUp` in `owner.model.signUp()`.
private final class CalledNameFinder: SyntaxVisitor {
    private(set) var names: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            names.insert(member.declName.baseName.text)
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            names.insert(reference.baseName.text)
        }
        return .visitChildren
    }
}

/// The base names of the methods a body calls on the class itself: `validate()`, `self.validate()`,
/// `owner.validate()` for the class passed through `withUnretained(self)`.
private final class OwnMethodCallFinder: SyntaxVisitor {
    let resolver: UIKitReferenceResolver
    private(set) var names: Set<String> = []

    init(resolver: UIKitReferenceResolver) {
        self.resolver = resolver
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            names.insert(reference.baseName.text)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  resolver.resolve(base) == [.named("self")] {
            names.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }
}

/// The inputs whose `text` a body reads (not the ones it only assigns to). Closures on a chain
/// through `withUnretained(self)` (`field.rx.text…bind { owner, _ in … }`) are actions of their own,
/// each dealing with what it reads, and are not read as part of the method around them.
private final class TextReadFinder: SyntaxVisitor {
    let resolver: UIKitReferenceResolver
    private(set) var inputs: Set<String> = []
    /// `field.text` on the left of an `=`, met before the member access itself.
    private var written: Set<SyntaxIdentifier> = []

    init(resolver: UIKitReferenceResolver) {
        self.resolver = resolver
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), assignment.property?.name == "text" { written.insert(assignment.target.id) }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        var parent = Syntax(node).parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let base = parent?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return .visitChildren }
        return UIKitSyntax.passesUnretainedSelf(base) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "text", !written.contains(ExprSyntax(node).id), let base = node.base else { return .visitChildren }
        for case .input(let name) in resolver.resolve(base) { inputs.insert(name) }
        return .visitChildren
    }
}
