@testable import Checker
import FormlspEngine
import Foundation
import ProjectFiles
import TestSupport
import Testing

@Suite struct FileDiscoveryTests {
    func discover(
        _ tree: TemporaryTree, _ paths: [String], config: String? = nil, respectGitignore: Bool = true, forceExclude: Bool = false
    ) throws -> FileDiscovery {
        let configurations = try ConfigurationCache(configFile: config, knownRules: ["loud-word"], workingDirectory: tree.root)
        var discovery = FileDiscovery(configurations: configurations, workingDirectory: tree.root, respectGitignore: respectGitignore, forceExclude: forceExclude)
        try discovery.add(paths)
        return discovery
    }

    @Test func recursesSortedAndSkipsBuildDependencyAndArchiveFolders() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        for path in ["B.swift", "a/A.swift", "a/notes.txt", ".build/X.swift", "Pods/X.swift", "Carthage/X.swift", "DerivedData/X.swift", ".swiftpm/X.swift", ".git/X.swift", "__MACOSX/._B.swift", "z/PodsLike/Y.swift"] {
            try tree.write(path, "")
        }
        #expect(try discover(tree, ["."]).targets.map(\.displayPath) == ["B.swift", "a/A.swift", "z/PodsLike/Y.swift"])
        #expect(try discover(tree, ["./a/"]).targets.map(\.displayPath) == ["a/A.swift"])
        #expect(try discover(tree, [tree.root + "/a"]).targets.map(\.displayPath) == [tree.root + "/a/A.swift"])
    }

    @Test func appleDoubleCompanionsAreLeftOutOfWalksButCheckedWhenNamed() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        for path in ["a/A.swift", "a/._A.swift", "._Root.swift"] {
            try tree.write(path, "")
        }
        #expect(try discover(tree, ["."]).targets.map(\.displayPath) == ["a/A.swift"])
        #expect(try discover(tree, ["a/._A.swift"]).targets.map(\.displayPath) == ["a/._A.swift"])
    }

    @Test func namedFilesAreCheckedWhateverTheirExtensionButOnlyOnce() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("a/A.swift", "")
        try tree.write("Script.swiftinterface", "")
        #expect(try discover(tree, ["a/A.swift", "Script.swiftinterface", "a"]).targets.map(\.displayPath) == ["Script.swiftinterface", "a/A.swift"])
        // Paths added later are checked against those added before.
        var discovery = try discover(tree, ["a"])
        try discovery.add(["a/A.swift", "a"])
        #expect(discovery.targets.map(\.displayPath) == ["a/A.swift"])
    }

    @Test func aMissingPathIsAProblemAndTheRestGoesOn() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", "")
        let discovery = try discover(tree, ["Missing.swift", "A.swift"])
        #expect(discovery.targets.map(\.displayPath) == ["A.swift"])
        #expect(discovery.problems == [FileProblem(path: "Missing.swift", message: "no such file or directory")])
    }

    @Test func configurationExcludesAndIncludesRelativeToItsFolder() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".formlsp.json", #"{"exclude": ["**/Generated", "*Mock.swift"], "include": ["App/**", "Lib/*.swift"]}"#)
        for path in ["App/A.swift", "App/UserMock.swift", "App/Generated/G.swift", "Lib/L.swift", "Lib/Deep/D.swift", "Other/O.swift"] {
            try tree.write(path, "")
        }
        #expect(try discover(tree, ["."]).targets.map(\.displayPath) == ["App/A.swift", "Lib/L.swift"])
        // Named files are checked, as in ruff; with --force-exclude they obey the configuration
        // too (pre-commit names every staged file), and are left out without a word.
        #expect(try discover(tree, ["App/UserMock.swift", "Other/O.swift"]).targets.map(\.displayPath) == ["App/UserMock.swift", "Other/O.swift"])
        let forced = try discover(tree, ["App/UserMock.swift", "Other/O.swift", "App/Generated"], forceExclude: true)
        #expect(forced.targets.isEmpty)
        #expect(forced.emptyPaths.isEmpty)
    }

    @Test func theNearestConfigurationGovernsAFolder() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".formlsp.json", #"{"exclude": ["Skip*.swift"]}"#)
        try tree.write("Pkg/.formlsp.json", #"{"rules": {"loud-word": "error"}}"#)
        for path in ["SkipA.swift", "Pkg/SkipB.swift", "Pkg/Sub/C.swift"] {
            try tree.write(path, "")
        }
        let targets = try discover(tree, ["."]).targets
        #expect(targets.map(\.displayPath) == ["Pkg/SkipB.swift", "Pkg/Sub/C.swift"])
        #expect(targets.allSatisfy { $0.configuration.rules["loud-word"] == .some(.error) })
    }

    @Test func anExplicitConfigurationOverridesTheNearest() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Pkg/.formlsp.json", #"{"rules": {"loud-word": "error"}}"#)
        try tree.write("ci.json", #"{"exclude": ["Pkg/B.swift"]}"#)
        try tree.write("Pkg/A.swift", "")
        try tree.write("Pkg/B.swift", "")
        let targets = try discover(tree, ["."], config: "ci.json").targets
        #expect(targets.map(\.displayPath) == ["Pkg/A.swift"])
        #expect(targets[0].configuration.rules.isEmpty)
    }

    /// A loop is walked once; a Swift file whose link leads to no file is reported, once, and skipped.
    @Test func survivesSymbolicLinkLoopsAndReportsLinksToNothing() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("a/A.swift", "")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/a/loop", withDestinationPath: tree.root + "/a")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/a/dangling.swift", withDestinationPath: tree.root + "/nowhere")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/a/notes.txt", withDestinationPath: tree.root + "/nowhere")
        let discovery = try discover(tree, ["."])
        #expect(discovery.targets.map(\.displayPath) == ["a/A.swift"])
        #expect(discovery.problems == [FileProblem(path: "a/dangling.swift", message: "a symbolic link that leads to no file")])
    }

    @Test func aBrokenConfigurationStopsDiscovery() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Pkg/.formlsp.json", "{\n  \"rulez\": {}\n}")
        try tree.write("Pkg/A.swift", "")
        let error = #expect(throws: ConfigurationError.self) { try discover(tree, ["."]) }
        #expect(error?.description.hasPrefix("Pkg/.formlsp.json:2: unknown key \"rulez\"") == true)
    }
}
