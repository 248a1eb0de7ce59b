import Foundation

/// Path spelling shared by discovery and reporting: reports name files the way the user named them
/// (relative stays relative, `./` is dropped), while lookups use absolute, standardised paths.
enum Paths {
    static func absolute(_ path: String, from workingDirectory: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))
        return url.standardizedFileURL.path
    }

    /// `child` inside the folder the user spelled `folder`.
    static func join(_ folder: String, _ child: String) -> String {
        if folder == "." || folder.isEmpty { return child }
        return folder.hasSuffix("/") ? folder + child : folder + "/" + child
    }

    /// A path as given on the command line, tidied: `./a.swift` → `a.swift`, `dir/` → `dir`.
    static func tidy(_ path: String) -> String {
        var result = Substring(path)
        while result.hasPrefix("./") { result = result.dropFirst(2) }
        while result.count > 1 && result.hasSuffix("/") { result = result.dropLast() }
        return result.isEmpty ? "." : String(result)
    }

    /// A path on one line of a line-based report: control characters a file name may hold (a
    /// newline would forge a record of its own) are written as escapes, `\n`, `\t`, `\u{7F}`.
    static func printable(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return path }
        return path.unicodeScalars.map { scalar in
            guard scalar.properties.generalCategory == .control else { return String(scalar) }
            switch scalar {
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }.joined()
    }

    /// An absolute path relative to `directory` when it lies inside it.
    static func display(_ absolutePath: String, relativeTo directory: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
    }
}
