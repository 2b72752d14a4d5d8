import LazyScrollUI

private struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .orange
}

extension EnvironmentValues {
    var cardAccent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// A custom `EnvironmentKey`: the default reaches the first card, an override the second.
struct ThemedEnvironment: View {
    var body: some View {
        VStack(spacing: 16) {
            ThemedCard(title: "Default accent")
            ThemedCard(title: "Overridden accent")
                .environment(\.cardAccent, .green)
        }
        .padding()
    }
}

private struct ThemedCard: View {
    @Environment(\.cardAccent) private var accent
    let title: String

    var body: some View {
        HStack {
            Rectangle().fill(accent).frame(width: 6)
            Text(title).padding()
            Spacer()
        }
        .frame(height: 60)
        .background(accent.opacity(0.15))
    }
}
