@testable import Checker
import FormlspEngine
import Foundation
import ProjectFiles
import TestSupport
import Testing

@Suite struct AtomicFileWriterTests {
    @Test func replacesTheContentsAndKeepsPermissions() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let path = try tree.write("A.swift", "old\r\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: path)
        let original = try RegularFile.read(path).get()
        try AtomicFileWriter.replace(path, expecting: original, with: "new\r\n")
        #expect(tree.read("A.swift") == "new\r\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o750)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root).sorted() == [".git", "A.swift"])
    }

    @Test func skipsAFileThatChangedSinceItWasRead() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let path = try tree.write("A.swift", "old\n")
        let original = try RegularFile.read(path).get()
        try tree.write("A.swift", "edited meanwhile\n")
        #expect(throws: AtomicFileWriter.Failure.changedOnDisk) {
            try AtomicFileWriter.replace(path, expecting: original, with: "fixed\n")
        }
        #expect(tree.read("A.swift") == "edited meanwhile\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root).sorted() == [".git", "A.swift"])
    }

    @Test func writesThroughASymbolicLink() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let target = try tree.write("Real/A.swift", "old\n")
        let link = tree.root + "/Link.swift"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try AtomicFileWriter.replace(link, expecting: try RegularFile.read(link).get(), with: "new\n")
        #expect(tree.read("Real/A.swift") == "new\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    }
}
