import SwiftSyntax

/// Pop-ups one class builds in code and shows one at a time: each input is added to a container
/// view of its own (`passwordBox.addSubview(passwordField)`), and each container is put on screen
/// by a method the user's action runs (`view.addSubview(passwordBox)` in `showPasswordStep()`, or
/// `passwordBox.isHidden = false` for a box hidden while the screen was set up). The inputs of one
/// pop-up are one step, those of another are the next, and those on the page (added to `view`,
/// or laid out in the inspector) are the page's: a step's last input ends there, whatever input
/// another step holds. A container built anew by each method that fills and shows it (one dialog
/// property, rebuilt for every step) is a new pop-up per method. Containers one method shows
/// together are one step. Where an input goes cannot be told (added nowhere in code, or to
/// different containers), nothing is split.
struct UIKitPopUpSteps {
    /// The step each input is typed in, by name, as the arm of one choice standing for the class
    /// (`statement`); empty when the inputs are not split in two steps or more.
    let steps: [String: BranchStep]

    /// UIKit callbacks the user's actions run (a row tapped, a touch, a field's editing).
    private static let eventPrefixes = ["tableView", "collectionView", "textField", "textView", "touches", "scrollView", "gestureRecognizer", "searchBar", "pickerView"]

    init(_ syntax: UIKitClassSyntax, inputs: [String], statement: Int) {
        let scan = ViewBuildScan(syntax: syntax)
        steps = Self.steps(of: inputs, outlets: Set(syntax.inputs.filter(\.isOutlet).map(\.name)), scan: scan, statement: statement) ?? [:]
    }

    private static func steps(of inputs: [String], outlets: Set<String>, scan: ViewBuildScan, statement: Int) -> [String: BranchStep]? {
        let setUp = scan.reached(from: scan.units.filter { unit in
            unit.isPropertyInitializer || UIKitLifecycle.setUp.contains(unit.name) || unit.isOverride && !isEvent(unit.name)
        })
        let actions = scan.reached(from: scan.units.filter { unit in
            unit.isAction || scan.selectorTargets.contains(unit.name) || isEvent(unit.name)
        }).subtracting(setUp)
        let presenter = Presenter(scan: scan, setUp: setUp, actions: actions)

        var steps: [String: Step] = [:]
        for input in inputs {
            guard let step = presenter.step(of: input, isOutlet: outlets.contains(input)) else { return nil }
            steps[input] = step
        }
        // Pop-ups one method shows are one step.
        var shownTogether = NameGroups()
        let popUps = Set(steps.values.compactMap { step -> String? in
            if case .popUp(let key) = step { return key }
            return nil
        })
        for shown in presenter.shownTogether {
            let held = shown.filter(popUps.contains)
            guard let first = held.first else { continue }
            for key in held.dropFirst() { shownTogether.join(first, key) }
        }
        var arms: [Step: Int] = [:]
        var result: [String: BranchStep] = [:]
        for input in inputs {
            guard var step = steps[input] else { continue }
            if case .popUp(let key) = step { step = .popUp(shownTogether.root(key)) }
            let index = arms[step] ?? arms.count
            arms[step] = index
            result[input] = BranchStep(statement: statement, arm: index)
        }
        return arms.count > 1 ? result : nil
    }

    private static func isEvent(_ name: String) -> Bool {
        eventPrefixes.contains { name.hasPrefix($0) }
    }

    /// Where an input is typed: on the page, or in the pop-up of a key.
    private enum Step: Hashable {
        case page
        case popUp(String)
    }

    /// Which containers are pop-ups, and the pop-up each input sits in.
    private struct Presenter {
        let scan: ViewBuildScan
        let setUp: Set<String>
        let actions: Set<String>

        /// The step of `input`: `.page`, `.popUp(key)`, or nil when it cannot be told.
        func step(of input: String, isOutlet: Bool) -> Step? {
            var child = input
            var visited: Set<String> = [input]
            while true {
                let links = scan.attachments.filter { $0.child == child }
                guard !links.isEmpty else {
                    // Laid out in the inspector; a view built in code and added nowhere may be anywhere.
                    return (child == input ? isOutlet : scan.outlets.contains(child)) ? .page : nil
                }
                // Added to different containers, or to one that cannot be named.
                guard Set(links.map(\.parent)).count == 1, let parent = links[0].parent else { return nil }
                if parent == ViewBuildScan.root { return .page }
                guard visited.insert(parent).inserted, visited.count < 12 else { return nil }
                switch popUp(parent, filledIn: Set(links.map(\.unit))) {
                case .popUp(let key)?: return .popUp(key)
                case nil: return nil
                case .page?: child = parent
                }
            }
        }

