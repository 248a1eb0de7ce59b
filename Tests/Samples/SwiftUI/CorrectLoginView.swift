import SwiftUI

/// A correct login form: Return moves from email to password, then logs in.
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
            Section {
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .focused($focusedField, equals: .email)
                    .submitLabel(.next)
                SecureField("Password", text: $password)
                    .textContentType(.password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.go)
            }
            Button("Log In", action: logIn)
                .disabled(email.isEmpty || password.isEmpty)
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
        .onAppear { focusedField = .email }
    }

    private func logIn() {
        focusedField = nil
    }
}
