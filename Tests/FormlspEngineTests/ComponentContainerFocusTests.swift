import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A password component takes its caller's focus binding and the value to bind, and applies
/// `.focused(focus, equals: slot)` not to its input but to a container around it: a `Group` of the
/// plain and hidden alternatives its reveal switch picks between, handed as content to a frame of
/// the app's. The container holds the component's one input, so the binding is that input's, and
/// the caller's `focus = .passphrase` reaches it.
@Suite struct ComponentContainerFocusTests {
    /// The component; `content` is what its frame shows beside the reveal button.
    static func component(content: String) -> String {
        """

        private struct Framed<Content: View>: View {
            @ViewBuilder let content: () -> Content
            var body: some View { HStack(spacing: 8) { content() }.padding(12) }
        }

        struct VaultPasswordField<Slot: Hashable>: View {
            let caption: String
            @Binding var text: String
            @Binding var reveals: Bool
            var focus: FocusState<Slot?>.Binding
            var slot: Slot

            var body: some View {
                Framed(content: {
                    \(content)
                    Button(reveals ? "Hide" : "Show") { reveals.toggle() }
                })
            }
        }

        """
    }

    static let revealSwitch = """
        Group {
                        if reveals {
                            TextField(caption, text: $text)
                        } else {
                            SecureField(caption, text: $text)
                        }
                    }
                    .focused(focus, equals: slot)
        """

    /// The vault's unlock screen: the account's Return moves on to the passphrase component.
    static func unlock(accountLabel: String = ".submitLabel(.next)", content: String = revealSwitch) -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct VaultUnlock: View {
                enum Slot: Hashable { case account, passphrase }
                @FocusState private var focus: Slot?
                @State private var account = ""
                @State private var passphrase = ""
                @State private var reveals = false

                var body: some View {
                    VStack {
                        TextField("Account", text: $account)
                            1️⃣.focused($focus, equals: .account)
                            \(accountLabel)
                            .onSubmit { 2️⃣focus = .passphrase }
                        VaultPasswordField(caption: "Passphrase", text: $passphrase, reveals: $reveals, focus: $focus, slot: .passphrase)
                            .submitLabel(.go)
                            .onSubmit(unlock)
                        Button("Unlock", action: unlock)
                    }
                }

                func unlock() {}
            }
            """ + component(content: content))
    }

    @Test(arguments: [
        revealSwitch,
        "HStack { Image(systemName: \"key\"); SecureField(caption, text: $text) }.focused(focus, equals: slot)",
        "ZStack { SecureField(caption, text: $text) }.focused(focus, equals: slot)",
    ])
    func aFocusBindingOnAContainerOfTheOneInputBindsItForTheCaller(content: String) {
        let found = findings(in: Self.unlock(content: content).text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// The chain goes through the component: the account's Return moves on, so its key says return wrongly.
    @Test func theFieldBeforeTheComponentIsCheckedAsMovingOn() throws {
        let screen = Self.unlock(accountLabel: "")
        let found = findings(in: screen.text)
        let finding = try #require(found.first)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(finding.rule == "missing-submit-label")
        #expect(finding.range.lowerBound == screen["1️⃣"])
    }

    /// The component that binds nothing to the slot it is given leaves the passphrase unbound.
    @Test func aComponentBindingNoContainerLeavesTheCallersValueUnbound() throws {
        let screen = Self.unlock(content: Self.revealSwitch.replacingOccurrences(of: ".focused(focus, equals: slot)", with: ".textFieldStyle(.plain)"))
        let found = findings(in: screen.text, rule: "unbound-focus-target")
        let finding = try #require(found.first)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(finding.range.lowerBound == screen["2️⃣"])
    }
}
