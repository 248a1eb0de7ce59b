import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A form of table rows whose fields the controller makes its own delegates in `cellForRowAt`
/// (`cell.answerField.delegate = self`), each row configured in its arm of an `if` chain over the
/// section or its case of a `switch` over the row, while the controller's `textFieldShouldReturn(_:)`
/// only resigns whatever field it is handed: Return in every row drops the keyboard. The rows are
/// a form when one is labelled Next, one takes a password, or the controller saves them together;
/// rows each kept on their own (a settings table) are left alone, and so is a handler that does
/// anything with the field (searches, moves on, tells fields apart).
@Suite struct UIKitRowsEndingInClassHandlerTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "ClubProfileViewController.swift").findings.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    /// A club profile: one section per answer, told apart by `if indexPath.section == …`.
    /// `extra` is added to the class (a save action, a delegate method).
    static func clubProfile(
        rowsPerSection: String = "1", returnBody: String = "textField.resignFirstResponder()", extra: String = ""
    ) -> MarkedText {
        MarkedText("""
            import UIKit

            final class ClubProfileViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
                @IBOutlet weak var answersTable: UITableView!
                var answers: [String: String] = [:]

                func numberOfSections(in tableView: UITableView) -> Int {
                    3
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return \(rowsPerSection)
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "answer", for: indexPath) as! AnswerCell
                    cell.answerField.delegate = self
                    if indexPath.section == 1️⃣0 {
                        cell.questionLabel.text = "Nickname"
                        cell.answerField.accessibilityIdentifier = "nickname"
                    } else if indexPath.section == 2️⃣1 {
                        cell.questionLabel.text = "Home town"
                        cell.answerField.accessibilityIdentifier = "town"
                    } else if indexPath.section == 2 {
                        cell.questionLabel.text = "Favourite team"
                        cell.answerField.accessibilityIdentifier = "team"
                    }
                    return cell
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    \(returnBody)
                    return true
                }

                func textFieldDidEndEditing(_ textField: UITextField) {
                    answers[textField.accessibilityIdentifier ?? ""] = textField.text
                }
            \(extra)
            }
            """)
    }

    private static let saveAction = """

            @objc func saveAnswers() {
                ClubStore.shared.update(answers)
            }
        """

    @Test func sectionRowsSavedTogetherWithAResigningHandlerAreStuck() {
        let source = Self.clubProfile(extra: Self.saveAction)
        #expect(spots(source.text) == ["missing-focus-transition@\(source["1️⃣"])", "missing-focus-transition@\(source["2️⃣"])"])
    }

    /// Each answer is kept as it ends editing, and nothing saves them together: a settings table.
    @Test func sectionRowsKeptEachOnTheirOwnGetNothing() {
        #expect(spots(Self.clubProfile().text).isEmpty)
    }

    /// Sections of several rows each: which row an arm configures is not known.
    @Test func sectionsOfSeveralRowsAreNotRead() {
        #expect(spots(Self.clubProfile(rowsPerSection: "answers.count", extra: Self.saveAction).text).isEmpty)
    }

    @Test(arguments: [
        // A search box answers Return by searching.
        "runSearch(for: textField.text ?? \"\")",
        // The handler tells the rows' fields apart by their tags.
        "if textField.tag == 0 { textField.resignFirstResponder() }",
    ])
    func aHandlerDoingMoreThanResigningIsNotRead(returnBody: String) {
        let source = Self.clubProfile(returnBody: returnBody, extra: Self.saveAction + "\n\n    func runSearch(for text: String) {}")
        #expect(spots(source.text).isEmpty)
    }

    /// Ending the edit moves on to the next answer's field: resigning is routing.
    @Test func endingEditingThatMovesOnIsNotRead() {
        let source = Self.clubProfile(extra: Self.saveAction).text.replacingOccurrences(
            of: "answers[textField.accessibilityIdentifier ?? \"\"] = textField.text",
            with: "nextAnswerField(after: textField)?.becomeFirstResponder()"
        ) + "\n\nextension ClubProfileViewController {\n    func nextAnswerField(after field: UITextField) -> UITextField? { nil }\n}\n"
        #expect(source.contains("nextAnswerField(after: textField)?.becomeFirstResponder()"))
        #expect(spots(source).isEmpty)
    }

    /// A sign-in table: rows of a `switch` over the row number, the second taking a password.
    static func signInTable(emailLabel: String = "", passwordExtra: String = "cell.entryField.isSecureTextEntry = true") -> MarkedText {
        MarkedText("""
            import UIKit

            final class MemberSignInViewController: UITableViewController, UITextFieldDelegate {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    2
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath) as! EntryCell
                    cell.entryField.delegate = self
                    switch indexPath.row {
                    case 1️⃣0:
                        cell.entryField.placeholder = "Email"\(emailLabel)
                    case 1:
                        cell.entryField.placeholder = "Password"
                        \(passwordExtra)
                    default:
                        break
                    }
                    return cell
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    view.endEditing(true)
                    return false
                }
            }
            """)
    }

    @Test func aPasswordRowMakesTheRowsACredentialForm() {
        let source = Self.signInTable()
        #expect(spots(source.text) == ["missing-focus-transition@\(source["1️⃣"])"])
    }

    /// No password, no Next label, no save: rows each edited on their own.
    @Test func rowsWithoutAnySignOfAFormGetNothing() {
        #expect(spots(Self.signInTable(passwordExtra: "cell.entryField.isSecureTextEntry = false").text).isEmpty)
    }

    /// A Next label promises a next row, whatever else the rows show.
    @Test func aNextLabelOnARowThatOnlyResignsIsStuck() {
        let source = Self.signInTable(emailLabel: "\n            cell.entryField.returnKeyType = .next", passwordExtra: "")
        #expect(spots(source.text) == ["missing-focus-transition@\(source["1️⃣"])"])
    }
}
