import SwiftSyntax

/// Where each input property of a UIKit class is built, when every assignment that builds it
/// (`keyField = key`; `= nil` builds nothing) sits in one arm of the same `if` or `switch`: the
/// arms each put their own fields on screen (a key field in one login mode, email and password in
/// the other), and fields of two arms are alternatives, never each other's next field. A property
/// also built outside that arm, or given a value where it is declared, has no branch; nor does one
/// built per row of a table (`switch indexPath.row`), whose rows are all on screen.
struct UIKitFieldAlternatives {
    /// The branch each property is built in, by name; a property absent here is always there.
    let branches: [String: [BranchStep]]

    init(_ syntax: UIKitClassSyntax) {
        let finder = BuildSiteFinder(names: Set(syntax.inputs.filter { !$0.hasInitialValue }.map(\.name)))
        for block in syntax.memberBlocks { finder.walk(block) }
        var branches: [String: [BranchStep]] = [:]
        for (name, sites) in finder.sites {
            guard var common = sites.first else { continue }
            for site in sites.dropFirst() {
                common = Array(zip(common, site).prefix { $0 == $1 }.map(\.0))
            }
            if !common.isEmpty { branches[name] = common }
        }
        for (name, branch) in UIKitHiddenAlternatives(syntax).branches where branches[name] == nil {
            branches[name] = branch
        }
        self.branches = branches
    }
}

/// Inputs a method shows and hides oppositely, so that one is on screen while the other is hidden
/// (a phone field and an email field, one per sign-in mode): `phoneField.isHidden = usesEmail` beside
/// `emailField.isHidden = !usesEmail`, on the same condition as written, in one body; or, in the two
/// arms of one `if`, one field hidden and the other shown, then the other way round (or taken out of
/// its stack and put back, `UIKitHiddenAlternatives.literalHiding`). Each side is an
/// arm of one choice, as if the two were built in the arms of an `if`. A condition that hides
/// fields on one side only chooses nothing, nor does one hiding the same field both ways. A view
/// holding inputs (`UIKitContainedInputs`: a stack of a personal account's fields beside one of a
/// company's) hides and shows the inputs it holds.
struct UIKitHiddenAlternatives {
    let branches: [String: [BranchStep]]

    init(_ syntax: UIKitClassSyntax) {
        let contained = UIKitContainedInputs(syntax)
        let inputs = syntax.inputNames.union(contained.inputs.keys)
        var branches: [String: [BranchStep]] = [:]
        var conflicting: Set<String> = []
        for block in syntax.memberBlocks {
            for body in Self.bodies(in: block) {
                // The condition as written → the inputs it hides, and those it shows, with where it is first met.
                var sides: [String: (hidden: Set<String>, shown: Set<String>, at: Int)] = [:]
                for sequence in Syntax(body).descendants(of: SequenceExprSyntax.self) {
                    guard let assignment = Assignment(sequence), let (base, property) = assignment.property, property == "isHidden",
                          let name = FocusReferences.referencedName(base), inputs.contains(name),
                          let (key, negated) = Self.condition(assignment.value) else { continue }
                    var side = sides[key] ?? (hidden: [], shown: [], at: sequence.positionAfterSkippingLeadingTrivia.utf8Offset)
                    let names = contained.inputs(of: name)
                    if negated { side.shown.formUnion(names) } else { side.hidden.formUnion(names) }
                    sides[key] = side
                }
                // `if usesEmail { phoneField.isHidden = true; emailField.isHidden = false } else { … the other way }`.
                for choice in Syntax(body).descendants(of: IfExprSyntax.self) {
                    guard case .codeBlock(let otherwise)? = choice.elseBody else { continue }
                    let first = Self.literalHiding(in: choice.body.statements, of: inputs, contained: contained)
                    let second = Self.literalHiding(in: otherwise.statements, of: inputs, contained: contained)
                    let shownSecond = Set(first.filter { $0.value }.keys).filter { second[$0] == false }
                    let shownFirst = Set(first.filter { !$0.value }.keys).filter { second[$0] == true }
                    let key = "if@\(choice.positionAfterSkippingLeadingTrivia.utf8Offset)"
                    sides[key] = (hidden: shownSecond, shown: shownFirst, at: choice.positionAfterSkippingLeadingTrivia.utf8Offset)
                }
                for side in sides.values where !side.hidden.isEmpty && !side.shown.isEmpty {
                    conflicting.formUnion(side.hidden.intersection(side.shown))
                    for name in side.hidden { branches[name] = [BranchStep(statement: side.at, arm: 1)] }
                    for name in side.shown { branches[name] = [BranchStep(statement: side.at, arm: 0)] }
                }
            }
        }
        self.branches = branches.filter { !conflicting.contains($0.key) }
    }

