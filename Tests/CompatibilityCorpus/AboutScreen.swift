import LazyScrollUI

/// An about screen with `Link`s and `@Environment(\.openURL)`.
struct AboutScreen: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("LazyScroll").font(.title).bold()
            Text("Version 1.0 (42)").foregroundStyle(.secondary)
            Link("Website", destination: URL(string: "https://example.com")!)
            Link(destination: URL(string: "https://example.com/privacy")!) {
                Text("Privacy Policy")
            }
            Button("Contact Support") {
                openURL(URL(string: "mailto:support@example.com")!)
            }
            Spacer()
        }
        .padding()
    }
}