        /// Whether `container` is a pop-up: put on screen only by methods the user's actions run,
        /// after a set-up that did not show it. Built anew by every method showing it, it is one
        /// pop-up per method, and `filledIn` (where the view inside was added) must be one of them.
        /// `.page` when it is no pop-up.
        func popUp(_ container: String, filledIn: Set<String>) -> Step? {
            let shows = showingUnits(of: container)
            guard !shows.isEmpty, shows.isSubset(of: actions) else { return .page }
            let attachedAtSetUp = scan.attachments.contains { $0.child == container && setUp.contains($0.unit) }
            if attachedAtSetUp && !isHiddenAtSetUp(container) { return .page }
            guard isBuiltPerShow(container) else { return .popUp(container) }
            guard filledIn.count == 1, let unit = filledIn.first, shows.contains(unit) else { return nil }
            return .popUp("\(container)@\(unit)")
        }

        /// The methods that put `container` on screen after set-up: adding it to a view, or showing it.
        func showingUnits(of container: String) -> Set<String> {
            let added = scan.attachments.filter { $0.child == container && !setUp.contains($0.unit) }.map(\.unit)
            let shown = scan.visibility.filter { $0.view == container && !$0.hides && !setUp.contains($0.unit) }.map(\.unit)
            return Set(added + shown)
        }

        /// Hidden by the set-up and never shown by it.
        func isHiddenAtSetUp(_ container: String) -> Bool {
            let atSetUp = scan.visibility.filter { $0.view == container && setUp.contains($0.unit) }
            return atSetUp.contains(where: \.hides) && !atSetUp.contains { !$0.hides }
        }

        /// Built anew (`box = UIView(…)`) in two methods or more, each method showing it building it.
        func isBuiltPerShow(_ container: String) -> Bool {
            let builders = scan.builds[container] ?? []
            return builders.count > 1 && showingUnits(of: container).isSubset(of: builders)
        }

        /// For each method showing pop-ups, their keys: those it shows at once.
        var shownTogether: [[String]] {
            var byUnit: [String: Set<String>] = [:]
            let containers = Set(scan.attachments.map(\.child) + scan.visibility.map(\.view))
            for container in containers {
                let perShow = isBuiltPerShow(container)
                for unit in showingUnits(of: container) {
                    byUnit[unit, default: []].insert(perShow ? "\(container)@\(unit)" : container)
                }
            }
            return byUnit.values.map { $0.sorted() }
        }
    }
}

/// One pass over a class: its methods and who calls them, the views each adds to another, those it
/// shows or hides, and those it builds anew.
private final class ViewBuildScan: SyntaxVisitor {
    /// The page: `view`, the window, or the view itself in a `UIView` subclass.
    static let root = "<root>"

    struct Unit {
        let name: String
        var isOverride = false
        var isAction = false
        var isPropertyInitializer = false
        var calls: Set<String> = []
    }

    struct Attachment {
        let child: String
        /// Nil when the container cannot be named.
        let parent: String?
        let unit: String
    }

    struct Visibility {
        let view: String
        let hides: Bool
        let unit: String
    }

    private let resolver: UIKitReferenceResolver
    private(set) var units: [Unit] = []
    private(set) var selectorTargets: Set<String> = []
    private(set) var attachments: [Attachment] = []
    private(set) var visibility: [Visibility] = []
    /// The methods assigning each view a new value.
    private(set) var builds: [String: Set<String>] = [:]
    private(set) var outlets: Set<String> = []
    private var current: String?

    private static let addingMethods: Set<String> = ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"]

    init(syntax: UIKitClassSyntax) {
        resolver = UIKitReferenceResolver(syntax: syntax)
        super.init(viewMode: .sourceAccurate)
        for block in syntax.memberBlocks {
            for member in block.members { scan(member.decl) }
        }
    }

    /// The units `starts` reach through calls, themselves included, by name.
    func reached(from starts: [Unit]) -> Set<String> {
        let byName = Dictionary(grouping: units, by: \.name)
        var reached: Set<String> = []
        var pending = starts.map(\.name)
        while let name = pending.popLast() {
            guard reached.insert(name).inserted else { continue }
            pending += (byName[name] ?? []).flatMap(\.calls).filter { byName[$0] != nil && !reached.contains($0) }
        }
        return reached
    }

