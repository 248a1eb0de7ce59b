import FocusModel
import FormlspEngine
import Testing

/// What a file's context takes of the classes around it: its own classes' subclasses, not those
/// of a base class it only names (their analyses never ask), and the names it looks them up under.
@Suite struct ContextNamesTests {
    static let base = """
        import UIKit
        class BaseController: UIViewController {
            @IBOutlet weak var banner: UILabel!
            func showError(_ message: String) {}
        }
        """
    static let signIn = """
        import UIKit
        class SignInController: BaseController {
            @IBOutlet weak var email: UITextField!
            func signIn() {}
        }
        """
    static func staff(_ body: String) -> String {
        "import UIKit\nclass StaffSignInController: SignInController {\n@IBOutlet weak var badge: UILabel!\n\(body)\n}\n"
    }
    static func settings(_ body: String) -> String {
        "import UIKit\nclass SettingsController: BaseController {\n@IBOutlet weak var header: UILabel!\n\(body)\n}\n"
    }

    private func index(staff: String, settings: String) -> WorkspaceIndex {
        var index = WorkspaceIndex()
        index.update(path: "/App/BaseController.swift", text: Self.base, origin: .disk)
        index.update(path: "/App/SignInController.swift", text: Self.signIn, origin: .disk)
        index.update(path: "/App/StaffSignInController.swift", text: staff, origin: .disk)
        index.update(path: "/App/SettingsController.swift", text: settings, origin: .disk)
        return index
    }

    private func signInContext(in index: WorkspaceIndex) -> ProjectContext {
        index.context(forPath: "/App/SignInController.swift", summary: FileSummary(of: Self.signIn, path: "/App/SignInController.swift"))
    }

    @Test func aSiblingUnderTheSameBaseClassIsNoPartOfTheContext() {
        let before = index(staff: Self.staff("func a() {}"), settings: Self.settings("func b() {}"))
        let siblingEdited = index(staff: Self.staff("func a() {}"), settings: Self.settings("func b() {}\nfunc c() { field.delegate = self }"))
        #expect(signInContext(in: before) == signInContext(in: siblingEdited))
    }

    /// Negative: the form's own subclass is, and an edit to what it declares changes the context.
    @Test func theClassesOwnSubclassIsPartOfTheContext() {
        let before = index(staff: Self.staff("func a() {}"), settings: Self.settings("func b() {}"))
        let subclassEdited = index(staff: Self.staff("func a() {}\nfunc c() { field.delegate = self }"), settings: Self.settings("func b() {}"))
        #expect(signInContext(in: before) != signInContext(in: subclassEdited))
        let read = before.namesRead(forPath: "/App/SignInController.swift", summary: FileSummary(of: Self.signIn, path: "/App/SignInController.swift"))
        #expect(read.names.isSuperset(of: ["SignInController", "StaffSignInController", "BaseController", "UITextField"]))
        #expect(read.parents.isSuperset(of: ["SignInController", "StaffSignInController"]))
        #expect(!read.names.contains("SettingsController") && !read.parents.contains("BaseController"))
    }
}
