@_spi(RawSyntax) import SwiftSyntax

/// A place where a file shows a view by calling it (`ContactSection(name: $name)`), as the view
/// shown sees it: which type shows it and what of the caller's stands above the call for text
/// submits. SwiftUI runs every `.onSubmit` above a field, the ones of the views showing it
/// included: a view without focus state is routed only by what stands above it, here or higher up.
package struct ShownView: Sendable, Equatable {
    package var name: String
    /// The type whose code makes the call; nil outside any type (a free function, `#Preview`).
    package var caller: String?
    package var reach: SubmitReach
    /// The call is in the caller's `body`, where what stands above it is read whole here; in
    /// another member (a property, a `@ViewBuilder` method) the caller's handlers and containers
    /// anywhere may stand above it.
    package var inBody = false
    /// Views not SwiftUI's whose content the call is (`CardContainer { ContactSection() }`): their
    /// own handlers may stand above it.
    package var containers: [String] = []
    /// Shown by a preview (`#Preview`, a `PreviewProvider`), never by the app.
    package var inPreview = false
    /// Shown as a hosting controller's root view (`UIHostingController(rootView:)`), which no
    /// SwiftUI view stands above.
    package var isHosted = false
}

extension ShownView {
    /// Every fact in a fixed order, to sort places by.
    var orderKey: String {
        [name, caller ?? "", "\(reach)", "\(inBody)", containers.joined(separator: ","), "\(inPreview)", "\(isHosted)"].joined(separator: "|")
    }
}

extension ShowingType {
    var orderKey: String {
        [name, "\(isExtension)", "\(declaresBody)", "\(isApp)", "\(isPreview)", "\(isPublic)", "\(hasSubmitHandler)", "\(labelsNext)",
         containers.joined(separator: ",")].joined(separator: "|")
    }
}

/// What stands between a call showing a view and whoever shows its caller, for text submits.
package enum SubmitReach: Sendable, Equatable {
    /// Nothing: the submits reach whatever shows the caller.
    case open
    /// A text `.onSubmit` of the caller's, or code that may install one (a wrapper handed a Return
    /// closure, a `.modifier`, a modifier named for submits or Return).
    case handled
    /// A `.submitScope()` (or an `.onSubmit(of:)` without `.text`) closest to the call: no handler
    /// outside it sees the view's submits.
    case sealed
    /// The view is not shown where it is made (stored, handed to a function, an array's element).
    case notInPlace
}

/// A type declaration or extension, as the views it shows see it.
package struct ShowingType: Sendable, Equatable {
    package var name: String
    package var isExtension: Bool
    package var declaresBody = false
    /// `@main`, or an `App`: nothing shows it, it shows its scenes.
    package var isApp = false
    package var isPreview = false
    /// `public` or `open`: code of another module, perhaps out of sight, may show it.
    package var isPublic = false
    /// Some text submit handler, or code that may install one, anywhere in it.
    package var hasSubmitHandler = false
    /// Views not SwiftUI's it calls with content anywhere (a trailing closure).
    package var containers: [String] = []
    /// It labels some field Next itself (`.submitLabel(.next)`): a view whose places of showing matter.
    package var labelsNext = false
}