    private func scan(_ decl: DeclSyntax) {
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
            let attributes = function.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.compactText }
            var unit = Unit(name: function.name.text)
            unit.isOverride = function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            // Run by the user's actions: wired in the inspector, or by a selector (`@objc`).
            unit.isAction = attributes.contains("IBAction") || attributes.contains("objc")
            visit(unit, body)
        } else if let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body {
            visit(Unit(name: "init"), body)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            if variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.compactText == "IBOutlet" }) {
                outlets.formUnion(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
            }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var unit = Unit(name: "var \(name)")
                unit.isPropertyInitializer = true
                if let initializer = binding.initializer { visit(unit, initializer) }
                if let accessors = binding.accessorBlock { visit(unit, accessors) }
            }
        }
    }

    private func visit(_ unit: Unit, _ node: some SyntaxProtocol) {
        units.append(unit)
        current = unit.name
        walk(node)
        current = nil
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let unit = current else { return .visitChildren }
        let callee = node.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            record(call: reference.baseName.text, in: unit)
            if Self.addingMethods.contains(reference.baseName.text) { attach(node, to: Self.root, in: unit) }
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { record(call: name, in: unit) }
            if Self.addingMethods.contains(name) { attach(node, to: container(member.base), in: unit) }
        }
        if callee.as(DeclReferenceExprSyntax.self)?.baseName.text.hasSuffix("StackView") == true,
           let array = node.arguments.first(where: { $0.label?.text == "arrangedSubviews" })?.expression.as(ArrayExprSyntax.self),
           let owner = assignedName(of: node) {
            for element in array.elements { attach(element.expression, to: owner, in: unit) }
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector", let target = node.arguments.first?.expression else { return .visitChildren }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            selectorTargets.insert(reference.baseName.text)
        } else if let member = target.as(MemberAccessExprSyntax.self) {
            selectorTargets.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let unit = current, let assignment = Assignment(node), let value = assignment.singleValue else { return .visitChildren }
        if let (base, property) = assignment.property, let view = name(of: base) {
            if property == "isHidden", let literal = value.as(BooleanLiteralExprSyntax.self) {
                visibility.append(Visibility(view: view, hides: literal.literal.tokenKind == .keyword(.true), unit: unit))
            } else if property == "alpha", let number = Double(value.trimmedDescription) {
                visibility.append(Visibility(view: view, hides: number == 0, unit: unit))
            }
        } else if value.is(FunctionCallExprSyntax.self), let view = name(of: assignment.target) {
            builds[view, default: []].insert(unit)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let unit = current, node.initializer?.value.is(FunctionCallExprSyntax.self) == true,
           let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            builds[name, default: []].insert(unit)
        }
        return .visitChildren
    }

    private func record(call name: String, in unit: String) {
        if let index = units.lastIndex(where: { $0.name == unit }) { units[index].calls.insert(name) }
    }

    private func attach(_ call: FunctionCallExprSyntax, to parent: String?, in unit: String) {
        guard let child = call.arguments.first(where: { $0.label == nil })?.expression else { return }
        attach(child, to: parent, in: unit)
    }

    /// `child` by its name, or each view it stands for (`$0` of `[a, b].forEach`); a view that
    /// cannot be named is left out, so that its container holds nothing known.
    private func attach(_ child: ExprSyntax, to parent: String?, in unit: String) {
        if let name = name(of: child), !name.hasPrefix("$") {
            attachments.append(Attachment(child: name, parent: parent, unit: unit))
            return
        }
        for reference in resolver.resolve(child) {
            if case .input(let name) = reference { attachments.append(Attachment(child: name, parent: parent, unit: unit)) }
        }
    }

    /// What a view is added to: a named view, the page (`view`, `self.view`, `window`, a
    /// controller's `….view`), or nil.
    private func container(_ base: ExprSyntax?) -> String? {
        guard let base else { return Self.root }
        let text = base.trimmedDescription
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return Self.root }
        if ["view", "self.view", "window", "self.window"].contains(text) || text.hasSuffix(".view") && text.contains("Controller")
            || text.hasSuffix("keyWindow") || text.hasSuffix(".window") {
            return Self.root
        }
        return name(of: base)
    }

    /// `box`, `self.box`, `self?.box`: the name of a property or local; nil for anything longer.
    private func name(of expression: ExprSyntax) -> String? {
        var expression = expression
        while true {
            if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrapped.expression; continue }
            if let chained = expression.as(OptionalChainingExprSyntax.self) { expression = chained.expression; continue }
            break
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            var receiver = base
            if let chained = receiver.as(OptionalChainingExprSyntax.self) { receiver = chained.expression }
            if let unwrapped = receiver.as(ForceUnwrapExprSyntax.self) { receiver = unwrapped.expression }
            if receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return member.declName.baseName.text }
        }
        return nil
    }

    /// The property or local a call's value is assigned to (`stack = UIStackView(…)`, `let stack = …`).
    private func assignedName(of call: FunctionCallExprSyntax) -> String? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
           assignment.singleValue?.id == ExprSyntax(call).id {
            return name(of: assignment.target)
        }
        return nil
    }
}
