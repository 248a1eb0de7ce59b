/// Realistic forms with correct focus routing: no rule may fire on any of them.
enum CorrectForms {
    static let all: [(name: String, source: String)] = [
        ("login", login), ("sign-up with child view", signUp), ("checkout with next property", checkout),
        ("shipping with CaseIterable", shipping), ("profile with conditions", profile), ("settings with Bool states", settings),
        ("search", search), ("payment with keyboard toolbar", payment), ("survey with ForEach", survey),
        ("handler methods", handlerMethods), ("password reveal", passwordReveal),
        ("fields generated from allCases", generatedFields), ("focus kept in a view model", viewModelFocus),
    ]

    static let viewModelFocus = """
        import SwiftUI

        @MainActor
        final class RegistrationModel: ObservableObject {
            enum Field: Hashable { case name, email }
            @Published var focusedField: Field?
            @Published var name = ""
            @Published var email = ""

            func submit() {
                focusedField = focusedField == .name ? .email : nil
            }
        }

        struct RegistrationView: View {
            @StateObject private var model = RegistrationModel()
            @FocusState private var focus: RegistrationModel.Field?

            var body: some View {
                Form {
                    TextField("Name", text: $model.name)
                        .focused($focus, equals: .name)
                        .submitLabel(.next)
                    TextField("Email", text: $model.email)
                        .focused($focus, equals: .email)
                        .submitLabel(.done)
                }
                .onSubmit { model.submit() }
                .onChange(of: model.focusedField) { _, field in focus = field }
                .onChange(of: focus) { _, field in model.focusedField = field }
            }
        }
        """

    static let generatedFields = """
        import SwiftUI

        struct ContactCardEditor: View {
            enum Field: Hashable, CaseIterable {
                case first, last, email
            }

            @FocusState private var focus: Field?
            @State private var values: [Field: String] = [:]

            var body: some View {
                Form {
                    ForEach(Field.allCases, id: \\.self) { field in
                        TextField("\\(field)", text: binding(for: field))
                            .focused($focus, equals: field)
                            .submitLabel(field == .email ? .done : .next)
                    }
                }
                .onSubmit { focus = focus?.next }
                .onAppear { focus = .first }
            }

            private func binding(for field: Field) -> Binding<String> {
                Binding { values[field, default: ""] } set: { values[field] = $0 }
            }
        }
        """

    static let login = """
        import SwiftUI

        struct LoginView: View {
            enum Field: Hashable {
                case email
                case password
            }

            @FocusState private var focusedField: Field?
            @State private var email = ""
            @State private var password = ""

            var body: some View {
                Form {
                    TextField("Email", text: $email)
                        .textContentType(.emailAddress)
                        .focused($focusedField, equals: .email)
                        .submitLabel(.next)
                    SecureField("Password", text: $password)
                        .focused($focusedField, equals: .password)
                        .submitLabel(.go)
                    Button("Log In", action: logIn)
                }
                .onSubmit {
                    switch focusedField {
                    case .email:
                        focusedField = .password
                    case .password:
                        logIn()
                    case nil:
                        break
                    }
                }
            }

            private func logIn() {}
        }
        """

    static let signUp = """
        import SwiftUI

        enum SignUpField: Hashable {
            case name, email, password
        }

        struct SignUpView: View {
            @FocusState private var focus: SignUpField?
            @State private var name = ""
            @State private var email = ""
            @State private var password = ""

            var body: some View {
                VStack(spacing: 12) {
                    nameSection
                    CredentialsFields(focus: $focus, email: $email, password: $password)
                }
                .submitLabel(.next)
                .onSubmit {
                    if focus == .name {
                        focus = .email
                    } else if focus == .email {
                        focus = .password
                    } else {
                        signUp()
                    }
                }
            }

            private var nameSection: some View {
                Section("Name") {
                    TextField("Full name", text: $name)
                        .focused($focus, equals: .name)
                }
            }

            func signUp() {}
        }

        struct CredentialsFields: View {
            var focus: FocusState<SignUpField?>.Binding
            @Binding var email: String
            @Binding var password: String

            var body: some View {
                TextField("Email", text: $email)
                    .focused(focus, equals: .email)
                SecureField("Password", text: $password)
                    .focused(focus, equals: .password)
                    .submitLabel(.join)
            }
        }
        """

    static let checkout = """
        import SwiftUI

        struct CheckoutView: View {
            enum Field {
                case name, street, city

                var next: Field? {
                    switch self {
                    case .name: return .street
                    case .street: return .city
                    case .city: return nil
                    }
                }
            }

            @FocusState private var focus: Field?
            @State private var name = ""
            @State private var street = ""
            @State private var city = ""

            var body: some View {
                Form {
                    TextField("Name", text: $name).focused($focus, equals: .name).submitLabel(.next)
                    TextField("Street", text: $street).focused($focus, equals: .street).submitLabel(.next)
                    TextField("City", text: $city).focused($focus, equals: .city).submitLabel(.done)
                }
                .onSubmit { focus = focus?.next }
            }
        }
        """