    /// The bodies of a member block that run as one: methods, initializers, and the observers and
    /// getters of properties (`var usesEmail = false { didSet { … } }`).
    private static func bodies(in block: MemberBlockSyntax) -> [CodeBlockItemListSyntax] {
        block.members.flatMap { member -> [CodeBlockItemListSyntax] in
            if let function = member.decl.as(FunctionDeclSyntax.self) { return function.body.map { [$0.statements] } ?? [] }
            if let initializer = member.decl.as(InitializerDeclSyntax.self) { return initializer.body.map { [$0.statements] } ?? [] }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.flatMap { binding -> [CodeBlockItemListSyntax] in
                switch binding.accessorBlock?.accessors {
                case .accessors(let accessors)?: accessors.compactMap { $0.body?.statements }
                case .getter(let statements)?: [statements]
                case nil: []
                }
            }
        }
    }

    /// The condition a hiding value tests as written, and whether it is negated: `usesEmail` and
    /// `!usesEmail`, `usesEmail == false`, `mode == 0` and `0 != mode` are one condition, either
    /// way; nil for a literal.
    private static func condition(_ value: [ExprSyntax]) -> (key: String, negated: Bool)? {
        if value.count > 1 {
            guard let test = EqualityTest(value), let (left, right) = test.operands else { return nil }
            // `isExternal == true`, `isExternal != false`: the flag itself.
            for (flag, literal) in [(left, right), (right, left)] {
                if let literal = literal.as(BooleanLiteralExprSyntax.self), let (key, negated) = condition([flag]) {
                    let isTrue = literal.literal.tokenKind == .keyword(.true)
                    return (key, negated != (isTrue == test.isNegated))
                }
            }
            let operands = [left, right].map { $0.trimmedDescription.replacingOccurrences(of: "self.", with: "") }.sorted()
            return ("\(operands[0]) == \(operands[1])", test.isNegated)
        }
        guard var value = value.first, !value.is(BooleanLiteralExprSyntax.self) else { return nil }
        var negated = false
        while true {
            if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil, let inner = tuple.elements.first?.expression {
                value = inner
            } else if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                value = prefix.expression
                negated.toggle()
            } else {
                break
            }
        }
        if let sequence = value.as(SequenceExprSyntax.self), let (key, inner) = condition(Array(sequence.elements)) {
            return (key, inner != negated)
        }
        guard !value.is(BooleanLiteralExprSyntax.self) else { return nil }
        return (value.trimmedDescription.replacingOccurrences(of: "self.", with: ""), negated)
    }

    /// The inputs an arm hides (`true`) or shows (`false`), by statements of its own: with a
    /// literal (`isHidden = true`), or by taking a view out of its stack (`removeArrangedSubview(field)`,
    /// `field.removeFromSuperview()`) and putting one in (`insertArrangedSubview(field, at: 0)`), so
    /// that a field swapped for another in one arm and back in the other is its alternative.
    private static func literalHiding(in statements: CodeBlockItemListSyntax, of inputs: Set<String>, contained: UIKitContainedInputs) -> [String: Bool] {
        var hiding: [String: Bool] = [:]
        for item in statements {
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            if let call = expression?.as(FunctionCallExprSyntax.self), let (name, hides) = stackChange(call), inputs.contains(name) {
                for input in contained.inputs(of: name) { hiding[input] = hides }
                continue
            }
            guard let assignment = expression?.as(SequenceExprSyntax.self).flatMap(Assignment.init), let (base, property) = assignment.property, property == "isHidden",
                  let name = FocusReferences.referencedName(base), inputs.contains(name),
                  let literal = assignment.singleValue?.as(BooleanLiteralExprSyntax.self) else { continue }
            for input in contained.inputs(of: name) { hiding[input] = literal.literal.tokenKind == .keyword(.true) }
        }
        return hiding
    }

    private static let removing: Set<String> = ["removeArrangedSubview"]
    private static let inserting: Set<String> = ["insertArrangedSubview", "addArrangedSubview", "insertSubview", "addSubview"]

    /// The view a call takes off the screen (`true`) or puts on it (`false`).
    private static func stackChange(_ call: FunctionCallExprSyntax) -> (name: String, hides: Bool)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let method = member.declName.baseName.text
        if method == "removeFromSuperview", call.arguments.isEmpty, let base = member.base, let name = FocusReferences.referencedName(base) {
            return (name, true)
        }
        guard removing.contains(method) || inserting.contains(method), member.base != nil,
              let argument = call.arguments.first, argument.label == nil,
              let name = FocusReferences.referencedName(argument.expression) else { return nil }
        return (name, removing.contains(method))
    }
}

/// The inputs each view of a class holds, by the view's name, where the class builds the view in
/// code: `UIStackView(arrangedSubviews: [nameField, mailField])` as a property's value, or
/// `box.addArrangedSubview(field)`, `box.addSubview(field)`, `box.insertArrangedSubview(field, at: 0)`;
/// a view holding such views holds their inputs too. A view holding an input that another view
/// holds too (moved from one to the other) stands for none.
struct UIKitContainedInputs {
    /// View name → the inputs it holds (never empty).
    let inputs: [String: Set<String>]

    private static let adding: Set<String> = ["addArrangedSubview", "addSubview", "insertArrangedSubview", "insertSubview"]

