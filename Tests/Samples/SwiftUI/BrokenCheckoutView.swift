import SwiftUI

/// Typical mistakes in a checkout form: a field without routing, a label that lies, a number pad
/// in the middle of the chain, and routing to a field that was removed.
struct CheckoutView: View {
    enum Field { case name, street, city, zip, phone, coupon }

    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var street = ""
    @State private var city = ""
    @State private var zip = ""
    @State private var phone = ""

    var body: some View {
        Form {
            Section("Shipping") {
                TextField("Full name", text: $name)
                    .focused($focus, equals: .name)
                    .submitLabel(.next)
                TextField("Street", text: $street)
                    .focused($focus, equals: .street)
                    .submitLabel(.next)
                TextField("City", text: $city)
                    .focused($focus, equals: .city)
                    .submitLabel(.done)
                TextField("ZIP", text: $zip)
                    .keyboardType(.numberPad)
                    .focused($focus, equals: .zip)
            }
            Section("Contact") {
                TextField("Phone", text: $phone)
                    .focused($focus, equals: .phone)
                    .submitLabel(.next)
            }
            Button("Place order", action: placeOrder)
        }
        .onSubmit {
            switch focus {
            case .name: focus = .street
            case .city: focus = .zip
            case .phone: focus = .coupon
            default: break
            }
        }
    }

    private func placeOrder() {}
}
