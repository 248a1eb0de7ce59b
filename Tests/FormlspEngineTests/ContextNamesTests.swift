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

/// A file's context takes the project's enums under the names it mentions, whether the file
/// mentions fewer names than the project declares enums or many more (the restriction walks the
/// smaller of the two).
@Suite struct ContextMentionsTests {
    static let path = "/App/SignUpForm.swift"
    static let unrelated = (1...12).map { "Unrelated\($0)" }

    /// Open in the editor, so that the index keeps them though they spell no chain word.
    private var index: WorkspaceIndex {
        var index = WorkspaceIndex()
        index.update(path: "/App/SignUpField.swift", text: "enum SignUpField: Hashable { case name, email }\n")
        index.update(path: "/App/PaymentField.swift", text: "enum PaymentField: Hashable { case card, expiry }\n")
        index.update(path: "/App/ShippingField.swift", text: "enum ShippingField: Hashable { case street, city }\n")
        return index
    }

    private func context(mentioning names: [String]) -> ProjectContext {
        let properties = names.enumerated().map { "    var value\($0.offset): \($0.element)" }.joined(separator: "\n")
        let text = "import SwiftUI\nstruct SignUpForm: View {\n\(properties)\n    var body: some View { EmptyView() }\n}\n"
        return index.context(forPath: Self.path, summary: FileSummary(of: text, path: Self.path))
    }

    @Test func fewerOrMoreMentionsThanEnumsSeeTheSameEnums() {
        let few = context(mentioning: ["SignUpField"])
        let many = context(mentioning: ["SignUpField"] + Self.unrelated)
        #expect(few == many)
    }

    /// Negative: an enum mentioned among many names is in the context, which then differs from
    /// that of a file mentioning only names the project does not declare.
    @Test func anEnumMentionedAmongManyNamesIsInTheContext() {
        #expect(context(mentioning: ["SignUpField"] + Self.unrelated) != context(mentioning: Self.unrelated))
        #expect(context(mentioning: ["PaymentField"] + Self.unrelated) != context(mentioning: ["SignUpField"] + Self.unrelated))
        #expect(context(mentioning: ["PaymentField"]) != context(mentioning: []))
    }
}
