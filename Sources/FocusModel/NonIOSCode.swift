import SwiftSyntax

/// Code that is never compiled for iOS: `#if os(tvOS)` (or `#else` of `#if os(iOS)`), declarations
/// marked `@available(iOS, unavailable)`, and whole files: those of a tvOS, watchOS or macOS target
/// as its folder or the target named in Xcode's file header say (`//  MacBox`) unless the project's
/// build files compile it for iOS (unless the types the file declares are all named for that
/// platform too, `macosHostForm`: views only the Mac shows, whatever the build files compile),
/// files of a Mac app (importing AppKit, not UIKit), and (`isBuiltOnlyForOtherPlatforms`) files the
/// build files compile only for other platforms. Text fields there are typed into with a remote or a
/// hardware keyboard, where Return does not walk a form.
package enum NonIOSCode {
    static let wholeFile = [0..<Int.max]

    /// The ranges of such code under `roots`, `wholeFile` for a whole file. `platforms` is asked only
    /// when a name says the file is another platform's.
    static func ranges(in roots: [Syntax], path: String, platforms: () -> BuildPlatforms) -> [Range<Int>] {
        let file = roots.first?.root.as(SourceFileSyntax.self)
        let named = isNonIOSPath(path) || file.map { namesMacTarget($0, path: path) && !mentionsIOS($0) } ?? false
        if named && platforms() != .iOS { return wholeFile }
        // A build file compiling the folder for every platform still leaves the Mac's views to the Mac
        // when their names say so too (`Platforms/macOS/…/macosHostForm`).
        if let file, isNonIOSPath(path), namesOnlyOtherPlatformTypes(file) { return wholeFile }
        if let file, isMacOnly(file) { return wholeFile }
        let finder = NonIOSCodeFinder(viewMode: .sourceAccurate)
        for root in roots { finder.walk(root) }
        return finder.ranges
    }

    /// Only targets for other platforms compile the file under `roots`. A Swift package's
    /// `platforms:` says nothing here: it sets minimum versions, and a package naming only macOS
    /// still builds for iOS.
    package static func isBuiltOnlyForOtherPlatforms(_ roots: [Syntax], platforms: BuildPlatforms) -> Bool {
        platforms == .otherPlatformsOnly
    }

    /// A folder of the path names only platforms other than iOS (`tvOS`, `Jellyfin tvOS`, `AppleTV`,
    /// `macOS`), never iOS as well (`iOS+tvOS`).
    static func isNonIOSPath(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { namesOtherPlatform($0, orMac: false) }
    }

    /// The file declares types at its top level, and each one's name says it is another platform's
    /// (`macosHostForm`, `TVOSPlayerView`); the word `Mac` alone (`MacAddressField`) does not.
    private static func namesOnlyOtherPlatformTypes(_ file: SourceFileSyntax) -> Bool {
        let names = file.statements.compactMap { item in
            item.item.as(StructDeclSyntax.self)?.name.text ?? item.item.as(ClassDeclSyntax.self)?.name.text
                ?? item.item.as(EnumDeclSyntax.self)?.name.text
        }
        return !names.isEmpty && names.allSatisfy { namesOtherPlatform(Substring($0), orMac: false) }
    }

    /// A folder of the path (`MacBox`, `Strongbox Mac`), or the target Xcode's file header names on
    /// the line after the file's name (`//  PomPadDoMac`), is the Mac's.
    private static func namesMacTarget(_ file: SourceFileSyntax, path: String) -> Bool {
        if path.split(separator: "/").dropLast().contains(where: { namesOtherPlatform($0, orMac: true) }) { return true }
        return headerTarget(of: file).map { namesOtherPlatform($0, orMac: true) } ?? false
    }

    /// `tvOS`, `watchOS`, `AppleTV`, `macOS` (or, `orMac`, the word `Mac`) in a folder or target name
    /// that names no iOS device as well.
    private static func namesOtherPlatform(_ name: Substring, orMac: Bool) -> Bool {
        var rest = name.lowercased()
        var namesOther = false
        for platform in ["appletv", "tvos", "watchos", "macos"] where rest.contains(platform) {
            rest = rest.replacing(platform, with: "")
            namesOther = true
        }
        return (namesOther || orMac && namesMac(name)) && !rest.contains("ios") && !rest.contains("iphone") && !rest.contains("ipad")
    }

    /// `Mac` is a word of the name (`MacBox`, `App-Mac`), not the start of one (`Machine`, `MACAddress`).
    private static func namesMac(_ name: Substring) -> Bool {
        var words: [String] = []
        var word = ""
        for character in name {
            if !character.isLetter {
                words.append(word)
                word = ""
            } else if character.isUppercase, word.last?.isLowercase == true {
                words.append(word)
                word = String(character)
            } else {
                word.append(character)
            }
        }
        words.append(word)
        return words.contains("Mac")
    }

    /// The name on the line after the file's own in a header comment as Xcode writes it
    /// (`//  LoginView.swift`, `//  MacBox`): the target the file was created in.
    private static func headerTarget(of file: SourceFileSyntax) -> Substring? {
        var lines: [Substring] = []
        for piece in file.leadingTrivia {
            if case .lineComment(let text) = piece { lines.append(text.dropFirst(2).drop { $0 == " " }) }
            if lines.count > 4 { break }
        }
        guard let name = lines.firstIndex(where: { $0.hasSuffix(".swift") }), name + 1 < lines.count, !lines[name + 1].isEmpty else { return nil }
        return lines[name + 1]
    }

    /// The file imports UIKit or tests for iOS or UIKit (`#if os(iOS)`, `canImport(UIKit)`) somewhere.
    private static func mentionsIOS(_ file: SourceFileSyntax) -> Bool {
        let finder = IOSMentionFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.found
    }

    /// The file imports AppKit or Cocoa outside any `#if`, which no iOS build can, and neither
    /// imports UIKit nor tests for iOS (`#if os(iOS)`, `canImport(UIKit)`) anywhere: a file that
    /// chooses per platform stays analysed.
    static func isMacOnly(_ file: SourceFileSyntax) -> Bool {
        let unconditionalImports = file.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
        guard unconditionalImports.contains(where: { $0 == "AppKit" || $0 == "Cocoa" }) else { return false }
        return !mentionsIOS(file)
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
