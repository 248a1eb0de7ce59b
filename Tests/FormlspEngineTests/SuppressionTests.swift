import FocusRules
import FormlspEngine
import TestSupport
import Testing

/// `// formlsp:` comments and rule settings decide what is reported, not what is found.
@Suite struct SuppressionTests {
    /// Three fields labelled Next, none routed: `a` and `b` each report `missing-focus-transition`.
    private func form(_ a: String = "", _ b: String = "", header: String = "") -> String {
        """
        \(header)
        struct Form: View {
            @FocusState private var focus: Field?
            var body: some View {
                VStack {
                    \(a)
                    TextField("A", text: $a).focused($focus, equals: .a).submitLabel(.next)
                    \(b)
                    TextField("B", text: $b).focused($focus, equals: .b).submitLabel(.next)
                    TextField("C", text: $c).focused($focus, equals: .c)
                }
            }
        }
        """
    }

    private func reported(_ source: String) -> [String] {
        findings(in: source).map { "\($0.rule)" }
    }

    @Test func unsuppressedFormReportsBothFields() {
        #expect(reported(form()) == ["missing-focus-transition", "missing-focus-transition"])
    }

    @Test func disableNextLineCoversOnlyTheNextLine() {
        #expect(reported(form("// formlsp:disable-next-line missing-focus-transition")) == ["missing-focus-transition"])
    }

    /// Fields written over several lines: `a`'s finding sits on its `.focused(...)` line.
    private func multilineForm(aboveField: String = "", aboveContainer: String = "") -> String {
        """
        struct Form: View {
            @FocusState private var focus: Field?
            var body: some View {
                \(aboveContainer)
                VStack {
                    \(aboveField)
                    TextField("A", text: $a)
                        .focused($focus, equals: .a)
                        .submitLabel(.next)
                    TextField("B", text: $b)
                        .focused($focus, equals: .b)
                        .submitLabel(.next)
                    TextField("C", text: $c).focused($focus, equals: .c)
                }
                .padding()
            }
        }
        """
    }

    @Test func disableNextLineAboveAFieldCoversItsModifiersBelow() {
        #expect(reported(multilineForm()) == ["missing-focus-transition", "missing-focus-transition"])
        let suppressed = findings(in: multilineForm(aboveField: "// formlsp:disable-next-line missing-focus-transition"))
        #expect(suppressed.count == 1)
        #expect(suppressed.first?.message.contains("`b`") == true)
    }

    @Test func disableNextLineAboveAContainerDoesNotCoverItsFields() {
        #expect(reported(multilineForm(aboveContainer: "// formlsp:disable-next-line missing-focus-transition")) == ["missing-focus-transition", "missing-focus-transition"])
    }

    @Test func disableNextLineTakesSeveralIds() {
        #expect(reported(form("// formlsp:disable-next-line submit-label-mismatch, missing-focus-transition")) == ["missing-focus-transition"])
    }

    @Test func disableUntilEnable() {
        let source = form("// formlsp:disable missing-focus-transition", "// formlsp:enable missing-focus-transition")
        #expect(reported(source) == ["missing-focus-transition"])
    }

    @Test func disableWithoutEnableRunsToTheEnd() {
        #expect(reported(form("// formlsp:disable missing-focus-transition")).isEmpty)
    }

    @Test func disableFile() {
        #expect(reported(form(header: "// formlsp:disable-file missing-focus-transition")).isEmpty)
    }

    @Test func otherRulesAreNotSuppressed() {
        #expect(reported(form(header: "// formlsp:disable-file unbound-focus-target")).count == 2)
    }

    @Test func unknownIdIsReportedWhereTheCommentIs() {
        let marked = MarkedText(form("1️⃣// formlsp:disable-next-line missing-transition"))
        let invalid = findings(in: marked.text, rule: "invalid-suppression")
        #expect(invalid.map(\.range.lowerBound) == [marked["1️⃣"]])
        #expect(invalid.first?.message.contains("`missing-transition`") == true)
        #expect(invalid.first?.message.hasSuffix("(did you mean `missing-focus-transition`?)") == true)
    }

