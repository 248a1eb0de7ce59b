// Return in Name does nothing though Email follows, and its key says Next: missing-focus-transition.
// SwiftUI is not on Linux, so the form compiles only where it is; formlsp reads it everywhere.
#if canImport(SwiftUI)
import SwiftUI

struct SignUpView: View {
    enum Field { case name, email }
    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
        Form {
            TextField("Name", text: $name).focused($focus, equals: .name).submitLabel(.next)
            TextField("Email", text: $email).focused($focus, equals: .email)
        }
    }
}
#endif

/// Something that compiles on every platform, so the target is never empty.
public let sampleFormCount = 1
