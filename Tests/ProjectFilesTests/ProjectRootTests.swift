import Foundation
import ProjectFiles
import TestSupport
import Testing

/// One rule for the project around a path (`ProjectRoot`), which the configuration lookup,
/// `.gitignore`, the project walk, the storyboard lookup and the device family all follow.
@Suite struct ProjectRootTests {
    @Test func theRepositoryIsTheRootOfEverythingInIt() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Packages/Kit/Package.swift", "")
        try tree.write("Packages/Kit/Sources/Kit/A.swift", "")
        try tree.write("App/App.xcodeproj/project.pbxproj", "")
        let finder = ProjectRoot.Finder()
        let repository = ProjectRoot(path: tree.root, isRepository: true)
        #expect(finder.root(ofFolder: tree.root + "/Packages/Kit/Sources/Kit") == repository)
        #expect(finder.root(ofFolder: tree.root + "/App") == repository)
        #expect(finder.root(around: tree.root + "/Packages/Kit/Sources/Kit/A.swift") == repository)
    }

    /// The folders a walk builds are standard already and come back as they are; any other path
    /// comes back as a standardised file URL has it.
    @Test func pathsAreStandardisedAsFileURLsAre() {
        let paths = [
            "/", "/a", "/a/b", "/a/b/", "/a//b", "/a/./b", "/a/../b", "/a/b/..", "/a/b/.", "/..", "/a/.b", "/a/b.", "/a/...", "/a/..b", "/x y/é", "/a/b%20c",
        ]
        for path in paths {
            #expect(ProjectRoot.standardized(path) == URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path, "\(path)")
        }
    }

    @Test func outsideARepositoryTheNearestPackageOrXcodeProjectIsTheRoot() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try FileManager.default.removeItem(atPath: tree.root + "/.git")
        try tree.write("Outer/App.xcworkspace/contents.xcworkspacedata", "")
        try tree.write("Outer/Kit/Package.swift", "")
        try tree.write("Outer/Kit/Sources/A.swift", "")
        try tree.write("Outer/App/B.swift", "")
        try tree.write("Loose/C.swift", "")
        let finder = ProjectRoot.Finder()
        #expect(finder.root(ofFolder: tree.root + "/Outer/Kit/Sources") == ProjectRoot(path: tree.root + "/Outer/Kit", isRepository: false))
        #expect(finder.root(ofFolder: tree.root + "/Outer/App") == ProjectRoot(path: tree.root + "/Outer", isRepository: false))
        #expect(finder.root(ofFolder: tree.root + "/Loose") == nil)
    }

    /// The folder a walk lists for a path: the root, unless the path lies in a folder no walk enters.
    @Test func aPathInsideASkippedFolderIsWalkedFromTheNearestProjectInsideIt() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Package.swift", "")
        try tree.write("App/A.swift", "")
        try tree.write(".build/checkouts/Kit/Package.swift", "")
        try tree.write(".build/checkouts/Kit/Sources/Kit/B.swift", "")
        try tree.write("Pods/Loose/C.swift", "")
        let finder = ProjectRoot.Finder()
        #expect(ProjectWalk.folder(around: tree.root + "/App", roots: finder) == tree.root)
        #expect(ProjectWalk.folder(around: tree.root + "/.build/checkouts/Kit/Sources/Kit", roots: finder) == tree.root + "/.build/checkouts/Kit")
        #expect(ProjectWalk.folder(around: tree.root + "/Pods/Loose", roots: finder) == tree.root + "/Pods/Loose")
    }

    @Test func theConfigurationOfAPackageIsLookedUpToItsProjectsRoot() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".formlsp.json", "{}")
        try tree.write("Packages/Kit/Package.swift", "")
        try tree.write("Packages/Kit/Sources/A.swift", "")
        // Inside a repository a package shares the repository's configuration.
        #expect(Configuration.nearestFile(governing: tree.root + "/Packages/Kit/Sources") == tree.root + "/.formlsp.json")
        // Outside one, the package is the project, and the search stops at it.
        try FileManager.default.removeItem(atPath: tree.root + "/.git")
        #expect(Configuration.nearestFile(governing: tree.root + "/Packages/Kit/Sources") == nil)
    }

    @Test func gitIgnoreFilesApplyInARepositoryOnly() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".gitignore", "Generated/\n")
        try tree.write("Package.swift", "")
        #expect(GitIgnore().ignores(tree.root + "/Generated", isDirectory: true))
        try FileManager.default.removeItem(atPath: tree.root + "/.git")
        #expect(!GitIgnore().ignores(tree.root + "/Generated", isDirectory: true))
    }
}
