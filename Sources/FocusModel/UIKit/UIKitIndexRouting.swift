import SwiftSyntax

/// Routing by a field's position in an array of the class's fields, when the array's elements are
/// visible: `fields.firstIndex(of: textField)` is the field's position, `fields[index + 1]` the
/// field after it, `index + 1 < fields.count` is decided. The array's order is the chain's.
/// Routing by tag too: `view.viewWithTag(textField.tag + 1)` is the input tagged one more than the
/// field, when the class tags its inputs in code.
struct UIKitIndexRouting {
    let resolver: UIKitReferenceResolver

    /// The tag each input is given in code (`emailField.tag = 2`), for inputs whose every tag
    /// assignment is the same integer literal, and those `readInspectorTags` added.
    var tags: [String: Int] {
        if let known = resolver.syntax.resolutions.tags { return known }
        let tags = codeTags().tags
        resolver.syntax.resolutions.tags = tags
        return tags
    }

    /// Tags other views carry too, which a lookup may find instead of the input.
    var sharedTags: Set<Int> { resolver.syntax.resolutions.sharedTags }

    /// Adds to `tags` the tag the inspector gives each outlet the code gives none (`outlet`; nil
    /// where no interface file tells), and to `sharedTags` those another view of its file
    /// carries too, unless the code tags views it cannot name (`fields[i].tag = i` may retag any outlet).
    func readInspectorTags(_ outlet: (UIKitClassSyntax.InputProperty) -> OutletFacts?) {
        var (tags, touched, tagsUnnamed) = codeTags()
        var shared: Set<Int> = []
        if !tagsUnnamed {
            for input in resolver.syntax.inputs where input.isOutlet && !touched.contains(input.name) {
                guard let facts = outlet(input), let tag = facts.tag else { continue }
                tags[input.name] = tag
                if facts.tagIsShared { shared.insert(tag) }
            }
        }
        resolver.syntax.resolutions.tags = tags
        resolver.syntax.resolutions.sharedTags = shared
    }

    private func codeTags() -> (tags: [String: Int], touched: Set<String>, tagsUnnamed: Bool) {
        let finder = TagFinder(resolver: resolver)
        for block in resolver.syntax.memberBlocks { finder.walk(block) }
        let tags = finder.literals.filter { !finder.computed.contains($0.key) }.compactMapValues { $0.count == 1 ? $0.first : nil }
        return (tags, finder.computed.union(finder.literals.keys), finder.tagsUnnamed)
    }

    /// `view.viewWithTag(textField.tag + 1)`, `viewWithTag(textField.tag - 1) as? UITextField`,
    /// `viewWithTag(nextTag)` for a local holding the field's tag plus a constant: how far from
    /// the submitting field's tag the looked-for tag is. `isSubmitting` tells whether an
    /// expression stands for the submitting field, `localOffset` what such a local adds to its
    /// tag. Nil for any other expression.
    func tagOffset(lookedUpBy expression: ExprSyntax, isSubmitting: (ExprSyntax) -> Bool, localOffset: (String) -> Int? = { _ in nil }) -> Int? {
        var expression = expression.unwrapped
        if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression.unwrapped }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let first = sequence.elements.first {
            expression = first.unwrapped
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "viewWithTag"
                || call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "viewWithTag",
              call.arguments.count == 1, let argument = call.arguments.first?.expression.unwrapped else { return nil }
        return offsetFromSubmittingTag(argument, isSubmitting: isSubmitting, localOffset: localOffset)
    }

    /// `textField.tag + 1`, `textField.tag`, `nextTag - 1` (a local `localOffset` knows): what
    /// the expression adds to the submitting field's tag; nil for anything else.
    func offsetFromSubmittingTag(_ expression: ExprSyntax, isSubmitting: (ExprSyntax) -> Bool, localOffset: (String) -> Int? = { _ in nil }) -> Int? {
        let expression = expression.unwrapped
        let elements = expression.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [expression]
        guard let first = elements.first?.unwrapped else { return nil }
        let start: Int
        if let tag = first.as(MemberAccessExprSyntax.self), tag.declName.baseName.text == "tag", let base = tag.base, isSubmitting(base) {
            start = 0
        } else if let local = first.as(DeclReferenceExprSyntax.self), let offset = localOffset(local.baseName.text) {
            start = offset
        } else {
            return nil
        }
        return adding(elements.dropFirst(), to: start, positions: [:])
    }

