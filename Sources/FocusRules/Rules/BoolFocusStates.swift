import FocusModel
import SwiftSyntax

/// Three or more `Bool` focus states standing in for one enum.
package enum BoolFocusStates: Rule {
    package static let description = RuleDescription(
        id: "bool-focus-states", defaultSeverity: .info,
        summary: "Three or more `Bool` focus states in one view drive one chain.",
        whatItDoes: """
            Finds views that keep one `@FocusState ... Bool` per field, three or more of them, and \
            route Return through a form by setting them (`.onSubmit { isEmailFocused = true }`). \
            States that only tell which field is focused, to style it, route nothing and are left alone.
            """,
        whyIsThisBad: """
            Each Bool can be true at once in code, routing needs one assignment per state, and the \
            order of the chain is spread over many names. One optional enum state states the chain \
            in one place and lets `switch` check it.
            """,
        fix: """
            Refactor: convert the Bool states to one `enum` focus state (`@FocusState private var \
            focusedField: Field?`), rewriting `.focused` modifiers and assignments. Unsafe.
            """,
        examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            struct TransferForm: View {
                ↓@FocusState private var isRecipientFocused
                @FocusState private var isAmountFocused
                @FocusState private var isNoteFocused
                @State private var recipient = ""
                @State private var amount = ""
                @State private var note = ""

                var body: some View {
                    VStack {
                        TextField("Recipient", text: $recipient).focused($isRecipientFocused)
                            .onSubmit { isAmountFocused = true }
                        TextField("Amount", text: $amount).focused($isAmountFocused)
                            .onSubmit { isNoteFocused = true }
                        TextField("Note", text: $note).focused($isNoteFocused)
                    }
                }
            }
            """,
            """
            struct ContactForm: View {
                ↓@FocusState private var isNameFocused: Bool
                @FocusState private var isEmailFocused: Bool
                @FocusState private var isPhoneFocused: Bool
                @State private var name = ""
                @State private var email = ""
                @State private var phone = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($isNameFocused)
                            .onSubmit { isEmailFocused = true }
                        TextField("Email", text: $email).focused($isEmailFocused)
                            .onSubmit { isPhoneFocused = true }
                        TextField("Phone", text: $phone).focused($isPhoneFocused)
                            .onSubmit { isPhoneFocused = false }
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            struct ProfileCard: View {
                @FocusState private var isNameFocused: Bool
                @FocusState private var isEmailFocused: Bool
                @FocusState private var isCityFocused: Bool
                @State private var name = ""
                @State private var email = ""
                @State private var city = ""

                var body: some View {
                    VStack {
                        TextField("Name", text: $name).focused($isNameFocused)
                            .overlay { Capsule().stroke(isNameFocused ? Color.blue : Color.gray) }
                        TextField("Email", text: $email).focused($isEmailFocused)
                            .overlay { Capsule().stroke(isEmailFocused ? Color.blue : Color.gray) }
                        TextField("City", text: $city).focused($isCityFocused)
                            .overlay { Capsule().stroke(isCityFocused ? Color.blue : Color.gray) }
                    }
                }
            }
            """,
            """
            struct SearchBar: View {
                @FocusState private var isSearching: Bool
                @State private var query = ""

                var body: some View {
                    TextField("Search", text: $query).focused($isSearching)
                }
            }
            """,
        ],
        corrections: [
            .init(
                """
                struct ContactForm: View {
                    @FocusState private var isNameFocused: Bool
                    @FocusState private var isEmailFocused: Bool
                    @FocusState private var isPhoneFocused: Bool

                    var body: some View {
                        Form {
                            TextField("Name", text: $name).focused($isNameFocused)
                                .onSubmit { isEmailFocused = true }
                            TextField("Email", text: $email).focused($isEmailFocused)
                                .onSubmit { isPhoneFocused = true }
                            TextField("Phone", text: $phone).focused($isPhoneFocused)
                                .onSubmit { isPhoneFocused = false }
                        }
                    }
                }
                """,
                """
                struct ContactForm: View {
                    enum Field: Hashable {
                        case name, email, phone
                    }
                    @FocusState private var focusedField: Field?

                    var body: some View {
                        Form {
                            TextField("Name", text: $name).focused($focusedField, equals: .name)
                                .onSubmit { focusedField = .email }
                            TextField("Email", text: $email).focused($focusedField, equals: .email)
                                .onSubmit { focusedField = .phone }
                            TextField("Phone", text: $phone).focused($focusedField, equals: .phone)
                                .onSubmit { focusedField = nil }
                        }
                    }
                }
                """
            ),
        ]
    )

    package static func check(_ context: RuleContext) {
        // States that only mark the focused field (to style it) route nothing: one enum would not say more.
        for chain in context.model.chains where chain.stateKind == .bool && !chain.statesAreComponentFlags
            && chain.stateDeclarations.count >= 3 && chain.fields.count >= 2
            && chain.fields.contains(where: { !$0.outcome.moves.isEmpty }) {
            guard let first = chain.stateDeclarations.first else { continue }
            let conversion = chain.framework == .swiftUI ? BoolToEnumConversion(builder: context.swiftUIFixes, chain: chain)?.refactoring() : nil
            let fixes = conversion.map { [$0.fix] } ?? []
            context.report(
                self, "`\(chain.owner)` routes Return through \(chain.stateDeclarations.count) Bool focus states, one per field; one enum focus state would state the chain in one place",
                at: first, fixes: fixes
            )
        }
    }
}

/// "Convert Bool focus states to an enum": replaces a view's `@FocusState … Bool` properties with
/// one `enum Field` and one optional focus state, rewriting `.focused($isX)`, `isX = true/false`
/// and reads of `isX`. Not offered when a state escapes the view (`$isX` passed elsewhere). The
/// rule's fix, and a refactoring of every such view (`SwiftUIRefactorings.swift`).
struct BoolToEnumConversion {
    let builder: SwiftUIFixBuilder
    let chain: FocusChain
    let owner: DeclGroupSyntax
    /// State name → enum case name.
    let cases: [(state: String, name: String)]
    let enumName: String
    let stateName = "focusedField"

    init?(builder: SwiftUIFixBuilder, chain: FocusChain) {
        guard chain.stateKind == .bool, !chain.statesAreComponentFlags, chain.stateDeclarations.count >= 2,
              let owner = builder.lookup.type(named: chain.owner) else { return nil }
        self.builder = builder
        self.chain = chain
        self.owner = owner
        let states = chain.stateDeclarations.compactMap { builder.lookup.node(VariableDeclSyntax.self, at: $0) }
        let names = states.compactMap { $0.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        guard names.count == chain.stateDeclarations.count else { return nil }
        var used: Set<String> = []
        cases = names.map { state in
            var name = Self.caseName(for: state)
            if !used.insert(name).inserted { name = state }
            used.insert(name)
            return (state, name)
        }
        let declared = owner.memberBlock.description
        enumName = declared.contains("enum Field") ? "FocusedField" : "Field"
    }

    /// `isEmailFocused` → `email`, `nameFocused` → `name`, `isSearching` → `searching`.
    static func caseName(for state: String) -> String {
        var name = Substring(state)
        if name.hasPrefix("is"), name.dropFirst(2).first?.isUppercase == true { name = name.dropFirst(2) }
        for suffix in ["IsFocused", "Focused", "Focus"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = name.dropLast(suffix.count)
            break
        }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    func refactoring() -> Refactoring? {
        // Two states of one name (a type declared twice, code mid-edit) leave no single rewrite.
        guard Set(cases.map(\.state)).count == cases.count else { return nil }
        let rewriter = ReferenceRewriter(cases: Dictionary(uniqueKeysWithValues: cases.map { ($0.state, $0.name) }), state: stateName, skipping: chain.stateDeclarations)
        rewriter.walk(owner)
        guard !rewriter.escapes, let firstDeclaration = chain.stateDeclarations.first else { return nil }
        let style = builder.style
        let indent = builder.file.indentation(ofLineContaining: firstDeclaration.lowerBound)
        let declaration = "enum \(enumName): Hashable {" + style.lineEnding
            + indent + style.indentUnit + "case " + cases.map(\.name).joined(separator: ", ") + style.lineEnding
            + indent + "}" + style.lineEnding
            + indent + "@FocusState private var \(stateName): \(enumName)?"
        var edits = [Replacement(range: firstDeclaration, replacement: declaration)]
        for range in chain.stateDeclarations.dropFirst() {
            edits.append(Replacement(range: wholeLines(range), replacement: ""))
        }
        edits += rewriter.edits
        let fix = Fix(title: "Convert Bool focus states to an enum", applicability: .unsafe, edits: edits)
        return Refactoring(kind: .convertBoolFocusStates, title: fix.title, applicableRange: chain.extent, fix: fix)
    }

    /// The lines a declaration occupies, with their line break, so removing it leaves no blank line.
    private func wholeLines(_ range: Range<Int>) -> Range<Int> {
        let lines = builder.file.lines
        let first = lines.contentRange(ofLine: lines.line(containing: range.lowerBound)).lowerBound
        let lastLine = lines.line(containing: range.upperBound)
        let next = lastLine + 1 < lines.lineCount ? lines.contentRange(ofLine: lastLine + 1).lowerBound : lines.contentRange(ofLine: lastLine).upperBound
        return first..<next
    }
}

/// Rewrites the uses of the `Bool` states inside the owner.
private final class ReferenceRewriter: SyntaxVisitor {
    let cases: [String: String]
    let state: String
    let skipping: [Range<Int>]
    private(set) var edits: [Replacement] = []
    private(set) var escapes = false

    init(cases: [String: String], state: String, skipping: [Range<Int>]) {
        self.cases = cases
        self.state = state
        self.skipping = skipping
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        skipping.contains(node.utf8Offsets) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "focused",
              node.arguments.count == 1, let argument = node.arguments.first,
              let reference = argument.expression.as(DeclReferenceExprSyntax.self),
              reference.baseName.text.hasPrefix("$"), let name = cases[String(reference.baseName.text.dropFirst())] else {
            return .visitChildren
        }
        edits.append(Replacement(range: node.arguments.utf8Offsets, replacement: "$\(state), equals: .\(name)"))
        if let base = member.base { walk(base) }
        return .skipChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), let name = FocusReferences.referencedName(assignment.target).flatMap({ cases[$0] }),
              let literal = assignment.singleValue?.as(BooleanLiteralExprSyntax.self) else { return .visitChildren }
        let value = literal.literal.tokenKind == .keyword(.true) ? ".\(name)" : "nil"
        edits.append(Replacement(range: node.utf8Offsets, replacement: "\(state) = \(value)"))
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        var text = node.baseName.text
        let isProjected = text.hasPrefix("$")
        if isProjected || text.hasPrefix("_") { text.removeFirst() }
        guard let name = cases[text] else { return .visitChildren }
        if isProjected || node.baseName.text.hasPrefix("_") {
            escapes = true
        } else {
            var range = node.utf8Offsets
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id, member.base?.trimmedDescription == "self" {
                range = member.utf8Offsets
            }
            edits.append(Replacement(range: range, replacement: "(\(state) == .\(name))"))
        }
        return .skipChildren
    }
}
