import Foundation
import ProjectFiles
import TestSupport
import Testing

/// `readdir` listings on real folders: what each entry is, links followed.
@Suite struct FolderListingTests {
    @Test func tellsFilesFoldersAndLinksApart() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", "")
        try tree.write("Sub/B.swift", "")
        let files = FileManager.default
        try files.createSymbolicLink(atPath: tree.root + "/ToSub", withDestinationPath: tree.root + "/Sub")
        try files.createSymbolicLink(atPath: tree.root + "/ToA.swift", withDestinationPath: tree.root + "/A.swift")
        try files.createSymbolicLink(atPath: tree.root + "/Nowhere.swift", withDestinationPath: tree.root + "/missing")
        #expect(mkfifo(tree.root + "/Pipe.swift", 0o600) == 0)

        let entries = try #require(FolderListing.entries(of: tree.root)).sorted { $0.name < $1.name }
        let seen = entries.map { "\($0.name) \($0.kind)\($0.isLink ? " link" : "")" }
        #expect(seen == [
            ".git folder", "A.swift file", "Nowhere.swift brokenLink link", "Pipe.swift other", "Sub folder", "ToA.swift file link", "ToSub folder link",
        ])
        #expect(entries.allSatisfy { !$0.hasUndecodableName })
        #expect(FolderListing.entries(of: tree.root + "/missing") == nil)
    }

    /// A folder listed already tells whether it holds an entry that leads somewhere, as a `stat`
    /// would (a link to nothing does not); one not listed yet leaves the question to the file system.
    @Test func aListedFolderTellsWhetherItHoldsAnEntry() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".formlsp.json", "{}")
        try tree.write("Sub/A.swift", "")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/.gitignore", withDestinationPath: tree.root + "/missing")
        let listings = ListedFolders()
        #expect(listings.holdsEntry(named: ".formlsp.json", in: tree.root) == nil)
        _ = listings.entries(of: tree.root)
        #expect(listings.holdsEntry(named: ".formlsp.json", in: tree.root) == true)
        #expect(listings.holdsEntry(named: ".git", in: tree.root) == true)
        #expect(listings.holdsEntry(named: ".gitignore", in: tree.root) == false)
        #expect(listings.holdsEntry(named: "A.swift", in: tree.root) == false)
        #expect(listings.holdsEntry(named: "A.swift", in: tree.root + "/Sub") == nil)
    }

    /// A name that is not UTF-8 reads with U+FFFD and says so (Linux file systems take such names;
    /// APFS refuses them, so on macOS there is nothing to list).
    @Test func marksNamesThatAreNotUTF8() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let path = Array((tree.root + "/bad-").utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = path.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) }
        #if os(Linux)
        try #require(descriptor >= 0)
        #else
        guard descriptor >= 0 else { return }
        #endif
        close(descriptor)
        let entries = try #require(FolderListing.entries(of: tree.root)).filter { $0.name != ".git" }
        #expect(entries.count == 1)
        #expect(entries.first?.hasUndecodableName == true)
        #expect(entries.first?.name == "bad-\u{FFFD}.swift")
    }

    /// The project walk lists Swift files, sorted, skipping build and dependency folders and not
    /// following links to folders (the target of a link inside the project is listed once, where
    /// it is).
    @Test func projectWalkSkipsSkippedFoldersAndFolderLinks() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("B.swift", "")
        try tree.write("Sources/A.swift", "")
        try tree.write("Sources/notes.txt", "")
        try tree.write(".build/Generated.swift", "")
        try tree.write("Pods/Vendored.swift", "")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/Mirror", withDestinationPath: tree.root + "/Sources")
        let files = try #require(ProjectWalk.swiftFiles(under: tree.root))
        #expect(files == [tree.root + "/B.swift", tree.root + "/Sources/A.swift"])
        #expect(ProjectWalk.swiftFiles(under: tree.root, limit: 2) == nil)
    }
}
