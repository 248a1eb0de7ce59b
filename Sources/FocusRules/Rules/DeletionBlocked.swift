import FocusModel
import SwiftSyntax

/// A UIKit character filter that rejects the empty replacement string, so Backspace does nothing.
package enum DeletionBlocked: Rule {
    package static let description = RuleDescription(
        id: "deletion-blocked", defaultSeverity: .warning,
        summary: "textField(_:shouldChangeCharactersIn:replacementString:) returns false for a deletion.",
        whatItDoes: """
            Runs `textField(_:shouldChangeCharactersIn:replacementString:)` (Swift 1/2 code spells it \
            `textField(textField: UITextField, shouldChangeCharactersInRange range: NSRange, …)`) for a deletion, where the \
            replacement string is empty and the range replaced is not, and finds a `return false` it reaches. \
            `string.rangeOfCharacter(from:)`, `Int(string)` and `Double(string)` are nil for the empty string, so \
            filters built on them reject Backspace unless an earlier `string.isEmpty` check returns true \
            (or the C idiom for it: the string's C string compared with `"\\\\b"`, \
            `strcmp(char, "\\\\b") == -92`, holds for a deletion). A \
            length limit checked on the field's text before the edit (`textField.text!.count <= 9`) rather \
            than after it lets the text grow one past the limit, where it refuses every edit, Backspace \
            included. A `return false` reached only when the range is empty too (`range.length == 0`: no \
            deletion, a no-op or an insertion), or only when `textField.text` is nil (UIKit never leaves \
            it nil), blocks no deletion.
            """,
        whyIsThisBad: """
            The user types a wrong digit and cannot delete it: Backspace is silently refused. They must \
            select all and retype, or give up on the form.
            """,
        fix: """
            Insert `if string.isEmpty { return true }` at the top of the method (safe: it only lets \
            deletions through).
            """,
        examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            final class PINViewController: UIViewController, UITextFieldDelegate {
                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                    guard Int(string) != nil else { ↓return false }
                    return true
                }
            }
            """,
            """
            final class PINViewController: UIViewController, UITextFieldDelegate {
                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                    if string.rangeOfCharacter(from: .decimalDigits) == nil {
                        ↓return false
                    }
                    return true
                }
            }
            """,
            """
            final class TickerViewController: UIViewController, UITextFieldDelegate {
                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                    ↓return (textField.text ?? "").count <= 5
                }
            }
            """,
        ],
        nonTriggering: [
            """
            final class PINViewController: UIViewController, UITextFieldDelegate {
                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                    if string.isEmpty { return true }
                    guard Int(string) != nil else { return false }
                    return true
                }
            }
            """,
            """
            final class PINViewController: UIViewController, UITextFieldDelegate {
                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                    let updated = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
                    if updated.count > 6 { return false }
                    return CharacterSet.decimalDigits.isSuperset(of: CharacterSet(charactersIn: string))
                }
            }
            """,
            """
            final class CodeBoxViewController: UIViewController, UITextFieldDelegate {
                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                    guard let text = textField.text else { return false }
                    if range.length == 0 && string.isEmpty { return false }
                    return text.count < 1 || string.isEmpty
                }
            }
            """,
        ],
        corrections: [
            RuleExamples.Correction(
                """
                final class PINViewController: UIViewController, UITextFieldDelegate {
                    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                        guard Int(string) != nil else { return false }
                        return true
                    }
                }
                """,
                """
                final class PINViewController: UIViewController, UITextFieldDelegate {
                    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                        if string.isEmpty { return true }
                        guard Int(string) != nil else { return false }
                        return true
                    }
                }
                """
            ),
        ]
    )

    package static func check(_ context: RuleContext) {
        for deletion in blockedDeletions(in: context.model.uiKit) {
            let message = deletion.isOnceTextIsLong
                ? "Backspace is refused once the text is long: the length limit is checked on the text before the edit, so the text grows past it and then every edit is refused, deletions included"
                : "Backspace is refused: this returns false when the replacement `\(deletion.replacementName)` is empty, as it is for every deletion"
            context.report(
                self, message,
                at: deletion.returnStatement,
                related: [RelatedLocation(range: deletion.method, message: "the character filter")],
                fixes: context.uiKitFixes.deletionFix(for: deletion).map { [$0] } ?? []
            )
        }
    }
}

extension DeletionBlocked {
    /// A `return` that refuses an empty replacement string (a deletion).
    struct Blocked {
        /// The `return false` (or a `return` whose value is false for an empty string).
        var returnStatement: Range<Int>
        /// The `textField(_:shouldChangeCharactersIn:replacementString:)` declaration.
        var method: Range<Int>
        /// The replacement string parameter's name inside the body (`string`).
        var replacementName: String
        /// Refused only once the text is past a limit checked on the text before the edit.
        var isOnceTextIsLong: Bool
    }

    /// The exits of the character filters of `model` that refuse a deletion: a value false for
    /// `""` (or once the text is past a limit checked before the edit), not hidden by a condition on the string that cannot be decided, and either not a
    /// literal or reached through a condition on the string (a `return false` reached only past
    /// `guard let text = textField.text` is not about deletion). A filter that writes the text
    /// itself returns false on purpose, deletions included: UIKit must not apply the change twice.
    static func blockedDeletions(in model: UIKitModel) -> [Blocked] {
        model.characterFilters.filter { !$0.editsTextItself }.flatMap { filter in
            filter.deletionExits.filter { !$0.isHidden && $0.returnsFalse && ($0.isDecided || !$0.returnsLiteral) }.map {
                Blocked(returnStatement: $0.statement, method: filter.method, replacementName: filter.replacementName, isOnceTextIsLong: $0.isOnceTextIsLong)
            }
        }
    }
}

extension UIKitFixBuilder {
    /// `if string.isEmpty { return true }` at the top of the character filter.
    fileprivate func deletionFix(for deletion: DeletionBlocked.Blocked) -> Fix? {
        guard let function = lookup.node(FunctionDeclSyntax.self, at: deletion.method), let body = function.body else { return nil }
        let indent = body.statements.first.map { file.indentation(ofLineContaining: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
            ?? file.indentation(ofLineContaining: function.positionAfterSkippingLeadingTrivia.utf8Offset) + unit
        let guardText = newline + indent + "if \(deletion.replacementName).isEmpty { return true }"
        return Fix(
            title: "Allow deletions: return true for an empty replacement string", applicability: .safe,
            edits: [Replacement(range: Self.empty(at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset), replacement: guardText)],
            isPreferred: true
        )
    }
}
