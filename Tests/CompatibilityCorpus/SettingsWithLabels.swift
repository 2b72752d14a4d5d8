import LazyScrollUI

/// Settings rows as iOS apps write them: `Label(_:systemImage:)` with SF Symbol names.
struct SettingsWithLabels: View {
    @State private var wifi = true

    var body: some View {
        List {
            Section("Network") {
                Toggle(isOn: $wifi) {
                    Label("Wi-Fi", systemImage: "wifi")
                }
                Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
                Label("Cellular", systemImage: "cellularbars")
            }
            Section("Account") {
                Label("Profile", systemImage: "person.crop.circle")
                Label("Privacy", systemImage: "hand.raised.fill")
                Label("Sign Out", systemImage: "rectangle.portrait.and.arrow.right")
                    .foregroundColor(.red)
            }
        }
    }
}
