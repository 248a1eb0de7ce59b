import Checker
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// Forms whose files spell no focus word reach the analysis through the prefilter's second stage
/// (two text inputs), run through the checker with the real engine.
@Suite struct FormWithoutFocusWordsTests {
    /// Two plain text fields submitted by one button: no focus state, no submit handler, no label.
    static let shippingAddress = """
        import SwiftUI

        struct ShippingAddress: View {
            @State private var street = ""
            @State private var city = ""

            var body: some View {
                Form {
                    TextField("Street", text: $street)
                    TextField("City", text: $city)
                    Button("Save address", action: save)
                }
            }

            func save() {}
        }

        """

    /// One search field with a style: one input, nothing to route.
    static let catalogueSearch = """
        import SwiftUI

        struct CatalogueSearch: View {
            @State private var query = ""

            var body: some View {
                TextField("Search", text: $query)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
            }
        }

        """

    @Test func aFormWhoseFileSpellsNoFocusWordGetsItsNote() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("ShippingAddress.swift", Self.shippingAddress)
        let output = try checkerOutput(in: tree)
        #expect(output == """
            ShippingAddress.swift:9:13: note: Return moves focus nowhere in this form (`street`, `city`), which has no focus state; \
            route it from each field to the next [form-without-focus-routing]

            """)
    }

    /// What the prefilter rules out, the analysis would have found nothing in.
    @Test func theCheckerReportsTheSameWithAndWithoutThePrefilter() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("ShippingAddress.swift", Self.shippingAddress)
        try tree.write("CatalogueSearch.swift", Self.catalogueSearch)
        let filtered = try checkerOutput(in: tree)
        #expect(filtered.contains("ShippingAddress.swift"))
        #expect(!filtered.contains("CatalogueSearch.swift"))
        #expect(try checkerOutput(in: tree) { $0.noPrefilter = true } == filtered)
    }
}
