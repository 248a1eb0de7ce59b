import SwiftUI

/// Return on the email field does nothing although a password field follows.
struct SignUpForm: View {
    enum Field { case name, email, password }

    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("名前 🙂", text: $name).focused($focus, equals: .name).submitLabel(.next)
            TextField("📧 メール", text: $email).focused($focus, equals: .email).submitLabel(.next)
            SecureField("🔑 パスワード", text: $password).focused($focus, equals: .password).submitLabel(.done)
        }
        .onSubmit {
            switch focus {
            case .name: focus = .email
            default: break
            }
        }
    }
}
