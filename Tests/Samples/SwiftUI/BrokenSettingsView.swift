import SwiftUI

/// Typical mistakes in a settings screen: Bool focus states standing in for an enum, a field
/// without a label, and a submit handler that a `.submitScope()` hides from its field.
struct SettingsView: View {
    @FocusState private var isNameFocused: Bool
    @FocusState private var isEmailFocused: Bool
    @FocusState private var isBioFocused: Bool
    @State private var name = ""
    @State private var email = ""
    @State private var bio = ""

    var body: some View {
        Form {
            TextField("Display name", text: $name)
                .focused($isNameFocused)
                .onSubmit { isEmailFocused = true }
            TextField("Email", text: $email)
                .focused($isEmailFocused)
                .submitLabel(.next)
                .onSubmit { isBioFocused = true }
            TextField("Bio", text: $bio)
                .focused($isBioFocused)
                .submitLabel(.done)
                .submitScope()
                .onSubmit { save() }
        }
    }

    private func save() {}
}
