import SwiftUI

/// A correct sign-up form whose password fields live in a child view that receives the binding.
struct SignUpView: View {
    enum Field: CaseIterable {
        case name, email, password, confirmation

        var next: Field? {
            switch self {
            case .name: return .email
            case .email: return .password
            case .password: return .confirmation
            case .confirmation: return nil
            }
        }
    }

    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var confirmation = ""

    var body: some View {
        NavigationStack {
            Form {
                identitySection
                PasswordSection(focus: $focus, password: $password, confirmation: $confirmation)
            }
            .submitLabel(.next)
            .onSubmit {
                if focus == .confirmation {
                    signUp()
                } else {
                    focus = focus?.next
                }
            }
            .navigationTitle("Create Account")
        }
    }

    @ViewBuilder
    private var identitySection: some View {
        Section("You") {
            TextField("Name", text: $name)
                .textContentType(.name)
                .focused($focus, equals: .name)
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .focused($focus, equals: .email)
        }
    }

    private func signUp() {}
}

struct PasswordSection: View {
    var focus: FocusState<SignUpView.Field?>.Binding
    @Binding var password: String
    @Binding var confirmation: String

    var body: some View {
        Section("Password") {
            SecureField("Password", text: $password)
                .focused(focus, equals: .password)
            SecureField("Confirm password", text: $confirmation)
                .focused(focus, equals: .confirmation)
                .submitLabel(.join)
        }
    }
}
