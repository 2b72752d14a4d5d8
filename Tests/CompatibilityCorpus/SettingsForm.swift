import LazyScrollUI

/// A settings screen: a `List` of `Section`s with toggles and value rows.
struct SettingsForm: View {
    @State private var airplaneMode = false
    @State private var wifi = true
    @State private var bluetooth = true
    @State private var notifications = true

    var body: some View {
        List {
            Section(header: Text("Connectivity")) {
                Toggle("Airplane Mode", isOn: $airplaneMode)
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: $bluetooth)
            }
            Section(header: Text("General"), footer: Text("Allow notifications to show alerts on the lock screen.")) {
                Toggle("Notifications", isOn: $notifications)
                SettingRow(title: "Language", value: "English")
                SettingRow(title: "Region", value: "United Kingdom")
            }
        }
    }
}

private struct SettingRow: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value).foregroundColor(.secondary)
        }
    }
}
