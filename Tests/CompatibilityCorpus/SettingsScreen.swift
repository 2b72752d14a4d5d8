import LazyScrollUI

/// iOS Settings as an app writes its own: a `NavigationStack` around an inset-grouped `List` of
/// `Section`s — toggles with icons, rows that push a detail screen, a section with a title and
/// a footer, a destructive-looking row on its own — and a `#Preview`.
struct SettingsScreen: View {
    enum Pane: String, Hashable, CaseIterable {
        case wifi = "Wi-Fi", bluetooth = "Bluetooth", notifications = "Notifications", sounds = "Sounds & Haptics"
        case general = "General", privacy = "Privacy & Security"
    }

    @State private var airplaneMode = false
    @State private var lowPowerMode = true
    @State private var showPreviews = true

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle(isOn: $airplaneMode) {
                        Label("Airplane Mode", systemImage: "airplane")
                    }
                    NavigationLink(value: Pane.wifi) {
                        HStack {
                            Label("Wi-Fi", systemImage: "wifi")
                            Spacer()
                            Text(airplaneMode ? "Off" : "Home").foregroundStyle(.secondary)
                        }
                    }
                    NavigationLink(value: Pane.bluetooth) {
                        Label("Bluetooth", systemImage: "link")
                    }
                }

                Section("Alerts") {
                    NavigationLink(value: Pane.notifications) {
                        Label("Notifications", systemImage: "bell.fill")
                    }
                    NavigationLink(value: Pane.sounds) {
                        Label("Sounds & Haptics", systemImage: "speaker.wave.2.fill")
                    }
                    Toggle("Show Previews", isOn: $showPreviews)
                }

                Section {
                    Toggle("Low Power Mode", isOn: $lowPowerMode)
                } footer: {
                    Text("Low Power Mode temporarily reduces background activity like downloads and mail fetch until you can fully charge your iPhone.")
                }

                Section {
                    NavigationLink("General", value: Pane.general)
                    NavigationLink("Privacy & Security", value: Pane.privacy)
                }

                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Settings")
            .navigationDestination(for: Pane.self) { pane in
                List {
                    Text("\(pane.rawValue) settings")
                }
                .navigationTitle(pane.rawValue)
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }
}

#Preview {
    SettingsScreen()
}
