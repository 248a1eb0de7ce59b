import FocusRules
import FormlspEngine
import Foundation
import Testing

/// How often the storyboards of a project are listed and read: once for a checker run, whatever
/// the number of controllers; again in the server when one changes.
@Suite struct InterfaceFileIndexTests {
    private let swift = """
        class SignInViewController: UIViewController, UITextFieldDelegate {
            @IBOutlet weak var userField: UITextField!
            @IBOutlet weak var passwordField: UITextField!

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == userField { passwordField.becomeFirstResponder() }
                return true
            }
        }
        """

    /// `userField`'s delegate connected in Interface Builder, or not.
    private func storyboard(connected: Bool) -> String {
        let delegate = connected ? #"<connections><outlet property="delegate" destination="vc"/></connections>"# : ""
        return """
            <document><objects>
              <viewController id="vc" customClass="SignInViewController">
                <connections><outlet property="userField" destination="u"/><outlet property="passwordField" destination="p"/></connections>
              </viewController>
              <textField id="u"><textInputTraits key="textInputTraits" returnKeyType="next"/>\(delegate)</textField>
              <textField id="p"><textInputTraits key="textInputTraits" returnKeyType="done"/></textField>
            </objects></document>
            """
    }

    /// A project with the controller in `App/` and the storyboard, connected, in `App/Base.lproj`.
    private struct Project {
        let root: URL
        var source: String { root.appendingPathComponent("App/SignInViewController.swift").path }
        var storyboard: URL { root.appendingPathComponent("App/Base.lproj/Main.storyboard") }
    }

    private func makeProject() throws -> Project {
        let project = Project(root: FileManager.default.temporaryDirectory.appendingPathComponent("formlsp-ibindex-\(UUID().uuidString)"))
        try FileManager.default.createDirectory(at: project.storyboard.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "".write(to: project.root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try swift.write(toFile: project.source, atomically: true, encoding: .utf8)
        try storyboard(connected: true).write(to: project.storyboard, atomically: true, encoding: .utf8)
        return project
    }

    /// Rewrites the storyboard with `userField`'s delegate left out, dated later.
    private func disconnect(_ project: Project) throws {
        try storyboard(connected: false).write(to: project.storyboard, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: project.storyboard.path)
    }

    private func rules(_ engine: Engine, _ project: Project) -> [RuleID] {
        engine.configured(FileSettings()).analyze(swift, path: project.source).findings.map(\.rule)
    }

    @Test func aRunReadsEachStoryboardOnceForAllItsFiles() throws {
        let project = try makeProject()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let run = Engine(interfaceFiles: .forOneRun())
        #expect(rules(run, project).isEmpty, "the storyboard connects the delegate")
        try disconnect(project)
        #expect(rules(run, project).isEmpty, "the run read the storyboard once, before it changed")
        #expect(rules(Engine(interfaceFiles: .forOneRun()), project) == ["text-field-delegate-unset"], "the next run reads it again")
    }

    @Test func theServerReadsAStoryboardAgainWhenItChanges() throws {
        let project = try makeProject()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let server = Engine(interfaceFiles: InterfaceFileIndex(listingLifetime: 0))
        #expect(rules(server, project).isEmpty)
        try disconnect(project)
        #expect(rules(server, project) == ["text-field-delegate-unset"])
    }

    /// The checker's project walk lists the interface files once for the run: the index takes them
    /// from it and lists nothing itself.
    @Test func aRunTakesTheInterfaceFilesItsProjectWalkFound() throws {
        let project = try makeProject()
        defer { try? FileManager.default.removeItem(at: project.root) }
        try disconnect(project)
        let found = Engine(interfaceFiles: .forOneRun())
        found.interfaceFiles.listing.recordWalk(of: project.root.path, interfaceFiles: [project.storyboard.path])
        #expect(rules(found, project) == ["text-field-delegate-unset"])
        let missed = Engine(interfaceFiles: .forOneRun())
        missed.interfaceFiles.listing.recordWalk(of: project.root.path, interfaceFiles: [])
        #expect(rules(missed, project).isEmpty, "no storyboard in the walk: none is read, and outlets say nothing")
    }

    /// Controllers analysed at once on every core share the parsing of the project's storyboards:
    /// each sees every storyboard, the one connecting its outlets included, as one analysed alone does.
    @Test func controllersAnalysedAtOnceSeeEveryStoryboard() throws {
        let project = try makeProject()
        defer { try? FileManager.default.removeItem(at: project.root) }
        try disconnect(project)
        for number in 0..<12 {
            let other = project.root.appendingPathComponent("App/Screens\(number)/Screen.storyboard")
            try FileManager.default.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "<document><objects><viewController id=\"s\(number)\" customClass=\"Screen\(number)\"/></objects></document>"
                .write(to: other, atomically: true, encoding: .utf8)
        }
        let alone = rules(Engine(interfaceFiles: .forOneRun()), project)
        #expect(alone == ["text-field-delegate-unset"])
        let run = Engine(interfaceFiles: .forOneRun())
        let found = Locked<[[RuleID]]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let seen = rules(run, project)
            found.withLock { $0.append(seen) }
        }
        #expect(found.withLock { $0 } == Array(repeating: alone, count: 16))
    }
}

/// A value shared by the threads of a test.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
