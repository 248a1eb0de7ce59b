import SwiftSyntax

/// Code that is never compiled for iOS: `#if os(tvOS)` (or `#else` of `#if os(iOS)`), declarations
/// marked `@available(iOS, unavailable)`, files of a tvOS, watchOS or macOS target (a folder
/// named for the platform) and files of a Mac app (importing AppKit, not UIKit). Text fields there are typed into with a remote or a hardware keyboard,
/// where Return does not walk a form.
enum NonIOSCode {
    /// The ranges of such code under `roots`; the whole file when its path names such a target or
    /// it is a Mac app's.
    static func ranges(in roots: [Syntax], path: String) -> [Range<Int>] {
        if isNonIOSPath(path) { return [0..<Int.max] }
        if let file = roots.first?.root.as(SourceFileSyntax.self), isMacOnly(file) { return [0..<Int.max] }
        let finder = NonIOSCodeFinder(viewMode: .sourceAccurate)
        for root in roots { finder.walk(root) }
        return finder.ranges
    }

    /// A folder of the path names only platforms other than iOS (`tvOS`, `Jellyfin tvOS`, `AppleTV`,
    /// `macOS`), never iOS as well (`iOS+tvOS`).
    static func isNonIOSPath(_ path: String) -> Bool {
        for component in path.split(separator: "/").dropLast() {
            var rest = component.lowercased()
            var namesOtherPlatform = false
            for platform in ["appletv", "tvos", "watchos", "macos"] where rest.contains(platform) {
                rest = rest.replacing(platform, with: "")
                namesOtherPlatform = true
            }
            if namesOtherPlatform && !rest.contains("ios") && !rest.contains("iphone") && !rest.contains("ipad") { return true }
        }
        return false
    }

    /// The file imports AppKit or Cocoa outside any `#if`, which no iOS build can, and neither
    /// imports UIKit nor tests for iOS (`#if os(iOS)`, `canImport(UIKit)`) anywhere: a file that
    /// chooses per platform stays analysed.
    static func isMacOnly(_ file: SourceFileSyntax) -> Bool {
        let unconditionalImports = file.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
        guard unconditionalImports.contains(where: { $0 == "AppKit" || $0 == "Cocoa" }) else { return false }
        let finder = IOSMentionFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        return !finder.found
    }

    /// Whether a compilation condition holds on iOS: `os(iOS)` is true, another `os(…)` and
    /// `targetEnvironment(macCatalyst)` false, anything else (`canImport`, flags) unknown (nil).
    static func holdsOnIOS(_ condition: ExprSyntax) -> Bool? {
        let condition = condition.unwrapped
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let argument = call.arguments.first?.expression.trimmedDescription {
            switch name {
            case "os": return argument == "iOS"
            case "targetEnvironment": return argument == "macCatalyst" ? false : nil
            default: return nil
            }
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return holdsOnIOS(prefix.expression).map { !$0 }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return holdsOnIOS(Array(sequence.elements)) }
        return nil
    }

    /// `os(iOS) || os(macOS)`, `!os(watchOS) && canImport(UIKit)`.
    private static func holdsOnIOS(_ elements: [ExprSyntax]) -> Bool? {
        if elements.count == 1 { return holdsOnIOS(elements[0]) }
        guard let operation = Operation(elements), case .infix(_, let left, let right) = operation else { return nil }
        let values = [holdsOnIOS(left), holdsOnIOS(right)]
        switch operation.operatorText {
        case "||": return values.contains(true) ? true : values.contains(nil) ? nil : false
        case "&&": return values.contains(false) ? false : values.contains(nil) ? nil : true
        default: return nil
        }
    }
}

private final class NonIOSCodeFinder: SyntaxVisitor {
    var ranges: [Range<Int>] = []

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var earlierHolds = false
        for clause in node.clauses {
            let holds = clause.condition.map(NonIOSCode.holdsOnIOS) ?? (earlierHolds ? false : nil)
            if holds == false { ranges.append(clause.utf8Offsets) }
            if holds == true { earlierHolds = true }
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard node.attributeName.trimmedDescription == "available", case .availability(let arguments)? = node.arguments,
              arguments.first?.trimmedDescription.hasPrefix("iOS") == true,
              arguments.contains(where: { $0.trimmedDescription.hasPrefix("unavailable") }),
              let declaration = node.parent?.parent else { return .skipChildren }
        ranges.append(declaration.utf8Offsets)
        return .skipChildren
    }
}

/// Finds an `import UIKit` or an `#if` condition naming iOS or UIKit anywhere in a file.
private final class IOSMentionFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.first?.name.text == "UIKit" { found = true }
        return .skipChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition?.trimmedDescription, condition.contains("iOS") || condition.contains("UIKit") { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
