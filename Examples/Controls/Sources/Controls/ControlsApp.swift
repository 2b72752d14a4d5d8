import LazyScrollUI

@main
struct ControlsApp: App {
    var body: some Scene {
        WindowGroup { ControlsView() }
    }
}

struct ControlsView: View {
    @State private var notificationsOn = false
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Controls")
                .font(.largeTitle)
                .bold()
            Text("A VStack of Text, Toggle, Button and a row of Colors, written as in SwiftUI.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Toggle("Notifications", isOn: $notificationsOn)
            Text(notificationsOn ? "Notifications are on" : "Notifications are off")
                .foregroundColor(notificationsOn ? .green : .gray)
            Button("Tap me") { taps += 1 }
                .font(.headline)
            Text("Tapped \(taps) \(taps == 1 ? "time" : "times")")
            HStack(spacing: 8) {
                Color.red
                Color.orange
                Color.yellow
                Color.green
                Color.blue
                Color.purple
            }
            .frame(height: 40)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            // A lazy list: of its 10,000 rows only those near the visible part are ever made.
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                    Section {
                        ForEach(0..<10_000) { i in
                            Text("Row \(i + 1) — tapped \(taps) \(taps == 1 ? "time" : "times")")
                        }
                    } header: {
                        Text("10,000 rows, lazily").font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .background(Color(white: 0.95))
                    }
                }
            }
            .frame(height: 200)
        }
        .padding()
        .frame(maxWidth: 480)
    }
}