    @Test func anIdNothingLikeARuleGetsNoGuess() {
        let invalid = findings(in: form("// formlsp:disable-next-line everything"), rule: "invalid-suppression")
        #expect(invalid.map(\.message) == ["`everything` is not a formlsp rule; this suppression has no effect"])
    }

    @Test func swiftLintsSpellingIsReportedWithFormlspsAndSuppressesNothing() {
        let marked = MarkedText(form("1️⃣// formlsp:disable:next missing-focus-transition"))
        let invalid = findings(in: marked.text, rule: "invalid-suppression")
        #expect(invalid.map(\.range.lowerBound) == [marked["1️⃣"]])
        #expect(invalid.first?.message == "`formlsp:disable:next` is not a formlsp suppression, so it has no effect (did you mean `formlsp:disable-next-line`?)")
        #expect(reported(marked.text).filter { $0 == "missing-focus-transition" }.count == 2)
    }

    @Test func aSpaceAfterTheColonOrATypoInTheCommandIsReported() {
        let spaced = findings(in: form("// formlsp: disable-next-line missing-focus-transition"), rule: "invalid-suppression")
        #expect(spaced.first?.message == "`formlsp: disable-next-line` is not a formlsp suppression, so it has no effect (did you mean `formlsp:disable-next-line`?)")
        let typo = findings(in: form("// formlsp:disabel missing-focus-transition"), rule: "invalid-suppression")
        #expect(typo.first?.message.hasSuffix("(did you mean `formlsp:disable`?)") == true)
        let unknown = findings(in: form("// formlsp:silence missing-focus-transition"), rule: "invalid-suppression")
        #expect(unknown.first?.message.hasSuffix("; the commands are disable-next-line, disable, enable and disable-file") == true)
    }

    @Test func proseAfterFormlspColonIsAComment() {
        #expect(findings(in: form("// formlsp: this form routes Return in its view model"), rule: "invalid-suppression").isEmpty)
    }

    @Test func settingsTurnRulesOffAndChangeSeverity() {
        let off = Engine(settings: FileSettings(rules: RuleSettings(severities: ["missing-focus-transition": nil])))
        #expect(off.analyze(form(), path: "F.swift").findings.isEmpty)
        let error = Engine(settings: FileSettings(rules: RuleSettings(severities: ["missing-focus-transition": .error])))
        #expect(error.analyze(form(), path: "F.swift").findings.map(\.severity) == [.error, .error])
    }

    @Test func findingsAreSortedByPosition() {
        let starts = findings(in: form()).map(\.range.lowerBound)
        #expect(starts == starts.sorted())
    }
}

/// Nothing may crash on hostile or half-typed input.
@Suite struct RobustnessTests {
    /// Half-typed code: every form cut in the middle of every seventh line.
    @Test func truncatedFormsAreSafe() {
        let sources = CorrectForms.all.map(\.source) + BrokenForm.all.map { MarkedText($0.source).text }
        for source in sources {
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            for cut in stride(from: 2, to: lines.count, by: 7) {
                let prefix = lines[..<cut].joined(separator: "\n") + "\n" + lines[cut].prefix(lines[cut].count / 2)
                _ = Engine().analyze(prefix, path: "Prefix.swift")
            }
        }
    }

    @Test func garbageIsSafe() {
        for text in ["", "}}}}", ".onSubmit { focus = }", "@FocusState var", "struct V: View { var body: some View { .focused($f, equals:) } }", "\u{0}\u{FEFF}💥"] {
            _ = Engine().analyze(text, path: "Garbage.swift")
            _ = Engine().fixAll(text, path: "Garbage.swift", includeUnsafe: true)
        }
    }
}
