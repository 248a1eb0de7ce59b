import FocusRules
import FormlspEngine
import Foundation
import Testing
import TestSupport

/// A field that hides its caret (`tintColor = .clear`, in the controller or in the field's own class
/// declared in another file) only stands in for something else: made first responder to bring up the
/// emoji keyboard or a date picker, never typed into. It is no member of the controller's form.
@Suite struct UIKitProxyFieldTests {
    static let chat = MarkedText("""
        import UIKit

        final class ChatViewController: UIViewController, UITextFieldDelegate {
            private lazy var 1️⃣reactionField: ReactionTextField = {
                let field = ReactionTextField()
                field.delegate = self
                view.addSubview(field)
                return field
            }()
            private let messageField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                messageField.delegate = self
                view.addSubview(messageField)
            }

            func showReactions() {
                reactionField.becomeFirstResponder()
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField == reactionField {
                    textField.resignFirstResponder()
                }
                return true
            }
        }

        """)

    static func reactionField(initializer: String) -> String {
        """
        import UIKit

        final class ReactionTextField: UITextField {
            override init(frame: CGRect) {
                super.init(frame: frame)
                \(initializer)
            }

            required init?(coder: NSCoder) { nil }

            override var textInputMode: UITextInputMode? {
                UITextInputMode.activeInputModes.first { $0.primaryLanguage == "emoji" }
            }
        }

        """
    }

    private let chatPath = "/app/Chat/ChatViewController.swift"
    private let fieldPath = "/app/Views/ReactionTextField.swift"

    private func spots(_ chat: String, field: String) -> [String] {
        var index = WorkspaceIndex()
        index.update(path: chatPath, text: chat)
        index.update(path: fieldPath, text: field)
        let engine = Engine()
        let context = index.context(forPath: chatPath, summary: engine.summary(of: chat, path: chatPath))
        return engine.findings(in: chat, path: chatPath, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test func aFieldShowingItsCaretIsAMemberOfTheForm() {
        let found = spots(Self.chat.text, field: Self.reactionField(initializer: "borderStyle = .none"))
        #expect(found == ["missing-focus-transition@\(Self.chat["1️⃣"])"])
    }

    @Test func aFieldWhoseClassHidesTheCaretIsAProxy() {
        #expect(spots(Self.chat.text, field: Self.reactionField(initializer: "tintColor = .clear")).isEmpty)
    }

    @Test func aFieldTheControllerHidesTheCaretOfIsAProxy() {
        let chat = Self.chat.text.replacingOccurrences(of: "field.delegate = self", with: "field.delegate = self\n        field.tintColor = UIColor.clear")
        #expect(spots(chat, field: Self.reactionField(initializer: "borderStyle = .none")).isEmpty)
    }

    /// A field whose keyboard is a picker hides its caret too, yet is on screen: still a member.
    @Test func aPickerFieldHidingItsCaretIsAMember() {
        let chat = Self.chat.text.replacingOccurrences(
            of: "messageField.delegate = self", with: "messageField.delegate = self\n        reactionField.inputView = UIPickerView()\n        reactionField.tintColor = .clear"
        )
        let members = Engine().analyze(chat, path: chatPath).chains.flatMap(\.fields).map(\.target.name)
        #expect(members == ["reactionField", "messageField"])
    }
}