    /// The inputs an array expression holds, in order, when every element is one: a property
    /// holding an array literal, a constant of the method declared with one (`let fields = [a, b]`
    /// before the lookup), or the literal itself.
    func inputs(ofArray expression: ExprSyntax) -> [String]? {
        let expression = expression.unwrapped
        let reference = expression.as(DeclReferenceExprSyntax.self)
        let name = reference?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.compactText == "self" ? $0.declName.baseName.text : nil }
        guard expression.is(ArrayExprSyntax.self) || reference.map(resolver.namesLocalArrayLiteral) == true
            || name.map({ resolver.syntax.arrays[$0] != nil }) == true else { return nil }
        let references = resolver.resolve(expression)
        guard !references.isEmpty else { return nil }
        var names: [String] = []
        for reference in references {
            guard case .input(let name) = reference else { return nil }
            names.append(name)
        }
        return names
    }

    /// `fields.firstIndex(of: x)`, `fields.index(of: x)`, `fields.firstIndex(where: { $0 == x })`:
    /// the array's inputs and the expression looked for.
    func positionLookup(_ expression: ExprSyntax) -> (array: [String], argument: ExprSyntax)? {
        var expression = expression.unwrapped
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrapped.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["firstIndex", "index", "lastIndex"].contains(member.declName.baseName.text), let base = member.base,
              call.arguments.count == 1, let argument = call.arguments.first, let array = inputs(ofArray: base) else { return nil }
        if argument.label?.text == "of" { return (array, argument.expression) }
        // `where: { $0 == x }` and `where: { $0 === x }`
        guard argument.label?.text == "where", let closure = argument.expression.as(ClosureExprSyntax.self) ?? call.trailingClosure,
              closure.statements.count == 1, let sequence = closure.statements.first?.item.as(SequenceExprSyntax.self) else { return nil }
        guard let test = EqualityTest(Array(sequence.elements)), !test.isNegated, let (left, right) = test.operands,
              left.as(DeclReferenceExprSyntax.self)?.baseName.text == "$0" else { return nil }
        return (array, right)
    }

    /// The value of integer arithmetic over literals, known positions and array counts:
    /// `index + 1`, `fields.count - 1`. Nil when any term is unknown.
    func integer(_ elements: [ExprSyntax], positions: [String: Int]) -> Int? {
        guard let first = elements.first, let start = term(first, positions: positions) else { return nil }
        return adding(elements.dropFirst(), to: start, positions: positions)
    }

    /// `start` with `+ term` and `- term` pairs applied; nil when any is something else.
    private func adding(_ pairs: ArraySlice<ExprSyntax>, to start: Int, positions: [String: Int]) -> Int? {
        guard pairs.count % 2 == 0 else { return nil }
        var total = start
        for index in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2) {
            guard let value = term(pairs[index + 1], positions: positions) else { return nil }
            switch pairs[index].as(BinaryOperatorExprSyntax.self)?.operator.text {
            case "+": total += value
            case "-": total -= value
            default: return nil
            }
        }
        return total
    }

    /// A literal, a known position, an array's `count`, `endIndex` or `startIndex`, and
    /// `fields.index(after: index)` (`before:`), the position next to a known one.
    private func term(_ expression: ExprSyntax, positions: [String: Int]) -> Int? {
        let expression = expression.unwrapped
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Int(literal.literal.text) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return positions[reference.baseName.text] }
        if let sequence = expression.as(SequenceExprSyntax.self) { return integer(Array(sequence.elements), positions: positions) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            switch member.declName.baseName.text {
            case "count", "endIndex": return inputs(ofArray: base)?.count
            case "startIndex": return inputs(ofArray: base).map { _ in 0 }
            default: return nil
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "index", let base = member.base, inputs(ofArray: base) != nil,
           call.arguments.count == 1, let argument = call.arguments.first, let step = ["after": 1, "before": -1][argument.label?.text ?? ""],
           let position = term(argument.expression, positions: positions) {
            return position + step
        }
        return nil
    }

    /// `fields[index + 1]`: the input at that position, `.unknown` past either end; `fields.first`
    /// and `fields.last`, the input at either end. Nil when the expression is none of these.
    func element(_ expression: ExprSyntax, positions: [String: Int]) -> [UIKitReference]? {
        let expression = expression.unwrapped
        if let member = expression.as(MemberAccessExprSyntax.self), ["first", "last"].contains(member.declName.baseName.text),
           let base = member.base, let array = inputs(ofArray: base), !array.isEmpty {
            return [.input(member.declName.baseName.text == "first" ? array[0] : array[array.count - 1])]
        }
        guard let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
              let argument = subscriptCall.arguments.first?.expression, let array = inputs(ofArray: subscriptCall.calledExpression),
              let position = term(argument, positions: positions) else { return nil }
        return array.indices.contains(position) ? [.input(array[position])] : [.unknown]
    }

    /// `fields.indices.contains(index + 1)`, when the position is known: whether the array has one there.
    func hasPosition(_ expression: ExprSyntax, positions: [String: Int]) -> Bool? {
        guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "contains", call.arguments.count == 1, call.arguments.first?.label == nil,
              let indices = member.base?.as(MemberAccessExprSyntax.self), indices.declName.baseName.text == "indices",
              let base = indices.base, let array = inputs(ofArray: base),
              let argument = call.arguments.first?.expression, let position = term(argument, positions: positions) else { return nil }
        return array.indices.contains(position)
    }

    private static let comparisons: Set<String> = ["<", "<=", ">", ">=", "==", "!="]

    /// `index + 1 < fields.count` and the like, when both sides are known integers.
    func comparison(_ elements: [ExprSyntax], positions: [String: Int]) -> Bool? {
        guard elements.contains(where: { Self.comparisons.contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") }),
              let operation = Operation(elements), case .infix(_, let leftRun, let rightRun) = operation,
              let operatorText = operation.operatorText, Self.comparisons.contains(operatorText),
              let left = integer(leftRun, positions: positions), let right = integer(rightRun, positions: positions) else { return nil }
        switch operatorText {
        case "<": return left < right
        case "<=": return left <= right
        case ">": return left > right
        case ">=": return left >= right
        case "==": return left == right
        default: return left != right
        }
    }
}

/// `field.tag = 3` anywhere in the class: every literal each input is given, there or by a
/// helper of the class tagging the field it is given (`setUp(field: dateField, 3)`, `TaggingHelper`).
private final class TagFinder: SyntaxVisitor {
    let resolver: UIKitReferenceResolver
    private(set) var literals: [String: Set<Int>] = [:]
    /// Inputs given a tag computed at run time.
    private(set) var computed: Set<String> = []
    /// Some tag is given to what may be one input or another (`fields[i].tag = i`).
    private(set) var tagsUnnamed = false
    private let helpers: [String: [TaggingHelper]]

    init(resolver: UIKitReferenceResolver) {
        self.resolver = resolver
        var helpers: [String: [TaggingHelper]] = [:]
        for block in resolver.syntax.memberBlocks {
            for function in Syntax(block).descendants(of: FunctionDeclSyntax.self) {
                if let helper = TaggingHelper(function) { helpers[function.name.text, default: []].append(helper) }
            }
        }
        self.helpers = helpers
        super.init(viewMode: .sourceAccurate)
    }

    /// A call of a tagging helper: the input it is given takes the tag it is given.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.compactText == "self" ? $0.declName.baseName.text : nil }
        guard let callee, let candidates = helpers[callee], node.trailingClosure == nil || node.additionalTrailingClosures.isEmpty else {
            return .visitChildren
        }
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" } + (node.trailingClosure == nil ? [] : ["_"])
        for helper in candidates {
            guard let positions = helper.parameterIndices(ofArgumentLabels: labels),
                  let fieldArgument = positions.firstIndex(of: helper.field), fieldArgument < arguments.count else { continue }
            let targets = resolver.resolve(arguments[fieldArgument].expression)
            guard targets.count == 1, case .input(let name) = targets[0] else {
                if targets.contains(where: { if case .named = $0 { false } else { true } }) { tagsUnnamed = true }
                return .visitChildren
            }
            let tagArgument = positions.firstIndex(of: helper.tag).flatMap { $0 < arguments.count ? arguments[$0].expression : nil }
            if let value = tagArgument?.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) {
                literals[name, default: []].insert(value)
            } else {
                computed.insert(name)
            }
            return .visitChildren
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), let (base, property) = assignment.property, property == "tag" else { return .visitChildren }
        // A helper's own `field.tag = tag` is read at each call.
        if helpers.values.contains(where: { $0.contains { $0.tagging == node.id } }) { return .visitChildren }
        if let tagged = tagsByPosition(base, value: assignment.value) {
            for (name, tag) in tagged { literals[name, default: []].insert(tag) }
            return .visitChildren
        }
        let targets = resolver.resolve(base)
        guard targets.count == 1, case .input(let name) = targets[0] else {
            if targets.contains(where: { if case .named = $0 { false } else { true } }) { tagsUnnamed = true }
            return .visitChildren
        }
        if let value = assignment.singleValue?.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) {
            literals[name, default: []].insert(value)
        } else {
            computed.insert(name)
        }
        return .visitChildren
    }

    /// `fields[i].tag = i + 1` in a loop over every position of `fields` (`everyIndexLoop`): each
    /// field tagged by its position; nil when the array's fields or the tag cannot be told.
    private func tagsByPosition(_ base: ExprSyntax, value terms: [ExprSyntax]) -> [(String, Int)]? {
        guard let subscripted = base.unwrapped.as(SubscriptCallExprSyntax.self), let index = resolver.everyIndexLoop(of: subscripted),
              !terms.isEmpty else { return nil }
        var names: [String] = []
        for reference in resolver.resolve(subscripted.calledExpression) {
            guard case .input(let name) = reference else { return nil }
            names.append(name)
        }
        guard !names.isEmpty else { return nil }
        let routing = UIKitIndexRouting(resolver: resolver)
        var tagged: [(String, Int)] = []
        for (position, name) in names.enumerated() {
            guard let tag = routing.integer(terms, positions: [index: position]) else { return nil }
            tagged.append((name, tag))
        }
        return tagged
    }
}

/// A function of the class (a nested one too) tagging the view one parameter holds with another,
/// in a statement of its body (under no condition): `func setUp(field: UITextField, _ tag: Int) { field.tag = tag; … }`.
private struct TaggingHelper: LabelledParameters {
    /// Argument labels (`_` for none) and which parameters have a default value.
    let labels: [String]
    let defaulted: [Bool]
    /// The positions of the parameter tagged and of the tag.
    let field: Int
    let tag: Int
    /// The assignment doing it.
    let tagging: SyntaxIdentifier

    init?(_ function: FunctionDeclSyntax) {
        let parameters = Array(function.signature.parameterClause.parameters)
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        guard let body = function.body else { return nil }
        for item in body.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                  let (base, property) = assignment.property, property == "tag",
                  let fieldName = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let tagName = assignment.singleValue?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let field = names.firstIndex(of: fieldName), let tag = names.firstIndex(of: tagName) else { continue }
            labels = parameters.map(\.firstName.text)
            defaulted = parameters.map { $0.defaultValue != nil }
            self.field = field
            self.tag = tag
            tagging = sequence.id
            return
        }
        return nil
    }
}
