import Checker
import FocusRules
import Foundation
import JSON
import TestSupport
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
        // Off a terminal (a CI log) the summary goes to stderr, leaving stdout one finding a line.
        #expect(console.standardError == "No problems in 1 file.\n")
        #expect(check(tree) { $0.quiet = true }.1.standardError == "")
    }

    @Test func findingsAtTheThresholdExitOne() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        try tree.write("B.swift", Self.notes)
        let (status, console) = check(tree)
        #expect(status == .findings)
        #expect(console.standardOutput == "A.swift:1:9: warning: focusedLOUD found [*] [loud-word]\nB.swift:1:9: note: focusedNote found [quiet-word]\n")
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
        #expect(console.standardOutput.hasPrefix("A.swift:1:9: warning: focusedLOUD found [*] [loud-word]\n"))
        #expect(console.standardError.contains("Binary.swift: error: not a text file (it contains NUL bytes)\n"))
        #expect(console.standardError.contains("Latin1.swift: error: not valid UTF-8 (at byte 6)\n"))
        // Root reads anything, so only an unprivileged run sees the unreadable file.
        if getuid() != 0 { #expect(console.standardError.contains("Locked.swift: error: cannot read the file\n")) }
    }

    @Test func aFileWithoutFocusWordsThatIsNotUTF8IsReportedThoughThePrefilterSkipsIt() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        // Valid UTF-8, ASCII or not, with none of the words: skipped, nothing to say.
        try tree.write("Plain.swift", "let cafe = 1\n")
        try tree.write("Accented.swift", "// café ☕️\nlet cafe = 1\n")
        #expect(check(tree).0 == .clean)
        // Invalid UTF-8 with none of the words: reported as any file is (exit 2), prefilter or not.
        try tree.write("Other.swift", bytes: [0x6C, 0x65, 0x74, 0xFF])
        let (status, console) = check(tree) { $0.quiet = true }
        #expect(status == .failure)
        #expect(console.standardError == "Other.swift: error: not valid UTF-8 (at byte 3)\n")
        #expect(check(tree) { $0.noPrefilter = true }.0 == .failure)
    }

    @Test func parseOnlyReadsAndParsesEveryFileAndReportsNoFinding() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        try tree.write("Other.swift", bytes: [0x6C, 0x65, 0x74, 0xFF])
        let (status, console) = check(tree) { $0.parseOnly = true }
        #expect(status == .failure)
        #expect(console.standardOutput == "")
        #expect(console.standardError == "Other.swift: error: not valid UTF-8 (at byte 3)\nNo problems in 1 file; 1 could not be checked.\n")
    }

    @Test func filesFromListsPathsOnePerLine() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        try tree.write("B.swift", Self.warns)
        try tree.write("shard.txt", "B.swift\r\n\n")
        #expect(check(tree) { $0.filesFrom = "shard.txt" }.1.standardOutput == "B.swift:1:9: warning: focusedLOUD found [*] [loud-word]\n")
        #expect(check(tree, { $0.filesFrom = "-" }, input: "A.swift\n").1.standardOutput == "A.swift:1:9: warning: focusedLOUD found [*] [loud-word]\n")
        #expect(check(tree) { $0.filesFrom = "missing.txt" }.0 == .failure)
    }

    @Test func stdinIsReportedAndConfiguredAsTheGivenPath() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Pkg/.formlsp.json", #"{"rules": {"loud-word": "error"}, "exclude": ["Skip.swift"]}"#)
        let (status, console) = check(tree, { $0.stdinFilename = "Pkg/Form.swift" }, input: Self.warns)
        #expect(status == .findings)
        #expect(console.standardOutput == "Pkg/Form.swift:1:9: error: focusedLOUD found [*] [loud-word]\n")
        // An excluded path is checked when named, as in ruff, unless --force-exclude.
        #expect(check(tree, { $0.stdinFilename = "Pkg/Skip.swift" }, input: Self.warns).0 == .findings)
        #expect(check(tree, { $0.stdinFilename = "Pkg/Skip.swift"; $0.forceExclude = true }, input: Self.warns).0 == .clean)
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
        #expect(console.standardError == "Found 1 problem (1 note) in 1 file (1 checked).\nformlsp: fixed 1 file\n")
    }

    @Test func anAnalysisThatFailsIsItsFilesProblemAndTheOtherFilesAreChecked() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", "let a = focusedExplode\n")
        try tree.write("B.swift", Self.warns)
        let (status, console) = check(tree)
        #expect(status == .failure)
        #expect(console.standardError.contains("A.swift: error: the analysis failed: the word analyzer exploded\n"))
        #expect(console.standardOutput.contains("B.swift"))
        try tree.write("A.swift", Self.clean)
        let (again, quiet) = check(tree)
        #expect(again == .findings)
        #expect(!quiet.standardError.contains("the analysis failed"))
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
        #expect(check(tree) { $0.fix = true; $0.quiet = true }.1.standardError == "")
        #expect(check(tree) { $0.unsafeFixes = true; $0.quiet = true }.1.standardError == "")
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

    @Test func aSARIFFileIsWrittenFromTheSameRunAsTheAnnotations() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns + Self.notes)
        let (status, console) = check(tree) {
            $0.format = .github
            $0.sarifFile = "formlsp.sarif"
        }
        #expect(status == .findings)
        #expect(console.standardOutput.hasPrefix("::warning file=A.swift,line=1,"))
        let sarif = try JSON.parse(try #require(tree.read("formlsp.sarif")))
        let results = sarif["runs"]?[0]?["results"]
        #expect(results?[0]?["ruleId"] == "loud-word")
        #expect(results?[1]?["ruleId"] == "quiet-word")
        #expect(check(tree) { $0.sarifFile = "no/such/folder/formlsp.sarif" }.0 == .failure)
    }

    @Test func aLongRunOnATerminalShowsProgressAndColor() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        for index in 0...200 { try tree.write("F\(index).swift", Self.clean) }
        try tree.write("Z.swift", Self.warns)
        let (_, console) = check(tree, terminal: true)
        #expect(console.standardError.contains("] 202/202 files"))
        #expect(console.standardOutput.contains("\u{1B}[1;33mwarning:"))
        #expect(console.standardOutput.hasSuffix("Found 1 problem (1 warning) in 1 file (202 checked).\u{1B}[0m\n[*] 1 fixable with --fix.\n"))
        #expect(!check(tree).1.standardError.contains("files"))
    }

    @Test func aNamedPathWithNoSwiftFileToCheckWarnsAndExitsTwo() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        try tree.write("Empty/notes.txt", "")
        try tree.write("Generated/G.swift", Self.warns)
        try tree.write(".formlsp.json", #"{"exclude": ["Generated/**"]}"#)
        let (status, console) = check(tree) { $0.input.paths = ["A.swift", "Empty", "Generated"] }
        #expect(status == .failure)
        #expect(console.standardOutput == "A.swift:1:9: warning: focusedLOUD found [*] [loud-word]\n", "the other paths are still checked")
        #expect(console.standardError == """
            formlsp: warning: no Swift files found under Empty
            formlsp: warning: no Swift files found under Generated: exclude, include or .gitignore leave out all 1
            Found 1 problem (1 warning) in 1 file (1 checked).
            [*] 1 fixable with --fix.

            """)
        // An include that matches nothing.
        try tree.write(".formlsp.json", #"{"include": ["Sources/**"]}"#)
        #expect(check(tree) { $0.input.paths = ["."] }.0 == .failure)
        // Not naming a path checks the current folder, which may hold nothing to check: a warning only.
        #expect(check(tree).0 == .clean)
        #expect(check(tree).1.standardError == "formlsp: warning: no Swift files found under .: exclude, include or .gitignore leave out all 2\nNo problems in 0 files.\n")
        #expect(check(tree) { $0.quiet = true }.1.standardError == "")
    }

    @Test func colorFollowsTheFlagTheTerminalAndNoColor() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        let painted = "\u{1B}[1;33mwarning:"
        #expect(check(tree, terminal: true).1.standardOutput.contains(painted))
        #expect(!check(tree, { $0.noColorRequested = true }, terminal: true).1.standardOutput.contains(painted))
        #expect(!check(tree, { $0.color = .never }, terminal: true).1.standardOutput.contains(painted))
        #expect(!check(tree).1.standardOutput.contains(painted))
        let forced = check(tree) { $0.color = .always; $0.noColorRequested = true }.1.standardOutput
        #expect(forced.contains(painted))
        #expect(!forced.contains("Found"), "the summary line is for terminals")
    }

    @Test func quietPrintsFindingsAndErrorsOnly() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns)
        let (status, console) = check(tree, { $0.quiet = true; $0.fix = true }, terminal: true)
        #expect(status == .clean)
        #expect(console.standardOutput == "")
        #expect(console.standardError == "", "no 'fixed 1 file'")
        try tree.write("B.swift", Self.notes)
        #expect(check(tree, { $0.quiet = true }, terminal: true).1.standardOutput == "B.swift:1:9: \u{1B}[1;36mnote:\u{1B}[0m focusedNote found \u{1B}[2m[quiet-word]\u{1B}[0m\n".replacingOccurrences(of: "B.swift:1:9:", with: "\u{1B}[1mB.swift:1:9:\u{1B}[0m"))
    }

    @Test func aBaselineHidesWhatItRecordsWhereverTheCodeMoves() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.warns + Self.notes)
        let (written, console) = check(tree) { $0.writeBaselineFile = "ci/baseline.json"; $0.severity = .info }
        #expect(written == .clean)
        #expect(console.standardOutput == "")
        #expect(console.standardError == "formlsp: recorded 2 findings in ci/baseline.json\n")
        let baseline = try #require(tree.read("ci/baseline.json"))
        #expect(baseline.contains(#""path" : "../A.swift""#))
        #expect(check(tree) { $0.baselineFile = "ci/baseline.json"; $0.severity = .info }.0 == .clean)
        // Moved down and into another file: the words' type and field are the same, so still hidden.
        try FileManager.default.removeItem(atPath: tree.root + "/A.swift")
        try tree.write("Moved/B.swift", "\n\n" + Self.notes + Self.warns)
        #expect(check(tree) { $0.baselineFile = "ci/baseline.json"; $0.severity = .info }.0 == .clean)
        // A second finding of a kind the baseline records once is new.
        try tree.write("Moved/B.swift", Self.warns + Self.warns)
        let (status, again) = check(tree) { $0.baselineFile = "ci/baseline.json" }
        #expect(status == .findings)
        #expect(again.standardOutput == "Moved/B.swift:2:9: warning: focusedLOUD found [*] [loud-word]\n")
        // The configuration's baseline applies without the flag.
        try tree.write(".formlsp.json", #"{"baseline": "ci/baseline.json"}"#)
        #expect(check(tree).1.standardOutput == "Moved/B.swift:2:9: warning: focusedLOUD found [*] [loud-word]\n")
        try tree.write(".formlsp.json", #"{"baseline": "ci/missing.json"}"#)
        let (missing, error) = check(tree)
        #expect(missing == .failure)
        #expect(error.standardError == "ci/missing.json: cannot read the baseline\n")
    }

    @Test func showSettingsSaysWhatGovernsAPath() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Pkg/.formlsp.json", #"{"rules": {"loud-word": "error", "quiet-word": "off"}, "exclude": ["Gen/**"], "baseline": "b.json"}"#)
        try tree.write(".gitignore", "Ignored.swift\n")
        try tree.write("Pkg/Gen/G.swift", "")
        try tree.write("Ignored.swift", "")
        var options = try CheckOptions.parse([])
        options.workingDirectory = tree.root
        options.input.paths = ["Pkg/Gen/G.swift"]
        let console = CapturingConsole()
        #expect(Checker(options: options, analyzer: WordAnalyzer(), console: console).showSettings() == .clean)
        #expect(console.standardOutput == """
            Settings for Pkg/Gen/G.swift:
              configuration:      Pkg/.formlsp.json
              checked:            no: left out by exclude; checked only when named on the command line
              fails at:           warning (the default)
              baseline:           Pkg/b.json
              exclude:            Gen/**
              include:            every Swift file
              respect .gitignore: yes
              force exclude:      no
              rules:
                breaking-word  error
                loud-word      error (default warning)
                quiet-word     off (default info)

            """)
        options.input.paths = ["Ignored.swift"]
        options.forceExclude = true
        let ignored = CapturingConsole()
        _ = Checker(options: options, analyzer: WordAnalyzer(), console: ignored).showSettings()
        #expect(ignored.standardOutput.contains("checked:            no: left out by .gitignore; not checked, even when named (--force-exclude)"))
    }

    @Test func watchChecksAgainWhenAFileChanges() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("A.swift", Self.clean)
        var options = try CheckOptions.parse([])
        options.workingDirectory = tree.root
        let console = CapturingConsole()
        let checker = Checker(options: options, analyzer: WordAnalyzer(), console: console)
        let writer = Thread {
            // Once the first check is over: an edit during it (a loaded machine) is seen by both checks.
            while !console.standardError.contains("watching for changes") { Thread.sleep(forTimeInterval: 0.01) }
            Thread.sleep(forTimeInterval: 0.1)
            _ = try? tree.write("A.swift", Self.warns)
        }
        writer.start()
        #expect(checker.watch(interval: 0.05, rounds: 2) == .findings)
        #expect(console.standardOutput == "A.swift:1:9: warning: focusedLOUD found [*] [loud-word]\n")
        #expect(console.standardError == """
            No problems in 1 file.
            formlsp: watching for changes (Ctrl-C ends)
            formlsp: files changed; checking again
            Found 1 problem (1 warning) in 1 file (1 checked).
            [*] 1 fixable with --fix.

            """)
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
