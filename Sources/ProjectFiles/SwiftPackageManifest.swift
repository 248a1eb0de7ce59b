import Foundation

/// What a `Package.swift` says of the platforms it is built for, read from its text (a manifest is
/// Swift that only SwiftPM runs): the `platforms:` argument of `Package(…)`.
enum SwiftPackageManifest {
    /// `platforms:` lists only macOS, tvOS or watchOS (`[.macOS(.v13)]`). False when it names iOS,
    /// Mac Catalyst or visionOS, holds anything else than those literals, or is absent.
    static func namesOnlyOtherPlatforms(_ manifest: String) -> Bool {
        let code = withoutComments(manifest)
        var searchStart = code.startIndex
        while let label = code.range(of: "platforms:", range: searchStart..<code.endIndex) {
            searchStart = label.upperBound
            // `.when(platforms: […])` limits a dependency or a setting, not the package.
            guard !code[..<label.lowerBound].trimmingSuffix(while: \.isWhitespace).hasSuffix("when(") else { continue }
            guard let open = code[label.upperBound...].firstIndex(where: { !$0.isWhitespace }), code[open] == "[" else { return false }
            return listNamesOnlyOtherPlatforms(code[code.index(after: open)...])
        }
        return false
    }

    /// The entries up to the closing `]`, split at commas outside parentheses.
    private static func listNamesOnlyOtherPlatforms(_ list: Substring) -> Bool {
        var entries: [String] = []
        var entry = ""
        var depth = 0
        for character in list {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "]" where depth == 0:
                entries.append(entry)
                let names = entries.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
                return !names.isEmpty && names.allSatisfy { name in otherPlatforms.contains { name.hasPrefix("." + $0 + "(") } }
            case "," where depth == 0:
                entries.append(entry)
                entry = ""
                continue
            default: break
            }
            entry.append(character)
        }
        return false
    }

    private static let otherPlatforms = ["macOS", "tvOS", "watchOS"]

    /// The text with `//` and `/* */` comments blanked (string literals holding them are rare in a
    /// manifest, and would only make it read as naming no platform).
    private static func withoutComments(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("//") {
                index = rest.firstIndex(of: "\n") ?? text.endIndex
            } else if rest.hasPrefix("/*") {
                index = rest.range(of: "*/").map(\.upperBound) ?? text.endIndex
                result.append(" ")
            } else {
                result.append(text[index])
                index = text.index(after: index)
            }
        }
        return result
    }
}

private extension Substring {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
