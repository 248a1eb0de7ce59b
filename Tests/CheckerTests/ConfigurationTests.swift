import FocusRules
import FormlspEngine
import ProjectFiles
import TestSupport
import Testing

@Suite struct ConfigurationTests {
    let known: Set<RuleID> = ["loud-word", "quiet-word"]

    func parse(_ text: String) throws(ConfigurationError) -> Configuration {
        try Configuration.parse(Array(text.utf8), file: ".formlsp.json", folder: "/work", knownRules: known)
    }

    @Test func readsEveryKeyWithComments() throws {
        let configuration = try parse(
            """
            {
              // turn one rule off, raise another
              "rules": { "loud-word": "off", "quiet-word": "error" },
              /* skip generated code */
              "exclude": ["Generated/**"],
              "include": ["Sources/**"],
              "severity": "error"
            }
            """)
        #expect(configuration.rules["loud-word"] == .some(nil))
        #expect(configuration.rules["quiet-word"] == .some(.error))
        #expect(configuration.exclude.map(\.pattern) == ["Generated/**"])
        #expect(configuration.include.map(\.pattern) == ["Sources/**"])
        #expect(configuration.severityThreshold == .error)
        #expect(configuration.excludes("Generated/A.swift", isDirectory: false))
        #expect(!configuration.includes("Tests/A.swift"))
        #expect(configuration.includes("Sources/A.swift"))
        #expect(configuration.ruleSettings.severity(of: WordAnalyzer.quiet) == .error)
        #expect(configuration.ruleSettings.severity(of: WordAnalyzer.loud) == nil)
    }

    /// (text, the error as printed)
    static let errors: [(String, String)] = [
        ("{\n  \"rules\": {},\n  \"rulez\": {}\n}", ".formlsp.json:3: unknown key \"rulez\" (did you mean \"rules\"?)"),
        ("{\n  \"colour\": true\n}", ".formlsp.json:2: unknown key \"colour\" (expected one of baseline, exclude, include, rules, severity)"),
        ("{\n  \"rules\": {\n    \"loud-word\": \"warning\",\n    \"no-such-rule\": \"off\"\n  }\n}", ".formlsp.json:4: unknown rule \"no-such-rule\""),
        ("{\n  \"rules\": {\n    \"loud-word\": \"loud\"\n  }\n}", ".formlsp.json:3: rule \"loud-word\" must be one of off, info, warning, error, not \"loud\""),
        ("{\n  \"rules\": {\n    \"loud-word\": true\n  }\n}", ".formlsp.json:3: rule \"loud-word\" must be one of off, info, warning, error, not true"),
        ("{\"rules\": []}", ".formlsp.json:1: \"rules\" must be an object of rule ids to off/info/warning/error"),
        ("{\n\"exclude\": [\n  \"ok/**\",\n  \"[bad\"\n]}", ".formlsp.json:4: in \"exclude\": pattern \"[bad\" has an unterminated ["),
        ("{\n\"include\": [\n  1\n]}", ".formlsp.json:3: \"include\" entries must be strings, not 1"),
        ("{\"exclude\": \"Pods\"}", ".formlsp.json:1: \"exclude\" must be an array of glob patterns"),
        ("{\n\n  \"severity\": \"fatal\"}", ".formlsp.json:3: \"severity\" must be one of info, warning, error, not \"fatal\""),
        ("[1]", ".formlsp.json:1: the configuration must be a JSON object"),
        ("{\n  \"rules\": {\n}", ".formlsp.json:3: not valid JSON: Missing ',' or '}' in object declaration"),
        ("{\r  \"rules\": {\r    \"no-such-rule\": \"off\"\r  }\r}", ".formlsp.json:3: unknown rule \"no-such-rule\""),
        ("{\r\n  \"rules\": {},\r\n  \"rulez\": {}\r\n}", ".formlsp.json:3: unknown key \"rulez\" (did you mean \"rules\"?)"),
        ("{\"baseline\": 1}", ".formlsp.json:1: \"baseline\" must be the path of a baseline file, not 1"),
    ]

    @Test(arguments: errors)
    func namesFileLineAndKey(text: String, printed: String) {
        let error = #expect(throws: ConfigurationError.self) { try parse(text) }
        #expect(error?.description == printed)
    }

    @Test func everyProblemIsReportedAtOnceInLineOrder() {
        let text = "{\n  \"rulez\": {},\n  \"severity\": \"fatal\",\n  \"rules\": { \"loud-wurd\": \"off\", \"quiet-word\": \"loud\" },\n  \"exclude\": [\"ok\", 3]\n}"
        let error = #expect(throws: ConfigurationError.self) { try parse(text) }
        #expect(error?.description.split(separator: "\n") == [
            ".formlsp.json:2: unknown key \"rulez\" (did you mean \"rules\"?)",
            ".formlsp.json:3: \"severity\" must be one of info, warning, error, not \"fatal\"",
            ".formlsp.json:4: unknown rule \"loud-wurd\" (did you mean \"loud-word\"?)",
            ".formlsp.json:4: rule \"quiet-word\" must be one of off, info, warning, error, not \"loud\"",
            ".formlsp.json:5: \"exclude\" entries must be strings, not 3",
        ])
    }

    @Test func theBaselineIsRelativeToTheConfigurationsFolder() throws {
        #expect(try parse(#"{"baseline": "ci/../formlsp-baseline.json"}"#).baseline == "/work/formlsp-baseline.json")
        #expect(try parse(#"{"baseline": "/elsewhere/b.json"}"#).baseline == "/elsewhere/b.json")
    }

    /// Whatever the bytes, the answer is a configuration or an error naming the file, never a crash.
    @Test(arguments: ["", "/*", "{\"rules\": {\"loud-word\": \"off\"", String(repeating: "[", count: 100_000), "{\"a\\", "{} {}"])
    func hostileTextIsAnErrorNotACrash(text: String) {
        let error = #expect(throws: ConfigurationError.self) { try parse(text) }
        #expect(error?.file == ".formlsp.json")
        #expect((error?.line ?? 0) >= 1)
    }

    @Test func aByteOrderMarkIsFine() throws {
        #expect(try parse("\u{FEFF}{\"severity\": \"error\"}").severityThreshold == .error)
    }

    @Test func anUnreadableFileIsAnError() {
        #expect(throws: ConfigurationError(file: "missing.json", line: nil, message: "cannot read the file")) {
            try Configuration.load(file: "/nonexistent/formlsp/missing.json", displayName: "missing.json", knownRules: known)
        }
    }

    @Test func theNearestFileWinsAndTheSearchStopsAtTheWorkspaceRoot() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".formlsp.json", "{}")
        try tree.write("App/.formlsp.json", "{}")
        try tree.write("App/Deep/Er/A.swift", "")
        try tree.write("Lib/A.swift", "")
        try tree.write("Nested/.git/HEAD", "")
        try tree.write("Nested/Pkg/A.swift", "")
        #expect(Configuration.nearestFile(governing: tree.root + "/App/Deep/Er") == tree.root + "/App/.formlsp.json")
        #expect(Configuration.nearestFile(governing: tree.root + "/Lib") == tree.root + "/.formlsp.json")
        #expect(Configuration.nearestFile(governing: tree.root + "/Nested/Pkg") == nil)
    }
}