    init(_ syntax: UIKitClassSyntax) {
        var children: [String: Set<String>] = [:]
        for block in syntax.memberBlocks {
            for call in Syntax(block).descendants(of: FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), Self.adding.contains(member.declName.baseName.text),
                   let base = member.base, let container = FocusReferences.referencedName(base),
                   let child = call.arguments.first.flatMap({ FocusReferences.referencedName($0.expression) }) {
                    children[container, default: []].insert(child)
                } else if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStackView",
                          let argument = call.arguments.first, argument.label?.text == "arrangedSubviews",
                          let list = argument.expression.as(ArrayExprSyntax.self), let owner = Self.ownerName(of: call) {
                    children[owner, default: []].formUnion(list.elements.compactMap { FocusReferences.referencedName($0.expression) })
                }
            }
        }
        let inputNames = syntax.inputNames
        // Transitively, a few levels deep: a page stack holding a group holding fields.
        var held: [String: Set<String>] = [:]
        func expand(_ name: String, depth: Int) -> Set<String> {
            guard depth < 4, let direct = children[name] else { return [] }
            return direct.reduce(into: Set<String>()) { result, child in
                if inputNames.contains(child) { result.insert(child) } else { result.formUnion(expand(child, depth: depth + 1)) }
            }
        }
        for name in children.keys where !inputNames.contains(name) {
            let found = expand(name, depth: 0)
            if !found.isEmpty { held[name] = found }
        }
        // An input directly held by two views shows where cannot be told: no view holding it
        // stands for its inputs.
        var parents: [String: Int] = [:]
        for (name, direct) in children where !inputNames.contains(name) {
            for child in direct where inputNames.contains(child) { parents[child, default: 0] += 1 }
        }
        let shared = Set(parents.filter { $0.value > 1 }.keys)
        inputs = held.filter { $0.value.isDisjoint(with: shared) }
    }

    /// The inputs `name` stands for: itself when it is an input, else those the view holds.
    func inputs(of name: String) -> Set<String> {
        inputs[name] ?? [name]
    }

    /// The property or local a constructed view is given to (`lazy var group = UIStackView(…)`,
    /// `group = UIStackView(…)`).
    private static func ownerName(of call: FunctionCallExprSyntax) -> String? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
           assignment.singleValue?.positionAfterSkippingLeadingTrivia == call.positionAfterSkippingLeadingTrivia {
            return FocusReferences.referencedName(assignment.target)
        }
        return nil
    }
}

/// Every assignment of a non-nil value to one of `names`, with the `if`/`switch` arms around it
/// up to the function or closure it is written in.
private final class BuildSiteFinder: SyntaxVisitor {
    let names: Set<String>
    private(set) var sites: [String: [[BranchStep]]] = [:]

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), let name = FocusReferences.referencedName(assignment.target), names.contains(name),
              assignment.singleValue?.is(NilLiteralExprSyntax.self) != true else { return .visitChildren }
        sites[name, default: []].append(Self.arms(around: Syntax(node), building: name))
        return .visitChildren
    }

    /// The arms around `node`, outermost first: an `if`'s body is arm 0 and its `else` arm 1 (an
    /// `else if` is an `if` in arm 1); a `switch` case is the arm of its index. An `if` asking
    /// about the property it builds (`if keyField == nil`: built once, there ever after) or about
    /// the system (`if #available`) chooses nothing.
    private static func arms(around node: Syntax, building name: String) -> [BranchStep] {
        var steps: [BranchStep] = []
        var child = node
        var current = node.parent
        while let scope = current, !scope.is(FunctionDeclSyntax.self), !scope.is(ClosureExprSyntax.self), !scope.is(MemberBlockSyntax.self) {
            if let choice = scope.as(IfExprSyntax.self), !Self.choosesRow(choice.conditions), !Self.choosesNothing(choice.conditions, building: name) {
                if child.id == choice.body.id {
                    steps.append(BranchStep(statement: choice.position.utf8Offset, arm: 0))
                } else if let otherwise = choice.elseBody, child.id == otherwise.id {
                    steps.append(BranchStep(statement: choice.position.utf8Offset, arm: 1))
                }
            } else if let choice = scope.as(SwitchExprSyntax.self), !Self.choosesRow(choice.subject), let clause = child.as(SwitchCaseSyntax.self),
                      let index = choice.cases.firstIndex(where: { $0.id == clause.id }) {
                steps.append(BranchStep(statement: choice.position.utf8Offset, arm: choice.cases.distance(from: choice.cases.startIndex, to: index)))
            }
            child = scope
            current = scope.parent
        }
        return steps.reversed()
    }

    private static func choosesNothing(_ conditions: ConditionElementListSyntax, building name: String) -> Bool {
        conditions.contains { condition in
            if case .availability = condition.condition { return true }
            return condition.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
        }
    }

    /// A choice by row (`switch indexPath.row`, `if index == 0`, `if textField.tag == 1`) builds
    /// each row's field in turn, all on screen together: no alternatives.
    private static func choosesRow(_ condition: some SyntaxProtocol) -> Bool {
        condition.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            let lowered = name.lowercased()
            return lowered.contains("indexpath") || lowered.contains("row") || lowered.contains("index") || ["section", "item", "tag"].contains(lowered)
        }
    }
}
