import SwiftSyntax

/// Finds the buttons of a view that submit its form together: a `Button` (or a design system's
/// `…Button`, `…ButtonView`, such as `NextButtonView()` labelling a link) whose title or action
/// names a commit (`Save`, `signIn()`, `.loginTapped`) or whose title says Update, a button
/// showing only a checkmark, any button of a `.confirmationAction`
/// toolbar item, a container handed the work that submits its content, and a dialog's buttons
/// handed the action of the confirming one (`primaryButtonAction:`). A settings screen
/// whose fields each apply on their own has none; a sign-in or address form has one.
final class CommitActionFinder: SyntaxVisitor {
    private(set) var actions: [Range<Int>] = []

    /// Words of a title or an action that commit what the form holds. `done` is left out: it as
    /// often only dismisses the keyboard or a sheet.
    static let commitWords: Set<String> = [
        "save", "submit", "login", "signin", "signup", "register", "connect", "continue", "create", "add", "confirm",
        "join", "next", "send", "apply", "verify", "authenticate",
    ]

    /// The commit words a method's name may hold: `addObservers`, `applyTheme`, `createViews` and
    /// `registerCells` set a screen up, they submit nothing.
    static let methodCommitWords = commitWords.subtracting(["add", "apply", "create", "register"])

    /// The commit buttons in the getters and methods of `type`, in source order.
    static func actions(of type: TypeInfo) -> [Range<Int>] {
        let finder = CommitActionFinder(viewMode: .sourceAccurate)
        for statements in type.properties.values { finder.walk(statements) }
        for method in type.methods.values.joined() { finder.walk(method) }
        return Array(Set(finder.actions)).sorted { $0.lowerBound < $1.lowerBound }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = ViewTreeWalk.calleeName(ExprSyntax(node)) else { return .visitChildren }
        if name == "ToolbarItem", let placement = node.argument(labelled: "placement"), ViewTreeWalk.memberName(placement) == "confirmationAction" {
            actions.append(node.calledExpression.utf8Offsets)
            return .skipChildren
        }
        if name.hasSuffix("Button") || name.hasSuffix("ButtonView"), Self.namesCommit(node) || Self.showsOnlyACheckmark(node) {
            actions.append(node.calledExpression.utf8Offsets)
            return .skipChildren
        }
        if Self.runsWorkForItsContent(node) {
            actions.append(node.calledExpression.utf8Offsets)
        }
        if let confirming = node.arguments.first(where: Self.handsConfirmingAction) {
            actions.append(confirming.utf8Offsets)
        }
        return .visitChildren
    }

    /// An argument handing a view of the app's own the action of its confirming button:
    /// `primaryButtonAction: add`, `onSave: save`, `confirmAction: { … }` (a dialog's buttons).
    private static func handsConfirmingAction(_ argument: LabeledExprSyntax) -> Bool {
        guard let label = argument.label?.text else { return false }
        let words = words(label)
        let confirms = words.contains("primary") || words.contains("save") || words.contains("confirm")
        return confirms && (words.first == "on" || words.contains("action") || words.contains("handler"))
    }

    /// A container of the app's own handed the work its content submits beside that content:
    /// `EditSheet("Rename") { try await api.rename(name) } content: { TextField(…) }`. A closure
    /// that awaits or throws does work; a view builder does neither.
    private static func runsWorkForItsContent(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.additionalTrailingClosures.contains(where: { $0.label.text == "content" }), let work = call.trailingClosure else { return false }
        return work.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) || $0.tokenKind == .keyword(.try) }
    }

    /// Whether the call's words (identifiers and string literals, split at case changes) name a
    /// commit, or its title says Update (`Button("Update")`; `updateLayout()` in an action is no
    /// title). `x.send(…)` is a message to a store (`store.send(.clearTapped)`), not a Send button.
    private static func namesCommit(_ call: FunctionCallExprSyntax) -> Bool {
        var words: [String] = []
        var titleWords: [String] = []
        var previous: TokenKind?
        for token in call.tokens(viewMode: .sourceAccurate) {
            defer { previous = token.tokenKind }
            switch token.tokenKind {
            case .identifier(let text):
                if text == "send", previous == .period { continue }
                words += Self.actionWords(text)
            case .stringSegment(let text):
                words += Self.words(text)
                titleWords += Self.words(text)
            default:
                continue
            }
        }
        return namesCommit(words) || namesCommit(titleWords, among: titleCommitWords)
    }

    /// Words that commit only as a button's title: in an identifier they as often refresh a view.
    private static let titleCommitWords: Set<String> = ["update"]

    /// A button whose whole label is a checkmark symbol (`Button(action: upload) { Image(systemName:
    /// "checkmark") }`, `IconButton("checkmark.circle", action: upload)`): the icon of a confirming
    /// button. A row showing a checkmark beside its title (`Text(item.name)`), or only when chosen
    /// (`if item == selection`, `selected ? "checkmark" : ""`), is a choice in a list.
    private static func showsOnlyACheckmark(_ call: FunctionCallExprSyntax) -> Bool {
        var symbols: [String] = []
        for token in call.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .stringSegment(let text): symbols.append(text)
            case .identifier("Text"), .identifier("Label"), .keyword(.if), .keyword(.switch), .infixQuestionMark: return false
            default: continue
            }
        }
        return !symbols.isEmpty && symbols.allSatisfy { $0 == "checkmark" || $0.hasPrefix("checkmark.") }
    }

    /// The words of an identifier, less a `next` that names a thing rather than the Next action:
    /// `nextReceiveAddress`, `nextIndex` get the following item; `nextTapped`, `goNext`,
    /// `NextButtonView` go on.
    private static func actionWords(_ identifier: String) -> [String] {
        let words = words(identifier)
        return words.enumerated().compactMap { index, word in
            guard word == "next", index + 1 < words.count else { return word }
            return nextActionWords.contains(words[index + 1]) ? word : nil
        }
    }

    /// Words after `next` in an identifier that still name the Next action (`nextButtonTapped`, `nextStep`).
    private static let nextActionWords: Set<String> = ["button", "tapped", "tap", "pressed", "clicked", "action", "step", "view", "screen", "page"]

    /// Whether the words, or two of them in a row (`sign in`), name a commit.
    static func namesCommit(_ words: [String], among commits: Set<String> = commitWords) -> Bool {
        for (index, word) in words.enumerated() {
            let joined = index + 1 < words.count ? word + words[index + 1] : word
            if commits.contains(word) || commits.contains(joined) { return true }
        }
        return false
    }

    /// Whether a method's name says it submits: `signInTapped`, `save()`, `didTapContinue`.
    static func methodNamesCommit(_ name: String) -> Bool {
        namesCommit(words(name), among: methodCommitWords)
    }

    /// `saveButtonTapped` → `save`, `button`, `tapped`; `Sign In` → `sign`, `in`.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in text {
            guard character.isLetter else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousWasLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}

extension FocusChain {
    /// The words of the owning type's name: `add`, `wallet`, `view` for `AddWalletView`.
    package var ownerNameWords: [String] {
        CommitActionFinder.words(owner.split(separator: ".").last.map(String.init) ?? owner)
    }
}

extension ChainField {
    /// The words of a name, split at case changes: `auth`, `code` for `authCode`.
    package static func words(of name: String) -> [String] {
        CommitActionFinder.words(name)
    }
}