/// The hash under which a file read only as bytes (`QuietMentions`) keeps each capitalised name it
/// spells: a hit may be another name's, never a miss.
package enum NameHash {
    package static func of(_ name: some Collection<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in name { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// Names of two characters or more starting with an ASCII capital are the ones kept.
    package static func isKept(_ name: String) -> Bool {
        name.utf8.count >= 2 && name.utf8.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ?? false
    }
}

/// Reads, during `DeclarationNames`' walk of the raw tree, where views are shown (`ShownView`), the
/// types showing them (`ShowingType`) and the capitalised names mentioned other than by such a call
/// (`V.self`, `[V]`, a type annotation): a view mentioned so may be shown out of sight.
///
/// Each node is walked in a frame: the type around it, whether it is in a place that shows views
/// (a computed property's or a method's builder, the closures of SwiftUI's containers), and what
/// stands above it (the handlers and barriers met from the outside in: the innermost one decides).
struct ShownViewReader {
    struct Frame {
        var type: Int?
        var atMemberLevel = false
        var showsViews = false
        var inBody = false
        var reach: SubmitReach = .open
        var containers: [String] = []
        var inPreview = false
        var isHosted = false
        /// The name an extension extends, or a call's callee: no mention of another kind.
        var isNotAMention = false
    }

    private(set) var frames: [Frame] = [Frame()]
    private(set) var shown: [ShownView] = []
    private(set) var types: [ShowingType] = []
    private(set) var otherMentions: Set<String> = []

    /// SwiftUI's and Foundation's own names, never a view of the app's.
    static let ownNames: Set<String> = ViewTreeWalk.knownViews.union(ViewTreeWalk.textInputs).union([
        "WindowGroup", "DocumentGroup", "Window", "Settings", "MenuBarExtra", "Binding", "State", "Text", "Font", "Date", "URL", "UUID",
        "CGFloat", "CGSize", "CGPoint", "CGRect", "Double", "Int", "String", "Bool", "Array", "Set", "Dictionary", "EdgeInsets",
        "LinearGradient", "RadialGradient", "Gradient", "UIColor", "UIImage", "NSColor", "NSImage", "Animation", "Task",
    ])
    /// Views whose content (arguments, closures) SwiftUI shows in place or presents.
    static let contentViews: Set<String> = ViewTreeWalk.knownViews.union(["WindowGroup", "DocumentGroup", "Window", "Settings", "MenuBarExtra"])
    /// Modifiers whose content is views shown with the view or presented from it.
    static let contentModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "overlay", "background", "safeAreaInset", "toolbar", "navigationDestination", "inspector",
        "contextMenu", "mask", "alert", "confirmationDialog", "swipeActions", "tabItem", "searchSuggestions", "badge",
    ]
    /// Node kinds that keep a place showing views: statements, closures, calls and their
    /// arguments, modifiers, branches, members' bodies. Anything else (an initial value, an array,
    /// an operator) makes the views in it shown elsewhere.
    static let keepingKinds: Set<SyntaxKind> = [
        .codeBlockItemList, .codeBlockItem, .codeBlock, .accessorBlock, .accessorDeclList, .accessorDecl, .closureExpr,
        .labeledExprList, .labeledExpr, .memberAccessExpr, .declReferenceExpr, .multipleTrailingClosureElementList,
        .multipleTrailingClosureElement, .ifExpr, .switchExpr, .switchCaseList, .switchCase, .switchCaseLabel, .expressionStmt,
        .returnStmt, .ifConfigDecl, .ifConfigClauseList, .ifConfigClause, .patternBinding, .patternBindingList,
        .memberBlock, .memberBlockItemList, .memberBlockItem, .conditionElementList, .conditionElement, .closureSignature,
        .closureShorthandParameterList, .closureShorthandParameter, .identifierPattern, .typeAnnotation, .someOrAnyType,
        .identifierType, .memberType, .attributeList, .attribute, .declModifierList, .declModifier, .tupleExpr,
        .inheritanceClause, .inheritedTypeList, .inheritedType, .genericArgumentClause, .genericArgumentList, .genericArgument,
        .switchCaseItemList, .switchCaseItem, .expressionPattern, .stringLiteralExpr, .stringLiteralSegmentList, .stringSegment,
        .booleanLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .nilLiteralExpr, .returnClause, .functionSignature,
        .functionParameterClause, .functionParameterList, .functionEffectSpecifiers, .forceUnwrapExpr, .optionalChainingExpr,
        .tryExpr, .awaitExpr, .genericParameterClause, .genericParameterList, .genericParameter, .genericWhereClause,
    ]

    /// The frame for the children of `raw` (a node in frame `index`), and whatever `raw` shows.
    /// Calls hand their parts frames of their own: `childFrame(of:for:)` answers per child.
    mutating func enter(_ raw: RawSyntax, in index: Int) -> Int {
        let frame = frames[index]
        switch raw.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
            return enterType(raw, frame)
        case .memberBlock where frame.type != nil:
            return derived(index) {
                $0.atMemberLevel = true
                $0.showsViews = false
                $0.isNotAMention = false
            }
        case .variableDecl, .functionDecl:
            guard frame.atMemberLevel else {
                return raw.kind == .functionDecl ? hidden(index) : index
            }
            return enterMember(raw, index)
        case .macroExpansionDecl, .macroExpansionExpr:
            let name = raw.layoutView?.children.lazy.compactMap { $0?.tokenView }.first { $0.rawKind == .identifier }
            guard let name, name.rawText == "Preview" else { return hidden(index) }
            return derived(index) { $0 = Frame(showsViews: true, inPreview: true) }
        case .functionCallExpr:
            return index
        default:
            if Self.keepingKinds.contains(raw.kind) {
                return frame.isNotAMention ? derived(index) { $0.isNotAMention = false } : index
            }
            return hidden(index)
        }
    }

    /// The frames of a call's parts: its callee, and its arguments and closures. Records the call
    /// when it shows a view by name.
    mutating func callFrames(of call: RawFunctionCallExprSyntax, in index: Int) -> (callee: Int, content: Int) {
        let frame = frames[index]
        if let reference = RawDeclReferenceExprSyntax(call.calledExpression.raw), reference.baseName.presence == .present {
            let name = String(syntaxText: reference.baseName.tokenText)
            let callee = derived(index) { $0.isNotAMention = true }
            guard NameHash.isKept(name) || name.first?.isUppercase == true else { return (callee, hidden(index)) }
            let labels = Self.argumentLabels(of: call)
            if labels.contains("returnKeyType"), let type = frame.type, DeclarationNames.tokenText(of: call.arguments.raw).contains("next") {
                types[type].labelsNext = true
            }
            if !Self.ownNames.contains(name) {
                var view = ShownView(
                    name: name, caller: frame.type.map { types[$0].name }, reach: frame.showsViews ? frame.reach : .notInPlace,
                    inBody: frame.inBody, containers: frame.containers, inPreview: frame.inPreview, isHosted: frame.isHosted
                )
                if frame.type == nil && !frame.inPreview && !frame.isHosted { view.reach = .notInPlace }
                shown.append(view)
            }
            if labels.contains("rootView") || name.contains("Hosting") {
                return (callee, derived(index) { $0 = Frame(type: $0.type, showsViews: true, inPreview: $0.inPreview, isHosted: true) })
            }
            if Self.handsOnReturn(labels) {
                markHandler(frame)
                return (callee, derived(index) { $0.reach = .handled })
            }
            if Self.contentViews.contains(name) { return (callee, index) }
            if call.trailingClosure != nil, let type = frame.type, !types[type].containers.contains(name) { types[type].containers.append(name) }
            return (callee, derived(index) { $0.containers.append(name) })
        }
        if let member = RawMemberAccessExprSyntax(call.calledExpression.raw) {
            let modifier = String(syntaxText: member.declName.baseName.tokenText)
            let content = Self.contentModifiers.contains(modifier) ? index : hidden(index)
            switch Self.kind(ofModifier: modifier, call) {
            case .handler:
                markHandler(frame)
                return (derived(index) { $0.reach = .handled }, content)
            case .barrier:
                return (derived(index) { $0.reach = .sealed }, content)
            case .other:
                if modifier == "submitLabel", let type = frame.type, DeclarationNames.tokenText(of: call.arguments.raw).contains("next") {
                    types[type].labelsNext = true
                }
                return (index, content)
            }
        }
        return (index, hidden(index))
    }

    /// A name mentioned as a type or a value in frame `index`.
    mutating func mention(_ name: String, in index: Int) {
        guard !frames[index].isNotAMention, name.first?.isUppercase == true, !Self.ownNames.contains(name) else { return }
        otherMentions.insert(name)
    }

    private enum ModifierKind { case handler, barrier, other }

    private static func kind(ofModifier name: String, _ call: RawFunctionCallExprSyntax) -> ModifierKind {
        switch name {
        case "onSubmit":
            let triggers = call.arguments.elements.first { $0.label.map { String(syntaxText: $0.tokenText) } == "of" }
            guard let triggers else { return .handler }
            return DeclarationNames.tokenText(of: triggers.expression.raw).contains("text") ? .handler : .barrier
        case "submitScope":
            return DeclarationNames.tokenText(of: call.arguments.raw).contains("false") ? .other : .barrier
        case "submitLabel":
            return .other
        case "modifier":
            return .handler
        default:
            let lowered = name.lowercased()
            return ["submit", "commit", "return"].contains { lowered.contains($0) } ? .handler : .other
        }
    }

    /// Argument labels (trailing closures' too) that hand a view what Return does (`onCommit:`).
    private static func handsOnReturn(_ labels: [String]) -> Bool {
        labels.contains { label in
            let lowered = label.lowercased()
            return lowered != "returnkeytype" && lowered != "submitlabel" && ViewTreeWalk.returnHandlingWords.contains { lowered.contains($0) }
        }
    }

    private static func argumentLabels(of call: RawFunctionCallExprSyntax) -> [String] {
        var labels = call.arguments.elements.compactMap { $0.label.map { String(syntaxText: $0.tokenText) } }
        for element in call.additionalTrailingClosures.elements {
            labels.append(String(syntaxText: element.label.tokenText))
        }
        return labels
    }

    private mutating func markHandler(_ frame: Frame) {
        if let type = frame.type { types[type].hasSubmitHandler = true }
    }

    private mutating func enterType(_ raw: RawSyntax, _ frame: Frame) -> Int {
        var name = ""
        var header: [RawSyntax] = []
        var isExtension = false
        if let type = RawStructDeclSyntax(raw) {
            name = String(syntaxText: type.name.tokenText)
            header = [type.attributes.raw, type.modifiers.raw] + (type.inheritanceClause.map { [$0.raw] } ?? [])
        } else if let type = RawClassDeclSyntax(raw) {
            name = String(syntaxText: type.name.tokenText)
            header = [type.attributes.raw, type.modifiers.raw] + (type.inheritanceClause.map { [$0.raw] } ?? [])
        } else if let type = RawEnumDeclSyntax(raw) {
            name = String(syntaxText: type.name.tokenText)
            header = [type.attributes.raw, type.modifiers.raw] + (type.inheritanceClause.map { [$0.raw] } ?? [])
        } else if let type = RawActorDeclSyntax(raw) {
            name = String(syntaxText: type.name.tokenText)
            header = [type.attributes.raw, type.modifiers.raw] + (type.inheritanceClause.map { [$0.raw] } ?? [])
        } else if let type = RawExtensionDeclSyntax(raw) {
            name = DeclarationNames.tokenText(of: type.extendedType.raw).split(separator: ".").last.map(String.init) ?? ""
            header = [type.attributes.raw, type.modifiers.raw] + (type.inheritanceClause.map { [$0.raw] } ?? [])
            isExtension = true
        }
        let words = Set(header.flatMap { Self.words(in: DeclarationNames.tokenText(of: $0)) })
        var type = ShowingType(name: name, isExtension: isExtension)
        type.isApp = words.contains("main") || words.contains("App")
        type.isPreview = words.contains("PreviewProvider")
        type.isPublic = words.contains("public") || words.contains("open")
        types.append(type)
        frames.append(Frame(type: types.count - 1, inPreview: frame.inPreview || type.isPreview, isNotAMention: isExtension))
        return frames.count - 1
    }

    /// A property or method of a type: a place showing views unless static (a preview's excepted).
    private mutating func enterMember(_ raw: RawSyntax, _ index: Int) -> Int {
        let frame = frames[index]
        guard let type = frame.type else { return hidden(index) }
        var name = ""
        var modifiers = ""
        if let variable = RawVariableDeclSyntax(raw) {
            modifiers = DeclarationNames.tokenText(of: variable.modifiers.raw)
            if let binding = variable.bindings.elements.first, let pattern = RawIdentifierPatternSyntax(binding.pattern.raw) {
                name = String(syntaxText: pattern.identifier.tokenText)
            }
        } else if let function = RawFunctionDeclSyntax(raw) {
            modifiers = DeclarationNames.tokenText(of: function.modifiers.raw)
        }
        let isStatic = modifiers.contains("static") || modifiers.hasPrefix("class")
        let isBody = name == "body" && !isStatic && raw.kind == .variableDecl
        if isBody { types[type].declaresBody = true }
        let showsViews = !isStatic || types[type].isPreview
        return derived(index) {
            $0.atMemberLevel = false
            $0.showsViews = showsViews
            $0.inBody = isBody
            $0.reach = .open
            $0.containers = []
        }
    }

    private static func words(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    /// The frame where views are not shown in place.
    private mutating func hidden(_ index: Int) -> Int {
        let frame = frames[index]
        guard frame.showsViews || frame.atMemberLevel || frame.isNotAMention else { return index }
        return derived(index) {
            $0.showsViews = false
            $0.atMemberLevel = false
            $0.isNotAMention = false
        }
    }

    private mutating func derived(_ index: Int, _ change: (inout Frame) -> Void) -> Int {
        var frame = frames[index]
        change(&frame)
        frames.append(frame)
        return frames.count - 1
    }
}