    static let shipping = """
        import SwiftUI

        enum ShippingField: CaseIterable {
            case street, zip, country

            var next: ShippingField? {
                let all = Self.allCases
                guard let index = all.firstIndex(of: self), index + 1 < all.count else { return nil }
                return all[index + 1]
            }
        }

        struct ShippingView: View {
            @FocusState private var field: ShippingField?
            @State private var street = ""
            @State private var zip = ""
            @State private var country = ""

            var body: some View {
                Form {
                    TextField("Street", text: $street).focused($field, equals: .street)
                    TextField("ZIP", text: $zip).focused($field, equals: .zip)
                    TextField("Country", text: $country).focused($field, equals: .country).submitLabel(.done)
                }
                .submitLabel(.next)
                .onSubmit { field = field?.next }
            }
        }
        """

    static let profile = """
        import SwiftUI

        struct ProfileEditor: View {
            enum Field { case name, company, bio }

            @FocusState private var focus: Field?
            @State private var name = ""
            @State private var company = ""
            @State private var bio = ""
            @State private var isEmployed = false

            var body: some View {
                Form {
                    TextField("Name", text: $name)
                        .focused($focus, equals: .name)
                        .submitLabel(.next)
                    if isEmployed {
                        TextField("Company", text: $company)
                            .focused($focus, equals: .company)
                            .submitLabel(.next)
                    }
                    TextField("Bio", text: $bio, axis: .vertical)
                        .focused($focus, equals: .bio)
                }
                .onSubmit {
                    guard let current = focus else { return }
                    switch current {
                    case .name: focus = isEmployed ? .company : .bio
                    case .company: focus = .bio
                    case .bio: break
                    }
                }
            }
        }
        """

    static let settings = """
        import SwiftUI

        struct SettingsView: View {
            @FocusState private var isNameFocused: Bool
            @FocusState private var isNotesFocused: Bool
            @State private var displayName = ""
            @State private var notes = ""

            var body: some View {
                Form {
                    TextField("Display name", text: $displayName)
                        .focused($isNameFocused)
                        .submitLabel(.next)
                        .onSubmit { isNotesFocused = true }
                    TextEditor(text: $notes)
                        .focused($isNotesFocused)
                }
            }
        }
        """

    static let search = """
        import SwiftUI

        struct RecipeSearchView: View {
            @State private var query = ""
            @State private var results: [String] = []

            var body: some View {
                NavigationStack {
                    List(results, id: \\.self) { Text($0) }
                        .searchable(text: $query)
                        .onSubmit(of: .search) { runSearch() }
                        .navigationTitle("Recipes")
                }
            }

            private func runSearch() {}
        }
        """

    static let payment = """
        import SwiftUI

        struct PaymentView: View {
            enum Field { case card, expiry, holder }
            @FocusState private var focus: Field?
            @State private var card = ""
            @State private var expiry = ""
            @State private var holder = ""

            var body: some View {
                Form {
                    TextField("Card number", text: $card)
                        .keyboardType(.numberPad)
                        .focused($focus, equals: .card)
                    TextField("Expiry", text: $expiry)
                        .keyboardType(.numberPad)
                        .focused($focus, equals: .expiry)
                    TextField("Cardholder", text: $holder)
                        .focused($focus, equals: .holder)
                        .submitLabel(.done)
                }
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Next") {
                            switch focus {
                            case .card: focus = .expiry
                            case .expiry: focus = .holder
                            default: focus = nil
                            }
                        }
                    }
                }
            }
        }
        """

    static let survey = """
        import SwiftUI

        struct SurveyView: View {
            enum Field: Hashable { case answer(Int), email }
            @FocusState private var focus: Field?
            @State private var answers = ["", "", ""]
            @State private var email = ""

            var body: some View {
                Form {
                    ForEach(answers.indices, id: \\.self) { index in
                        TextField("Answer \\(index + 1)", text: $answers[index])
                            .focused($focus, equals: .answer(index))
                            .submitLabel(.next)
                    }
                    TextField("Email", text: $email)
                        .focused($focus, equals: .email)
                        .submitLabel(.send)
                }
                .onSubmit {
                    switch focus {
                    case .answer(let index) where index + 1 < answers.count: focus = .answer(index + 1)
                    case .answer: focus = .email
                    default: send()
                    }
                }
            }

            func send() {}
        }
        """

    static let handlerMethods = """
        import SwiftUI

        struct FeedbackView: View {
            enum Field { case subject, message }
            @FocusState private var focus: Field?
            @State private var subject = ""
            @State private var message = ""

            var body: some View {
                VStack {
                    TextField("Subject", text: $subject)
                        .focused($focus, equals: .subject)
                        .submitLabel(.next)
                    TextField("Message", text: $message)
                        .focused($focus, equals: .message)
                        .submitLabel(.send)
                }
                .onSubmit(advance)
            }

            private func advance() {
                if case .subject = focus {
                    withAnimation { self.focus = .message }
                    return
                }
                send()
            }

            private func send() { advance() }
        }
        """

    static let passwordReveal = """
        import SwiftUI

        struct PasswordResetView: View {
            enum Field { case email, password }
            @FocusState private var focus: Field?
            @State private var email = ""
            @State private var password = ""
            @State private var isRevealed = false

            var body: some View {
                VStack {
                    TextField("Email", text: $email)
                        .focused($focus, equals: .email)
                        .submitLabel(.next)
                    if isRevealed {
                        TextField("New password", text: $password)
                            .focused($focus, equals: .password)
                    } else {
                        SecureField("New password", text: $password)
                            .focused($focus, equals: .password)
                    }
                }
                .submitLabel(.done)
                .onSubmit {
                    switch focus {
                    case .email: focus = .password
                    case .password, .none: reset()
                    }
                }
            }

            func reset() {}
        }
        """
}
