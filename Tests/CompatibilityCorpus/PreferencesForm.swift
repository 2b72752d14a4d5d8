import LazyScrollUI

/// A preferences screen as iOS 17 apps write it: a `Form` whose sections hold a segmented
/// `Picker`, a `Slider` with end icons, a menu `Picker`, a `Stepper`, a `Toggle` and
/// `LabeledContent` rows.
struct PreferencesForm: View {
    enum Appearance: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
    }

    @State private var appearance = Appearance.system
    @State private var volume = 0.6
    @State private var autoLockMinutes = 5
    @State private var copies = 2
    @State private var haptics = true

    var body: some View {
        Form {
            Section("Display") {
                Picker("Appearance", selection: $appearance) {
                    ForEach(Appearance.allCases) { appearance in
                        Text(appearance.rawValue.capitalized)
                    }
                }
                .pickerStyle(.segmented)
                Picker("Auto-Lock", selection: $autoLockMinutes) {
                    Text("1 Minute").tag(1)
                    Text("5 Minutes").tag(5)
                    Text("Never").tag(0)
                }
            }
            Section("Sound") {
                Slider(value: $volume, in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Image(systemName: "speaker.slash")
                } maximumValueLabel: {
                    Image(systemName: "speaker.wave.2")
                }
                Toggle("Haptics", isOn: $haptics)
            }
            Section("Printing") {
                Stepper("Copies: \(copies)", value: $copies, in: 1...10)
            }
            Section("About") {
                LabeledContent("Version", value: "2.4.1")
                LabeledContent("Build") {
                    Text("1187")
                }
            }
        }
    }
}
