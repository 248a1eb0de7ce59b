@testable import Checker
import FormlspEngine
import Foundation
import ProjectFiles
import TestSupport
import Testing

/// The scan ahead of the first pass (`RuledOutFiles`) keeps the verdict the first pass would reach
/// on a file without decoding it, and nothing for a file the first pass decodes or cannot read.
@Suite struct RuledOutFilesTests {
    @Test(arguments: [
        (Array("let total = 1\n".utf8), RuledOutFiles.Verdict.ruledOut(CalledNames(of: Array("let total = 1\n".utf8)))),
        (Array("// café ☕️\nlet cafe = 1\n".utf8), .ruledOut(CalledNames(of: Array("// café ☕️\nlet cafe = 1\n".utf8)))),
        ([0x6C, 0x65, 0x74, 0xFF], .notSource(.notUTF8(offset: 3))),
        (Array("let x = 1".utf8) + [0, 1], .notSource(.binary)),
        // A NUL is reported before any word is looked for, as the first pass does.
        (Array("@FocusState var field".utf8) + [0], .notSource(.binary)),
    ])
    func aFileWithNoChainWordGetsTheFirstPassVerdict(bytes: [UInt8], expected: RuledOutFiles.Verdict) {
        #expect(RuledOutFiles.verdict(of: bytes) == expected)
    }

    @Test(arguments: ["@FocusState private var focused: Field?\n", "TextField(\"Name\", text: $name)\n", "let bad = \"\u{FFFD}\" // formlsp: ignore\n"])
    func aFileThatMayConcernAChainIsLeftToTheFirstPass(text: String) {
        #expect(RuledOutFiles.verdict(of: Array(text.utf8)) == nil)
        #expect(RuledOutFiles.verdict(of: Array(text.utf8) + [0xFF]) == nil, "decoded, so reported, by the first pass")
    }

    @Test func theScanKeepsVerdictsUntilStoppedAndSkipsWhatItCannotRead() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let plain = try tree.write("Plain.swift", "let total = 1\n")
        let form = try tree.write("Form.swift", "@FocusState private var focused: Field?\n")
        let latin1 = try tree.write("Latin1.swift", bytes: [0x6C, 0x65, 0x74, 0xFF])
        let missing = tree.root + "/Missing.swift"
        let scan = RuledOutFiles()
        scan.scan([plain, form, latin1, missing])
        #expect(scan.stop() == [plain: .ruledOut(CalledNames(of: Array("let total = 1\n".utf8))), latin1: .notSource(.notUTF8(offset: 3))])

        let stopped = RuledOutFiles()
        _ = stopped.stop()
        stopped.scan([plain, latin1])
        #expect(stopped.stop().isEmpty, "a scan that starts after discovery ended reads nothing")
    }

    /// The check of a ruled-out file's encoding judges as the standard library's decoder does:
    /// every byte pair, and every lead byte of three and four with continuation bytes at each
    /// edge of their ranges, whole and cut short; each after an ASCII run shorter and longer than
    /// the eight bytes it skips at a time, at the end of the text or before more of it.
    @Test func theEncodingCheckJudgesUTF8AsTheStandardLibraryDoes() {
        let edges: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xF4, 0xFF]
        var samples: [(bytes: [UInt8], padding: [Int])] = []
        for first in 0...255 {
            for second in 0...255 { samples.append(([UInt8(first), UInt8(second)], [0, 9])) }
        }
        for lead in [UInt8](0xE0...0xF7) {
            samples.append(([lead], [0, 7]))
            for second in edges {
                for third in edges {
                    samples.append(([lead, second, third], [0, 7]))
                    for fourth in edges { samples.append(([lead, second, third, fourth], [0, 7])) }
                }
            }
        }
        var disagreements: [[UInt8]] = []
        for sample in samples {
            for padding in sample.padding {
                let bytes = Array(repeating: UInt8(ascii: "a"), count: padding) + sample.bytes + Array(repeating: UInt8(ascii: "b"), count: padding % 3)
                if RegularFile.isValidUTF8(bytes) != (String(validating: bytes, as: UTF8.self) != nil) { disagreements.append(bytes) }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        #expect(RegularFile.encodingProblem(of: Array("// café ☕️ 𝄞\nlet x = 1\n".utf8)) == nil)
        #expect(RegularFile.encodingProblem(of: Array("let x = 1 // ".utf8) + [0xE2, 0x98]) == .notUTF8(offset: 13))
    }
}
