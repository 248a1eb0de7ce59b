import FocusRules

/// Realistic forms with typical focus mistakes; each marker says where a finding of which rule starts.
struct BrokenForm: Sendable, CustomStringConvertible {
    let name: String
    let source: String
    let expected: [String: RuleID]
    var description: String { name }

    static let all: [BrokenForm] = [
        BrokenForm(name: "login without routing", source: """
            import SwiftUI

            struct LoginView: View {
                enum Field { case email, password }
                @FocusState private var focus: Field?
                @State private var email = ""
                @State private var password = ""

                var body: some View {
                    VStack {
                        TextField("Email", text: $email)
                            1️⃣.focused($focus, equals: .email)
                            .submitLabel(.next)
                        SecureField("Password", text: $password)
                            .focused($focus, equals: .password)
                            .submitLabel(.go)
                        Button("Sign In", action: signIn)
                    }
                }

                func signIn() {}
            }
            """, expected: ["1️⃣": "missing-focus-transition"]),

        BrokenForm(name: "sign-up switch missing a case, child view declared later", source: """
            import SwiftUI

            struct SignUpView: View {
                enum Field { case name, email, password, confirm }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var email = ""
                @State private var password = ""
                @State private var confirm = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($focus, equals: .name)
                        TextField("Email", text: $email).focused($focus, equals: .email)
                        PasswordFields(focus: $focus, password: $password, confirm: $confirm)
                    }
                    .submitLabel(.next)
                    .onSubmit {
                        switch focus {
                        case .name: focus = .email
                        case .email: focus = .password
                        case .confirm: register()
                        default: break
                        }
                    }
                }

                func register() {}
            }

            struct PasswordFields: View {
                @FocusState.Binding var focus: SignUpView.Field?
                @Binding var password: String
                @Binding var confirm: String

                var body: some View {
                    SecureField("Password", text: $password)
                        1️⃣.focused($focus, equals: .password)
                    SecureField("Confirm", text: $confirm)
                        .focused($focus, equals: .confirm)
                        2️⃣.submitLabel(.next)
                }
            }
            """, expected: ["1️⃣": "missing-focus-transition", "2️⃣": "submit-label-mismatch"]),

        BrokenForm(name: "checkout jumps over a field and routes to a removed one", source: """
            import SwiftUI

            struct CheckoutView: View {
                enum Field { case name, phone, address, notes }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var phone = ""
                @State private var address = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($focus, equals: .name).submitLabel(.next)
                        TextField("Phone", text: $phone)2️⃣.focused($focus, equals: .phone).submitLabel(.next)
                        TextField("Address", text: $address).focused($focus, equals: .address).submitLabel(.next)
                    }
                    .onSubmit {
                        switch focus {
                        case .name: focus = .address
                        case .phone: focus = .address
                        case .address: 1️⃣focus = .notes
                        default: break
                        }
                    }
                }
            }
            """, expected: ["1️⃣": "unbound-focus-target", "2️⃣": "focus-chain-gap"]),

        BrokenForm(name: "profile with copy-pasted binding and a number pad", source: """
            import SwiftUI

            struct ProfileView: View {
                enum Field { case name, age, city }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var age = ""
                @State private var city = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($focus, equals: .name).submitLabel(.next)
                        TextField("Age", text: $age)
                            .keyboardType(.numberPad)
                            1️⃣.focused($focus, equals: .age)
                        TextField("City", text: $city)2️⃣.focused($focus, equals: .age)
                    }
                    .onSubmit {
                        focus = focus == .name ? .age : nil
                    }
                }
            }
            """, expected: ["1️⃣": "keypad-without-return", "2️⃣": "duplicate-focus-binding"]),

        BrokenForm(name: "settings with Bool states and a default label", source: """
            import SwiftUI

            struct AccountSettings: View {
                1️⃣@FocusState private var isUsernameFocused: Bool
                @FocusState private var isEmailFocused: Bool
                @FocusState private var isWebsiteFocused: Bool
                @State private var username = ""
                @State private var email = ""
                @State private var website = ""

                var body: some View {
                    Form {
                        TextField("Username", text: $username)
                            2️⃣.focused($isUsernameFocused)
                            .onSubmit { isEmailFocused = true }
                        TextField("Email", text: $email)
                            .focused($isEmailFocused)
                            .submitLabel(.next)
                            .onSubmit { isWebsiteFocused = true }
                        TextField("Website", text: $website)
                            .focused($isWebsiteFocused)
                            .submitLabel(.done)
                            .onSubmit { isWebsiteFocused = false }
                    }
                }
            }
            """, expected: ["1️⃣": "bool-focus-states", "2️⃣": "missing-submit-label"]),

        BrokenForm(name: "search submit inside searchable, handler outside a submit scope", source: """
            import SwiftUI

            struct ContactsSearch: View {
                enum Field { case note }
                @FocusState private var focus: Field?
                @State private var query = ""
                @State private var note = ""

                var body: some View {
                    NavigationStack {
                        VStack {
                            List {}
                                1️⃣.onSubmit(of: .search) { search() }
                            TextField("Note", text: $note)
                                .focused($focus, equals: .note)
                                .submitScope()
                        }
                        2️⃣.onSubmit { saveNote() }
                        .searchable(text: $query)
                    }
                }

                func search() {}
                func saveNote() {}
            }
            """, expected: ["1️⃣": "search-submit-order", "2️⃣": "blocked-submit-handler"]),

        BrokenForm(name: "misspelt suppression and a suppressed finding", source: """
            import SwiftUI

            struct AddressView: View {
                enum Field { case street, city }
                @FocusState private var focus: Field?
                @State private var street = ""
                @State private var city = ""

                var body: some View {
                    Form {
                        // formlsp:disable-next-line missing-focus-transition
                        TextField("Street", text: $street).focused($focus, equals: .street).submitLabel(.next)
                        1️⃣// formlsp:disable-next-line missing-focus-transitions
                        TextField("City", text: $city).focused($focus, equals: .city)
                    }
                }
            }
            """, expected: ["1️⃣": "invalid-suppression"]),
    ]
}
