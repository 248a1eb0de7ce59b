import ProjectFiles
import Testing

@Suite struct GlobTests {
    /// (pattern, path, is a folder, expected)
    static let cases: [(String, String, Bool, Bool)] = [
        ("*.swift", "A.swift", false, true),
        ("*.swift", "Sources/App/A.swift", false, true),
        ("*.swift", "A.swift.orig", false, false),
        ("*Mock*.swift", "Tests/UserMockStore.swift", false, true),
        ("Generated/**", "Generated/Models/A.swift", false, true),
        ("Generated/**", "Sources/Generated/A.swift", false, false),
        ("**/Generated/*.swift", "Sources/Generated/A.swift", false, true),
        ("**/Generated/*.swift", "Generated/A.swift", false, true),
        ("**/Generated/*.swift", "Generated/Deep/A.swift", false, false),
        ("Sources/**/*.swift", "Sources/A.swift", false, true),
        ("Sources/**/*.swift", "Sources/a/b/c/A.swift", false, true),
        ("/A.swift", "A.swift", false, true),
        ("/A.swift", "Sub/A.swift", false, false),
        ("Sub/A.swift", "Other/Sub/A.swift", false, false),
        ("?.swift", "A.swift", false, true),
        ("?.swift", "AB.swift", false, false),
        ("a?c", "a/c", false, false),
        ("a*c", "a/c", false, false),
        ("[AB].swift", "B.swift", false, true),
        ("[AB].swift", "C.swift", false, false),
        ("[a-c]x", "bx", false, true),
        ("[!a-c]x", "bx", false, false),
        ("[^a-c]x", "dx", false, true),
        ("[]]x", "]x", false, true),
        ("\\*.swift", "*.swift", false, true),
        ("\\*.swift", "A.swift", false, false),
        ("Vendor/", "Vendor", true, true),
        ("Vendor/", "Vendor", false, false),
        ("É*.swift", "Écran.swift", false, true),
        // Bare names of literals, or `*` then literals, take a shortcut that must agree.
        ("Package.resolved", "Package.resolved", false, true),
        ("Package.resolved", "Deep/Package.resolved", false, true),
        ("Package.resolved", "Package.resolved.bak", false, false),
        ("Package.resolved", "Package.resolved/A.swift", false, false),
        ("*.pyc", ".pyc", false, true),
        ("*.pyc", "a/b.pyc", false, true),
        ("*.pyc", "pyc", false, false),
        ("*.pyc", "a.pyc/b", false, false),
        ("*é.swift", "Café.swift", false, true),
        ("*é.swift", "Cafe\u{301}.swift", false, false),
        ("**", "anything/at/all", false, true),
        ("*a*a*a*a*a*a*a*b", String(repeating: "a", count: 60), false, false),
        ("**/a/**/a/**/a/**/a/**/b", Array(repeating: "a", count: 200).joined(separator: "/"), false, false),
        ("**/a/**/a/**/b", Array(repeating: "a", count: 5).joined(separator: "/") + "/b", false, true),
    ]

    @Test(arguments: cases)
    func matches(pattern: String, path: String, isDirectory: Bool, expected: Bool) throws {
        #expect(try Glob(pattern).matches(path, isDirectory: isDirectory) == expected)
    }

    @Test func aFolderPatternCoversWhatIsInside() throws {
        let glob = try Glob("Pods")
        #expect(glob.matchesSelfOrAncestor("Pods/Lib/A.swift", isDirectory: false))
        #expect(glob.matchesSelfOrAncestor("App/Pods/A.swift", isDirectory: false))
        #expect(!glob.matchesSelfOrAncestor("PodsExtra/A.swift", isDirectory: false))
        #expect(try Glob("Vendor/").matchesSelfOrAncestor("Vendor/A.swift", isDirectory: false))
    }

    @Test(arguments: [("[abc", "has an unterminated ["), ("a\\", "ends with a lone \\"), ("[z-a]", "range z-a is reversed"), ("/", "matches nothing")])
    func rejectsMalformedPatterns(pattern: String, reason: String) {
        #expect(throws: GlobError(pattern: pattern, reason: reason)) { try Glob(pattern) }
    }
}
