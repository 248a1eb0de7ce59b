@testable import Checker
import Testing

@Suite struct UnifiedDiffTests {
    func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.render(old: old, new: new, oldPath: "A.swift", newPath: "A.swift")
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(diff("a\nb\n", "a\nb\n") == "")
        #expect(diff("", "") == "")
    }

    @Test func aChangedLineWithThreeLinesOfContext() {
        let old = (1...9).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            diff(old, new) == """
                --- A.swift
                +++ A.swift
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func distantChangesMakeSeparateHunksAndCloseOnesMerge() {
        let old = (1...20).map { "\($0)\n" }.joined()
        var new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n")
        new = new.replacingOccurrences(of: "\n18\n", with: "\n18\neighteen and a half\n")
        #expect(
            diff(old, new) == """
                --- A.swift
                +++ A.swift
                @@ -1,5 +1,5 @@
                 1
                -2
                +two
                 3
                 4
                 5
                @@ -16,5 +16,6 @@
                 16
                 17
                 18
                +eighteen and a half
                 19
                 20

                """)
        let merged = old.replacingOccurrences(of: "\n5\n", with: "\nfive\n").replacingOccurrences(of: "\n10\n", with: "\nten\n")
        #expect(diff(old, merged).components(separatedBy: "@@ -").count == 2)
    }

    @Test func marksAMissingFinalNewlineAndKeepsCRLF() {
        #expect(
            diff("a\r\nb", "a\r\nc") == """
                --- A.swift
                +++ A.swift
                @@ -1,2 +1,2 @@
                 a\r
                -b
                \\ No newline at end of file
                +c
                \\ No newline at end of file

                """)
    }

    @Test func anEmptySideIsNumberedZero() {
        #expect(diff("", "x\n") == "--- A.swift\n+++ A.swift\n@@ -0,0 +1 @@\n+x\n")
        #expect(diff("x\ny\n", "") == "--- A.swift\n+++ A.swift\n@@ -1,2 +0,0 @@\n-x\n-y\n")
    }

    /// Applying the edit script to the old lines must give the new ones, whatever the inputs.
    @Test(arguments: [("abcabba", "cbabac"), ("", "abc"), ("abc", ""), ("aaaa", "aaab"), ("xyz", "xyz"), ("abcdef", "fedcba")])
    func theEditScriptIsMinimalAndCorrect(old: String, new: String) {
        let oldLines = old.map { Substring("\($0)\n") }
        let newLines = new.map { Substring("\($0)\n") }
        let script = UnifiedDiff.edits(oldLines, newLines)
        var rebuilt: [Substring] = []
        for edit in script {
            switch edit {
            case .same(let index, _): rebuilt.append(oldLines[index])
            case .insert(let index): rebuilt.append(newLines[index])
            case .delete: break
            }
        }
        #expect(rebuilt == newLines)
        let changes = script.count(where: { if case .same = $0 { false } else { true } })
        #expect(changes == oldLines.count + newLines.count - 2 * longestCommonSubsequence(oldLines, newLines))
    }

    /// A rewrite of thousands of lines is one replacement between the kept ends.
    @Test func aHugeRewriteIsStillACorrectDiff() {
        let count = 2_010
        let oldLines = (0..<count).map { Substring("old \($0)\n") }
        let newLines = ["kept\n"] + (0..<count).map { Substring("new \($0)\n") } + ["kept\n"]
        let script = UnifiedDiff.edits(["kept\n"] + oldLines + ["kept\n"], newLines)
        #expect(script.first == .same(old: 0, new: 0))
        #expect(script.last == .same(old: count + 1, new: count + 1))
        #expect(script.count(where: { if case .delete = $0 { true } else { false } }) == count)
        #expect(script.count(where: { if case .insert = $0 { true } else { false } }) == count)
    }

    private func longestCommonSubsequence(_ a: [Substring], _ b: [Substring]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
