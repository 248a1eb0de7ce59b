import SwiftUI

/// Return on the username field does nothing although a password field follows.
struct LoginForm: View {
    enum Field { case username, password }

    @FocusState private var focus: Field?
    @State private var username = ""
    @State private var password = ""

    var body: some View {
        VStack {
            TextField("Username", text: $username)
                .focused($focus, equals: .username)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .submitLabel(.go)
        }
        .onSubmit {
            switch focus {
            case .password: logIn()
            default: break
            }
        }
    }

    private func logIn() {}
}
