@testable import FocusModel
import Testing

/// The names the project index files declarations under, read off paths and qualified names: a
/// file's module is the folder under the last `Sources` or `Tests` folder of its path, when a file
/// lies inside that folder (SwiftPM's layout), any other file being in the unnamed module; an
/// enum is found under the last part of its qualified name.
@Suite struct ProjectNamesTests {
    @Test(arguments: [
        ("/repo/Sources/Checkout/Views/PaymentForm.swift", "Checkout"),
        ("/repo/Tests/CheckoutTests/PaymentFormTests.swift", "CheckoutTests"),
        // The last `Sources` or `Tests` decides, even when no folder and file follow it.
        ("/repo/Sources/Checkout/Tests/Fixtures/Form.swift", "Fixtures"),
        ("/repo/Sources/Checkout/Sources/Form.swift", ""),
        ("/repo/Sources/Form.swift", ""),
        ("/repo/App/Views/PaymentForm.swift", ""),
        ("//repo//Sources//Checkout//Form.swift", "Checkout"),
        ("/repo/Sources/Paiement·Été/Form.swift", "Paiement·Été"),
        ("Sources/Checkout/Form.swift", "Checkout"),
    ])
    func moduleOfAPath(path: String, module: String) {
        #expect(ProjectModules.module(ofPath: path) == module)
    }

    @Test(arguments: [
        ("SignUpView.Field", "Field"), ("Field", "Field"), ("Checkout.Payment.Step", "Step"),
        ("Inscription.Étape", "Étape"), ("Field.", "Field"), ("", ""),
    ])
    func simpleNameOfAnEnum(qualified: String, simple: String) {
        #expect(EnumSummary(qualifiedName: qualified, info: EnumInfo(name: qualified)).simpleName == simple)
    }
}
