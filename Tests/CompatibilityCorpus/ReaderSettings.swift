import LazyScrollUI

/// A reading app's settings as iOS apps write them: every choice kept in `@AppStorage`, so it
/// outlives the app — a `Picker` over an enum stored by its raw value, a `Slider` over a
/// `Double`, a `Toggle`, a `Stepper` over an `Int`, and a preview that reads the same keys in
/// another view (it follows every change). Uses `UserDefaults.standard`, as apps do.
struct ReaderSettings: View {
    enum Theme: String, CaseIterable, Identifiable {
        case paper, sepia, night
        var id: Self { self }
    }

    @AppStorage("reader.theme") private var theme = Theme.paper
    @AppStorage("reader.fontSize") private var fontSize = 17.0
    @AppStorage("reader.justified") private var justified = false
    @AppStorage("reader.dailyGoal") private var dailyGoalMinutes = 20

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    ReaderPreview()
                }
                Section("Text") {
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.rawValue.capitalized)
                        }
                    }
                    .pickerStyle(.segmented)
                    Slider(value: $fontSize, in: 12...28, step: 1) {
                        Text("Font Size")
                    } minimumValueLabel: {
                        Text("A").font(.caption)
                    } maximumValueLabel: {
                        Text("A").font(.title3)
                    }
                    Toggle("Justify Text", isOn: $justified)
                }
                Section("Goals") {
                    Stepper("Daily goal: \(dailyGoalMinutes) min", value: $dailyGoalMinutes, in: 5...120, step: 5)
                }
            }
            .navigationTitle("Reading")
        }
    }
}

/// The sample page: reads the settings' keys itself, as a separate view of an app would.
struct ReaderPreview: View {
    @AppStorage("reader.theme") private var theme = ReaderSettings.Theme.paper
    @AppStorage("reader.fontSize") private var fontSize = 17.0

    private var background: Color {
        switch theme {
        case .paper: .white
        case .sepia: Color(red: 0.96, green: 0.91, blue: 0.8)
        case .night: .black
        }
    }

    var body: some View {
        Text("It was a bright cold day in April, and the clocks were striking thirteen.")
            .font(.system(size: fontSize, design: .serif))
            .foregroundStyle(theme == .night ? .white : .black)
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(background, in: RoundedRectangle(cornerRadius: 8))
    }
}

#Preview {
    ReaderSettings()
}
