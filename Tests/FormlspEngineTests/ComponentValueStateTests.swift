import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A view keeps where focus is in a plain `@State` value (no `@FocusState`) and hands it to each
/// input wrapper with the key naming that wrapper's input; the wrapper focuses its input whenever
/// the value equals its key (its own `Bool` focus state kept in step by `.onChange`), and runs the
/// return closure it is handed on Return. A closure setting the value moves focus there, so the
/// value is the view's focus state and its chain is checked like any other.
@Suite struct ComponentValueStateTests {
    static let wrapper = """
        import SwiftUI

        struct KeyedField<Key: Hashable>: View {
            let title: String
            @Binding var text: String
            @Binding var selection: Key?
            let key: Key
            var onReturn: () -> Void = {}
            @FocusState private var isFocused: Bool

            var body: some View {
                TextField(title, text: $text)
                    .focused($isFocused)
                    .onSubmit(onReturn)
                    .onChange(of: selection) { isFocused = $0 == key }
                    .onChange(of: isFocused) { if $0 { selection = key } }
            }
        }

        """

    /// City, then postcode; `cityLabel` labels the city's call, `cityReturn` is the closure it hands.
    static func deliveryForm(cityLabel: String = "", cityReturn: String = "{ entry = .postcode }") -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct DeliveryForm: View {
                enum Entry: Hashable { case city, postcode }
                @State private var entry: Entry?
                @State private var city = ""
                @State private var postcode = ""

                var body: some View {
                    Form {
                        KeyedField(title: "City", text: $city, 1️⃣selection: $entry, key: .city, onReturn: \(cityReturn))
                            \(cityLabel)
                        KeyedField(title: "Postcode", text: $postcode, selection: $entry, key: .postcode, onReturn: { entry = nil })
                            .submitLabel(.done)
                    }
                }
            }

            """)
    }

    static let formPath = "/app/Delivery/DeliveryForm.swift"

    private func findings(of form: String) -> [Finding] {
        var index = WorkspaceIndex()
        index.update(path: "/app/Design/KeyedField.swift", text: Self.wrapper, origin: .disk)
        index.update(path: Self.formPath, text: form)
        let engine = Engine()
        return engine.findings(in: form, path: Self.formPath, context: index.context(forPath: Self.formPath, summary: engine.summary(of: form, path: Self.formPath)))
    }

    @Test func aWrapperWhoseClosureMovesTheValueOnWithoutANextLabelIsReported() {
        let form = Self.deliveryForm()
        let found = findings(of: form.text)
        #expect(found.map(\.rule) == ["missing-submit-label"], "\(found.map(\.message))")
        #expect(found.first?.range.lowerBound == form["1️⃣"])
        #expect(found.first?.message == "Return in `city` moves focus to `postcode` but the key says return; label it Next")
    }

    @Test func theWrappersLabelledNextGetNothing() {
        let found = findings(of: Self.deliveryForm(cityLabel: ".submitLabel(.next)").text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Closures that never set the value route nothing through it: it is no focus state, and the
    /// form, handed closures that may route elsewhere, is left alone.
    @Test func closuresSettingNoValueLeaveTheFormAlone() {
        let found = findings(of: Self.deliveryForm(cityReturn: "{ validate(city) }").text.replacingOccurrences(of: "onReturn: { entry = nil }", with: "onReturn: {}"))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
