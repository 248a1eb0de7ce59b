import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A view routes Return through `@State` flags it hands to input components as their focus
/// (`InputComponentTests.entry`: `Entry` keeps its input's focus in step with the `Binding<Bool>`
/// it is handed): a return closure clearing one flag and setting the next moves focus on, so the
/// flags are the view's focus states and their chain is checked like any other.
@Suite struct ComponentFlagChainTests {
    static let screenPath = "/app/Packages/Account/Sources/Account/Recovery.swift"

    static let routesOn = """
        , onReturn: {
                            isPassphraseActive = false
                            isRepeatActive = true
                        }
        """

    /// A recovery phrase, a new passphrase and its repetition; `phraseLabel` is the first field's
    /// label modifier, if any, and `phraseReturn` and `passphraseReturn` what the first two hand
    /// `Entry` after their other arguments.
    static func recovery(phraseLabel: String, phraseReturn: String? = nil, passphraseReturn: String = routesOn) -> MarkedText {
        let phraseReturn = phraseReturn ?? """
            , onReturn: {
                                isPhraseActive = false
                                isPassphraseActive = true
                            }
            """
        return MarkedText("""
            import Kit
            import SwiftUI

            struct Recovery: View {
                let session: RecoverySession
                @State private var phrase = ""
                @State private var passphrase = ""
                @State private var repeated = ""
                @State private var isPhraseActive = true
                @State private var isPassphraseActive = false
                @State private var isRepeatActive = false
                @State private var reveals = false

                var body: some View {
                    VStack {
                        Entry(text: $phrase, 1️⃣isActive: $isPhraseActive, caption: "Recovery phrase", accessory: { EmptyView() }\(phraseReturn))
                        \(phraseLabel)
                        Entry(text: $passphrase, 2️⃣isActive: $isPassphraseActive, caption: "New passphrase", isSecure: !reveals, accessory: {
                            Toggle("Show", isOn: $reveals)
                        }\(passphraseReturn))
                        .submitLabel(.next)
                        Entry(text: $repeated, isActive: $isRepeatActive, caption: "Repeat it", isSecure: !reveals, accessory: { EmptyView() }, onReturn: restore)
                        .submitLabel(.done)
                    }
                }

                func restore() {
                    session.restore(phrase: phrase, passphrase: passphrase)
                }
            }

            """)
    }

    private func findings(of screen: String) -> [Finding] {
        var index = WorkspaceIndex()
        index.update(path: InputComponentTests.entryPath, text: InputComponentTests.entry)
        index.update(path: Self.screenPath, text: screen)
        let engine = Engine()
        return engine.findings(in: screen, path: Self.screenPath, context: index.context(forPath: Self.screenPath, summary: engine.summary(of: screen, path: Self.screenPath)))
    }

    @Test func anUnlabelledFieldWhoseClosureMovesTheFlagOnIsReported() throws {
        let screen = Self.recovery(phraseLabel: "")
        let found = findings(of: screen.text)
        let finding = try #require(found.first)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(finding.rule == "missing-submit-label")
        #expect(finding.range.lowerBound == screen["1️⃣"])
    }

    /// Three flags routing Return are no `@FocusState`s to turn into one enum: no `bool-focus-states`.
    @Test func aChainOfFlagsDoneRightGetsNothing() {
        let screen = Self.recovery(phraseLabel: ".submitLabel(.next)")
        let found = findings(of: screen.text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aFieldLabelledNextHandedNoClosureIsReported() throws {
        let screen = Self.recovery(phraseLabel: ".submitLabel(.next)", passphraseReturn: "")
        let found = findings(of: screen.text)
        let finding = try #require(found.first)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(finding.rule == "missing-focus-transition")
        #expect(finding.range.lowerBound == screen["2️⃣"])
    }

    /// Closures that set no flag route nothing through the flags: the flags are no focus states,
    /// and the form, handed closures that may route elsewhere, is left alone as before.
    @Test func closuresSettingNoFlagLeaveTheFormAlone() {
        let screen = Self.recovery(phraseLabel: "", phraseReturn: ", onReturn: { session.check(phrase) }", passphraseReturn: ", onReturn: { session.check(passphrase) }")
        let found = findings(of: screen.text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
