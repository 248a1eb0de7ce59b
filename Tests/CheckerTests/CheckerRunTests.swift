import Checker
import FocusRules
import Foundation
import JSON
import Testing

@Suite struct CheckerRunTests {
    static let clean = "let a = field.focused\n"
    static let warns = "let a = focusedLOUD\n"
    static let notes = "let a = focusedNote\n"

    @Test func cleanFilesExitZero() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.clean)
        let (status, console) = check(tree)
        #expect(status == .clean)
        #expect(console.standardOutput == "")
        #expect(console.standardError == "")
    }

    @Test func findingsAtTheThresholdExitOne() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        try tree.write("B.swift", Self.notes)
        let (status, console) = check(tree)
        #expect(status == .findings)
        #expect(console.standardOutput == "A.swift:1:9: warning: focusedLOUD found [loud-word]\nB.swift:1:9: note: focusedNote found [quiet-word]\n")
    }

    @Test func theThresholdComesFromTheFlagElseTheConfigurationElseWarning() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.notes)
        #expect(check(tree).0 == .clean)
        #expect(check(tree) { $0.severity = .info }.0 == .findings)
        try tree.write(".formlsp.json", #"{"severity": "info"}"#)
        #expect(check(tree).0 == .findings)
        #expect(check(tree) { $0.severity = .error }.0 == .clean)
    }

    @Test func exitZeroIgnoresFindingsButNotErrors() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        #expect(check(tree) { $0.exitZero = true }.0 == .clean)
        try tree.write("B.swift", bytes: [0x66, 0x6F, 0x63, 0x75, 0x73, 0x65, 0x64, 0xFF])
        #expect(check(tree) { $0.exitZero = true }.0 == .failure)
    }

    @Test func configuredSeveritiesAndOffRulesApply() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns + Self.notes)
        try tree.write(".formlsp.json", #"{"rules": {"loud-word": "off", "quiet-word": "error"}}"#)
        let (status, console) = check(tree)
        #expect(status == .findings)
        #expect(console.standardOutput == "A.swift:2:9: error: focusedNote found [quiet-word]\n")
    }

    @Test func selectAndIgnoreNarrowTheRules() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns + Self.notes)
        #expect(check(tree) { $0.select = ["quiet-word"] }.1.standardOutput == "A.swift:2:9: note: focusedNote found [quiet-word]\n")
        #expect(check(tree) { $0.ignore = ["breaking-word,loud-word"] }.0 == .clean)
        try tree.write(".formlsp.json", #"{"rules": {"quiet-word": "off"}}"#)
        #expect(check(tree) { $0.select = ["quiet-word"] }.1.standardOutput == "A.swift:2:9: note: focusedNote found [quiet-word]\n")
    }

    @Test(arguments: [(["nope"], [String]()), ([], ["loud-word,nope"])])
    func unknownRuleIdsAreUsageErrors(select: [String], ignore: [String]) throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        let (status, console) = check(tree) {
            $0.select = select
            $0.ignore = ignore
        }
        #expect(status == .failure)
        #expect(console.standardError.contains("unknown rule \"nope\""))
        #expect(console.standardOutput == "")
    }

    @Test func aConfigurationErrorExitsTwoBeforeAnyOutput() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        try tree.write(".formlsp.json", "{\n  \"rules\": {},\n  \"rulez\": {}\n}")
        let (status, console) = check(tree)
        #expect(status == .failure)
        #expect(console.standardOutput == "")
        #expect(console.standardError.hasPrefix(".formlsp.json:3: unknown key \"rulez\""))
    }

    @Test func unreadableBinaryAndNonUTF8FilesAreReportedAndTheRunGoesOn() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        try tree.write("Binary.swift", bytes: Array("focused".utf8) + [0, 1, 2])
        try tree.write("Latin1.swift", bytes: Array("// caf".utf8) + [0xE9] + Array(" focused\n".utf8))
        let locked = try tree.write("Locked.swift", Self.warns)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
        let (status, console) = check(tree)
        #expect(status == .failure)
        #expect(console.standardOutput.hasPrefix("A.swift:1:9: warning: focusedLOUD found [loud-word]\n"))
        #expect(console.standardError.contains("Binary.swift: error: not a text file (it contains NUL bytes)\n"))
        #expect(console.standardError.contains("Latin1.swift: error: not valid UTF-8 (at byte 6)\n"))
        // Root reads anything, so only an unprivileged run sees the unreadable file.
        if getuid() != 0 { #expect(console.standardError.contains("Locked.swift: error: cannot read the file\n")) }
    }

    @Test func thePrefilterSkipsFilesWithoutFocusWords() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        // Invalid UTF-8 with none of the words: the prefilter rules it out before decoding.
        try tree.write("Other.swift", bytes: [0x6C, 0x65, 0x74, 0xFF])
        #expect(check(tree).0 == .clean)
        #expect(check(tree) { $0.prefilter = false }.0 == .failure)
    }

    @Test func parseOnlyReadsAndParsesEveryFileAndReportsNoFinding() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        try tree.write("Other.swift", bytes: [0x6C, 0x65, 0x74, 0xFF])
        let (status, console) = check(tree) { $0.parseOnly = true }
        #expect(status == .failure)
        #expect(console.standardOutput == "")
        // Unlike the prefilter, parse-only decodes every file, so the invalid one is reported.
        #expect(console.standardError == "Other.swift: error: not valid UTF-8 (at byte 3)\n")
    }

    @Test func filesFromListsPathsOnePerLine() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        try tree.write("B.swift", Self.warns)
        try tree.write("shard.txt", "B.swift\r\n\n")
        #expect(check(tree) { $0.filesFrom = "shard.txt" }.1.standardOutput == "B.swift:1:9: warning: focusedLOUD found [loud-word]\n")
        #expect(check(tree, { $0.filesFrom = "-" }, input: "A.swift\n").1.standardOutput == "A.swift:1:9: warning: focusedLOUD found [loud-word]\n")
        #expect(check(tree) { $0.filesFrom = "missing.txt" }.0 == .failure)
    }

    @Test func stdinIsReportedAndConfiguredAsTheGivenPath() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Pkg/.formlsp.json", #"{"rules": {"loud-word": "error"}, "exclude": ["Skip.swift"]}"#)
        let (status, console) = check(tree, { $0.stdinFilename = "Pkg/Form.swift" }, input: Self.warns)
        #expect(status == .findings)
        #expect(console.standardOutput == "Pkg/Form.swift:1:9: error: focusedLOUD found [loud-word]\n")
        #expect(check(tree, { $0.stdinFilename = "Pkg/Skip.swift" }, input: Self.warns).0 == .clean)
        #expect(check(tree, { $0.stdinFilename = "Pkg/Form.swift"; $0.filesFrom = "-" }, input: "").0 == .failure)
    }

    @Test func fixWritesSafeFixesAndReportsWhatRemains() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", "let a = focusedLOUD\r\nlet b = focusedNote\r\n")
        let (status, console) = check(tree) { $0.fix = true }
        #expect(tree.read("A.swift") == "let a = focusedQuiet\r\nlet b = focusedNote\r\n")
        #expect(status == .clean)
        #expect(console.standardOutput == "A.swift:2:9: note: focusedNote found [quiet-word]\n")
        #expect(console.standardError == "formlsp: fixed 1 file\n")
    }

    @Test func aFixThatWouldNotParseIsNotWritten() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", "let a = focusedBreak\n")
        let (status, console) = check(tree) {
            $0.fix = true
            $0.unsafeFixes = true
        }
        #expect(tree.read("A.swift") == "let a = focusedBreak\n")
        #expect(status == .failure)
        #expect(console.standardError.contains("A.swift: error: the fixes would leave the file unparsable; not written\n"))
        // Without --unsafe-fixes the breaking fix is not even attempted, nor with it alone (as in ruff).
        #expect(check(tree) { $0.fix = true }.1.standardError == "")
        #expect(check(tree) { $0.unsafeFixes = true }.1.standardError == "")
    }

    @Test func diffShowsTheFixesAndWritesNothing() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        try tree.write("B.swift", Self.notes)
        let (status, console) = check(tree) { $0.diff = true }
        #expect(status == .findings)
        #expect(console.standardOutput == "--- A.swift\n+++ A.swift\n@@ -1 +1 @@\n-let a = focusedLOUD\n+let a = focusedQuiet\n")
        #expect(tree.read("A.swift") == Self.warns)
        try tree.write("A.swift", Self.clean)
        #expect(check(tree) { $0.diff = true }.0 == .clean)
    }

    @Test func fixingStdinPrintsTheFixedSource() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let (status, console) = check(tree, { $0.stdinFilename = "A.swift"; $0.fix = true }, input: Self.warns + Self.notes)
        #expect(status == .clean)
        #expect(console.standardOutput == "let a = focusedQuiet\nlet a = focusedNote\n")
        #expect(console.standardError == "A.swift:2:9: note: focusedNote found [quiet-word]\n")
    }

    @Test func outputFileAndStatistics() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns + Self.warns + Self.notes)
        let (status, console) = check(tree) {
            $0.format = .json
            $0.outputFile = "report.json"
            $0.statistics = true
        }
        #expect(status == .findings)
        #expect(console.standardOutput == "2  loud-word  [*]\n1  quiet-word\n")
        let report = try JSON.parse(try #require(tree.read("report.json")))
        #expect(report["summary"]?["findings"] == 3)
        #expect(check(tree) { $0.outputFile = "no/such/folder/report.txt" }.0 == .failure)
    }

    @Test func aLongRunOnATerminalShowsProgressAndColor() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        for index in 0...200 { try tree.write("F\(index).swift", Self.clean) }
        try tree.write("Z.swift", Self.warns)
        let (_, console) = check(tree, terminal: true)
        #expect(console.standardError.contains("] 202/202 files"))
        #expect(console.standardOutput.contains("\u{1B}[1;33mwarning:"))
        #expect(console.standardOutput.hasSuffix("Found 1 problem (1 warning) in 202 files.\u{1B}[0m\n"))
        #expect(!check(tree).1.standardError.contains("files"))
    }

    @Test func reportsAreTheSameWhateverTheScheduling() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        for index in 0..<40 { try tree.write("D\(index % 4)/F\(index).swift", Self.warns) }
        let first = check(tree) { $0.format = .json }.1.standardOutput
        for _ in 0..<3 { #expect(check(tree) { $0.format = .json }.1.standardOutput == first) }
        #expect(first.contains("D0/F0.swift"))
    }
}
