import LazyScrollUI

/// Buttons as apps style them: roles, `.buttonStyle(...)`, `.tint`, `Divider`.
struct AccountActions: View {
    @State private var signedOut = false

    var body: some View {
        VStack(spacing: 16) {
            Button("Edit Profile") {}
                .buttonStyle(.bordered)
            Button("Upgrade") {}
                .buttonStyle(.borderedProminent)
                .tint(.purple)
            Divider()
            Button("Sign Out", role: .destructive) { signedOut = true }
                .buttonStyle(.borderless)
            Button("Help") {}
                .buttonStyle(.plain)
            Text(signedOut ? "Signed out" : "Signed in")
                .font(.system(size: 13, weight: .medium))
        }
        .padding()
    }
}
