import LazyScrollUI

/// A "Display & Brightness" screen as apps write one: the user picks System, Light or Dark, the
/// choice goes to `.preferredColorScheme` on the whole screen (nil for System), a row reads
/// `@Environment(\.colorScheme)` to say what is showing, and a sample card is pinned to the
/// light appearance with `.environment(\.colorScheme, .light)` whatever the screen's.
struct AppearanceSettings: View {
    enum Appearance: String, CaseIterable, Identifiable {
        case system = "System"
        case light = "Light"
        case dark = "Dark"
        var id: Self { self }

        var colorScheme: ColorScheme? {
            switch self {
            case .system: nil
            case .light: .light
            case .dark: .dark
            }
        }
    }

    @State private var appearance: Appearance
    @State private var boldText = false

    init(appearance: Appearance = .dark) {
        _appearance = State(initialValue: appearance)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Appearance") {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { choice in
                            Text(choice.rawValue).tag(choice)
                        }
                    }
                    .pickerStyle(.segmented)
                    CurrentAppearanceRow()
                    Toggle("Bold Text", isOn: $boldText)
                }
                Section {
                    SampleMessage()
                        .environment(\.colorScheme, .light)
                } header: {
                    Text("Always light")
                } footer: {
                    Text("This sample keeps the light appearance whatever you choose above.")
                }
            }
            .navigationTitle("Display")
        }
        .preferredColorScheme(appearance.colorScheme)
    }
}

/// Reads the colour scheme the way apps branch on it.
private struct CurrentAppearanceRow: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack {
            Image(systemName: colorScheme == .dark ? "moon.fill" : "sun.max.fill")
                .foregroundStyle(colorScheme == .dark ? .indigo : .orange)
            Text("Showing")
            Spacer()
            Text(colorScheme == .dark ? "Dark" : "Light")
                .foregroundStyle(.secondary)
        }
    }
}

/// A message bubble drawn with the system colours, so it follows whichever scheme it is in.
private struct SampleMessage: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Dinner at eight?")
                .foregroundStyle(.primary)
            Text(colorScheme == .dark ? "Sent in the dark" : "Sent in the light")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}
