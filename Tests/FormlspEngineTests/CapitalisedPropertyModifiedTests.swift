import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A form kept in a capitalised computed property (`var ShippingBlock: some View`) that `body`
/// shows with modifiers of its own (`ShippingBlock.padding()`): the property's view is modified,
/// not a member of a type of that name, so its fields are the form's.
@Suite struct CapitalisedPropertyModifiedTests {
    static func shipping(use: String, label: String = "") -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct ShippingView: View {
                enum Slot { case street, city }
                @FocusState private var slot: Slot?
                @State private var street = ""
                @State private var city = ""

                var body: some View {
                    VStack {
                        Text("Ship to")
                        \(use)
                    }
                }

                private var ShippingBlock: some View {
                    VStack {
                        TextField("Street", text: $street)
                            1️⃣.focused($slot, equals: .street)\(label)
                            .onSubmit { slot = .city }
                        TextField("City", text: $city)
                            .focused($slot, equals: .city)
                            .submitLabel(.done)
                    }
                }
            }

            """)
    }

    private static func findings(in text: String) -> [Finding] {
        Engine().analyze(text, path: "ShippingView.swift").findings
    }

    @Test func aModifiedPropertyHoldsTheForm() {
        let form = Self.shipping(use: "ShippingBlock\n                .padding(.horizontal)")
        let found = Self.findings(in: form.text)
        #expect(found.map(\.rule) == ["missing-submit-label"], "\(found.map(\.message))")
        #expect(found.first?.range.lowerBound == form["1️⃣"])
    }

    @Test func aLabelledFormIsClean() {
        let found = Self.findings(in: Self.shipping(use: "ShippingBlock.padding()", label: "\n                .submitLabel(.next)").text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A type's static member of that spelling is still no view of this one.
    @Test func aTypesMemberIsNoProperty() {
        let found = Self.findings(in: Self.shipping(use: "Color.red.padding()").text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
