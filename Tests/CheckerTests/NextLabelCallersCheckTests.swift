import Checker
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// The checker reads where a view without focus state is shown, up to the app's root, whatever
/// file holds each place: a screen and an app that spell no chain word are read for their calls
/// once a view they name labels a field Next.
@Suite struct NextLabelCallersCheckTests {
    static let section = """
        import SwiftUI

        struct PaymentSection: View {
            @Binding var holder: String
            @Binding var iban: String

            var body: some View {
                TextField("Holder", text: $holder)
                    .submitLabel(.next)
                TextField("IBAN", text: $iban)
                    .submitLabel(.next)
            }
        }

        """

    static func screen(around: String) -> String {
        """
        import SwiftUI

        struct CheckoutScreen: View {
            @State private var holder = ""
            @State private var iban = ""

            var body: some View {
                Form {
                    PaymentSection(holder: $holder, iban: $iban)
                }\(around)
            }
        }

        """
    }

    static let app = """
        import SwiftUI

        @main
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup { CheckoutScreen() }
            }
        }

        """

    static let warnings = """
        PaymentSection.swift:8:9: warning: Return in `holder` moves focus nowhere; the next field is `iban` [missing-focus-transition]
        PaymentSection.swift:11:13: warning: `iban` shows `.next` but Return ends editing: `PaymentSection` has no focus state and no view showing it handles Return [submit-label-mismatch]

        """

    @Test(arguments: [["."], ["PaymentSection.swift"]])
    func aSectionWhoseScreenNeverRoutesIsReported(paths: [String]) throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("PaymentSection.swift", Self.section)
        try tree.write("CheckoutScreen.swift", Self.screen(around: ""))
        try tree.write("ShopApp.swift", Self.app)
        #expect(try checkerOutput(in: tree) { $0.input.paths = paths } == Self.warnings)
    }

    @Test func aSectionWhoseScreenRoutesIsNot() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("PaymentSection.swift", Self.section)
        try tree.write("CheckoutScreen.swift", Self.screen(around: ".onSubmit { pay() }"))
        try tree.write("ShopApp.swift", Self.app)
        #expect(try checkerOutput(in: tree) == "")
    }
}
