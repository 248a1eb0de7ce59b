import FocusRules
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// Which interface files belong with a Swift file.
@Suite struct InterfaceFileLookupTests {
    private let swift = """
        class PodFormViewController: UIViewController, UITextFieldDelegate {
            @IBOutlet weak var aField: UITextField!
            @IBOutlet weak var bField: UITextField!

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == aField { bField.becomeFirstResponder() }
                return true
            }
        }
        """
    private let storyboard = """
        <document><objects>
          <viewController id="vc" customClass="PodFormViewController">
            <connections><outlet property="aField" destination="a"/><outlet property="bField" destination="b"/></connections>
          </viewController>
          <textField id="a"><textInputTraits key="textInputTraits" returnKeyType="next"/></textField>
          <textField id="b"/>
        </objects></document>
        """

    /// Findings for `swift` in a fresh project with the storyboard at `storyboardFolder`.
    private func rules(storyboardFolder: String) throws -> [RuleID] {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("formlsp-ib-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: project) }
        let folder = project.appendingPathComponent(storyboardFolder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App"), withIntermediateDirectories: true)
        try "".write(to: project.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try storyboard.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let path = project.appendingPathComponent("App/PodFormViewController.swift").path
        try swift.write(toFile: path, atomically: true, encoding: .utf8)
        return Engine().analyze(swift, path: path).findings.map(\.rule)
    }

    @Test func aStoryboardAnywhereInTheProjectCounts() throws {
        #expect(try rules(storyboardFolder: "Resources/Base.lproj") == ["text-field-delegate-unset"])
    }

    @Test func dependencyAndBuildFoldersAreSkipped() throws {
        #expect(try rules(storyboardFolder: "Pods/SomePod").isEmpty)
        #expect(try rules(storyboardFolder: ".build/checkouts").isEmpty)
    }

    /// `storyboard` with `aField`'s delegate connected to the controller.
    private var connectedStoryboard: String {
        storyboard.replacingOccurrences(
            of: #"<textField id="a">"#, with: #"<textField id="a"><connections><outlet property="delegate" destination="vc"/></connections>"#)
    }

    /// Findings for `swift` (in `App/`) with these interface files, by path in the project.
    private func rules(interfaceFiles: [String: String]) throws -> [RuleID] {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("formlsp-ib-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App"), withIntermediateDirectories: true)
        try "".write(to: project.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for (relative, text) in interfaceFiles {
            let file = project.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let path = project.appendingPathComponent("App/PodFormViewController.swift").path
        try swift.write(toFile: path, atomically: true, encoding: .utf8)
        return Engine().analyze(swift, path: path).findings.map(\.rule)
    }

    @Test func twoStoryboardsOfOneTargetNamingOneClassAreBothConsidered() throws {
        #expect(try rules(interfaceFiles: ["App/Main.storyboard": connectedStoryboard]).isEmpty)
        // Both storyboards leave the field without a delegate: it has none, whichever is shown.
        #expect(try rules(interfaceFiles: ["App/Main.storyboard": storyboard, "App/Other.storyboard": storyboard]) == ["text-field-delegate-unset"])
    }

    /// A second scene of the class (a stale copy in another storyboard) lacks the delegate the first
    /// connects: which one the app shows is not read, so the delegate is unknown and nothing is said.
    @Test func storyboardsDisagreeingOnADelegateLeaveItUnknown() throws {
        #expect(try rules(interfaceFiles: ["App/Main.storyboard": connectedStoryboard, "App/Other.storyboard": storyboard]).isEmpty)
        #expect(try rules(interfaceFiles: ["App/Old.storyboard": storyboard, "App/Main.storyboard": connectedStoryboard]).isEmpty)
    }

    @Test func aClassIsTakenFromTheStoryboardsOfItsOwnTarget() throws {
        // Another target (its own folder) names a class of the same name: its connections are not this one's.
        #expect(try rules(interfaceFiles: ["App/Main.storyboard": storyboard, "MacApp/Main.storyboard": connectedStoryboard]) == ["text-field-delegate-unset"])
        #expect(try rules(interfaceFiles: ["App/Main.storyboard": connectedStoryboard, "MacApp/Main.storyboard": storyboard]).isEmpty)
    }
}
