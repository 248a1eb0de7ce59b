import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A step of a flow whose fields each copy what is typed, as it changes, into one object the view
/// is handed (`@EnvironmentObject`, `@Environment(Model.self)`, `@Binding`): the parent holding the
/// flow's Next button reads that object whole, so the fields are one form though the step shows no
/// button of its own. Fields copied into objects the view owns, into several objects, or not all
/// copied give no such sign.
@Suite struct SharedRecordStepTests {
    /// A delivery step of a checkout flow: the street and the city, each copied into `object` on
    /// change; `holder` declares it, `cityCopy` is what the city's change does. Two fields, so that
    /// nothing but the copies makes them one form (three in a row are details typed in turn).
    static func deliveryStep(
        holder: String = "@EnvironmentObject var order: CheckoutOrder", cityCopy: String = "order.delivery.city = city", object: String = "order"
    ) -> MarkedText {
        MarkedText("""
            final class CheckoutOrder: ObservableObject {
                @Published var delivery = Delivery()
            }

            final class GiftNote: ObservableObject {
                @Published var city = ""
            }

            struct DeliveryStep: View {
                \(holder)
                @State private var street = ""
                @State private var city = ""

                var body: some View {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Where should we deliver?").font(.headline)
                        1️⃣TextField("Street", text: $street)
                            .onChange(of: street) { newValue in
                                \(object).delivery.street = newValue
                            }
                        TextField("City", text: $city)
                            .onChange(of: city) { _ in
                                \(cityCopy)
                            }
                    }
                    .padding()
                }
            }
            """)
    }

    /// Return in the street drops the keyboard short of the city.
    @Test(arguments: [
        "@EnvironmentObject var order: CheckoutOrder",
        "@Environment(CheckoutOrder.self) private var order",
        "@ObservedObject var order: CheckoutOrder",
        "@Binding var order: CheckoutOrder",
    ])
    func fieldsCopiedIntoOneHandedObjectAreOneForm(holder: String) throws {
        let form = Self.deliveryStep(holder: holder)
        let note = try #require(formNotes(form.text).first, "\(holder)")
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("`street`, `city`"), "\(note.message)")
    }

    /// An object the view owns is read by nobody else: nothing says the step is submitted whole.
    @Test(arguments: ["@StateObject private var order = CheckoutOrder()", "@State private var order = CheckoutOrder()"])
    func fieldsCopiedIntoAnOwnedObjectAreNoSign(holder: String) {
        #expect(formNotes(Self.deliveryStep(holder: holder).text).isEmpty, "\(holder)")
    }

    /// The city copied into another object, or not copied at all: the two are no one record.
    @Test(arguments: [
        "note.city = city",
        "print(city)",
    ])
    func fieldsNotAllCopiedIntoTheSameObjectAreNoSign(cityCopy: String) {
        let holder = "@EnvironmentObject var order: CheckoutOrder\n    @EnvironmentObject var note: GiftNote"
        #expect(formNotes(Self.deliveryStep(holder: holder, cityCopy: cityCopy).text).isEmpty, "\(cityCopy)")
    }

    /// Copied as is, in any spelling of the new value.
    @Test(arguments: ["order.delivery.city = city", "self.order.delivery.city = self.city"])
    func aCopyIsTheValueAsTyped(cityCopy: String) {
        #expect(formNotes(Self.deliveryStep(cityCopy: cityCopy).text).count == 1, "\(cityCopy)")
    }

    /// A value cleaned up or replaced by a default before it is stored is applied as typed, a
    /// setting of its own (an address trimmed, else the default server): no copy of one record.
    @Test(arguments: [
        "order.delivery.city = city.trimmingCharacters(in: .whitespaces)",
        "if city.isEmpty { order.delivery.city = defaultCity } else { order.delivery.city = city.capitalized }",
    ])
    func aValueChangedBeforeItIsStoredIsNoCopy(cityCopy: String) {
        #expect(formNotes(Self.deliveryStep(cityCopy: cityCopy).text).isEmpty, "\(cityCopy)")
    }

    /// Values copied into the app's settings are each applied as typed: a settings screen, not a step.
    @Test func valuesCopiedIntoSettingsAreNoRecord() {
        let form = Self.deliveryStep(holder: "@EnvironmentObject var settings: CheckoutOrder", cityCopy: "settings.delivery.city = city", object: "settings")
        #expect(formNotes(form.text).isEmpty)
    }

    /// The step routed as it should be: Return moves on from each field, so there is nothing to say.
    @Test func aRoutedStepGetsNothing() {
        let source = """
            final class CheckoutOrder: ObservableObject {
                @Published var delivery = Delivery()
            }

            struct DeliveryStep: View {
                enum Field { case recipient, street }
                @EnvironmentObject var order: CheckoutOrder
                @FocusState private var focus: Field?
                @State private var street = ""

                var body: some View {
                    VStack {
                        TextField("Recipient", text: $recipient)
                            .focused($focus, equals: .recipient)
                            .submitLabel(.next)
                            .onSubmit { focus = .street }
                            .onChange(of: recipient) { order.delivery.recipient = $0 }
                        TextField("Street", text: $street)
                            .focused($focus, equals: .street)
                            .onChange(of: street) { order.delivery.street = $0 }
                    }
                }
            }
            """
        let all = findings(in: source)
        #expect(all.isEmpty, "\(all.map(\.message))")
    }
}
