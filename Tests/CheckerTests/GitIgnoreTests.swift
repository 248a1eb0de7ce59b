@testable import Checker
import FormlspEngine
import Foundation
import ProjectFiles
import TestSupport
import Testing

/// `.gitignore` as git reads it, on real files in a temporary repository.
@Suite struct GitIgnoreTests {
    /// The files of `paths` that git would not ignore, as discovery walks the tree.
    func walked(_ files: [String: String], _ paths: [String] = ["."], respectGitignore: Bool = true, forceExclude: Bool = false) throws -> [String] {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        for (path, text) in files { try tree.write(path, text) }
        let configurations = try ConfigurationCache(configFile: nil, knownRules: [], workingDirectory: tree.root)
        var discovery = FileDiscovery(configurations: configurations, workingDirectory: tree.root, respectGitignore: respectGitignore, forceExclude: forceExclude)
        try discovery.add(paths)
        return discovery.targets.map(\.displayPath)
    }

    @Test func namesAtAnyDepthAndAnchoredPatterns() throws {
        let files = [
            ".gitignore": "# generated code\n*.generated.swift\n/Root.swift\nApp/Build/\n\n",
            "A.swift": "", "Root.swift": "", "Sub/Root.swift": "", "Sub/B.generated.swift": "",
            "App/Build/C.swift": "", "App/Build.swift": "", "Other/App/Build/D.swift": "",
        ]
        #expect(try walked(files) == ["A.swift", "App/Build.swift", "Other/App/Build/D.swift", "Sub/Root.swift"])
        #expect(try walked(files, respectGitignore: false).count == 7)
    }

    @Test func directoryPatternsMatchFoldersOnly() throws {
        let files = [".gitignore": "Generated/\n", "Generated/A.swift": "", "Deep/Generated/B.swift": "", "Generated.swift": "", "Keep/Generated": ""]
        #expect(try walked(files) == ["Generated.swift"])
    }

    @Test func nestedFilesOverrideAndNegationReincludes() throws {
        let files = [
            ".gitignore": "*.swift\n!Keep*.swift\n",
            "A.swift": "", "KeepA.swift": "",
            "Pkg/.gitignore": "!Pkg*.swift\nKeepSecret.swift\n",
            "Pkg/PkgA.swift": "", "Pkg/KeepSecret.swift": "", "Pkg/KeepB.swift": "", "Pkg/Other.swift": "",
        ]
        #expect(try walked(files) == ["KeepA.swift", "Pkg/KeepB.swift", "Pkg/PkgA.swift"])
    }

    @Test func aFileInAnIgnoredFolderCannotBeReincluded() throws {
        let files = [".gitignore": "Vendor/\n!Vendor/Mine.swift\nOut/**\n!Out/Keep.swift\n", "Vendor/Mine.swift": "", "Out/Keep.swift": "", "Out/Drop.swift": ""]
        // `Out/**` ignores what is inside Out, not Out itself, so a negation reaches into it.
        #expect(try walked(files) == ["Out/Keep.swift"])
    }

    @Test func infoExcludeCountsAndEscapesAndTrailingSpacesAreRead() throws {
        let files = [".git/info/exclude": "Local.swift\n", ".gitignore": "\\#Hash.swift\nSpaced.swift   \n[bad\n", "Local.swift": "", "#Hash.swift": "", "Spaced.swift": "", "A.swift": ""]
        #expect(try walked(files) == ["A.swift"])
    }

    @Test func outsideARepositoryNothingIsIgnored() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try FileManager.default.removeItem(atPath: tree.root + "/.git")
        try tree.write(".gitignore", "*.swift\n")
        try tree.write("A.swift", "")
        #expect(!GitIgnore().ignores(tree.root + "/A.swift", isDirectory: false))
    }

    @Test func namedFilesAreCheckedUnlessForceExcludeAndThenIgnoredFoldersAboveCount() throws {
        let files = [".gitignore": "Generated/\n", "Generated/Deep/A.swift": "", "B.swift": ""]
        #expect(try walked(files, ["Generated/Deep/A.swift", "B.swift"]) == ["B.swift", "Generated/Deep/A.swift"])
        #expect(try walked(files, ["Generated/Deep/A.swift", "B.swift"], forceExclude: true) == ["B.swift"])
        #expect(try walked(files, ["Generated"]) == ["Generated/Deep/A.swift"])
        #expect(try walked(files, ["Generated"], forceExclude: true).isEmpty)
    }
}
