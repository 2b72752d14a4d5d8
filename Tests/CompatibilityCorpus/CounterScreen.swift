import LazyScrollUI

/// The first view everyone writes: `@State`, a `Button`, a `VStack` centred in the window.
struct CounterScreen: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Taps")
                .font(.headline)
                .foregroundStyle(.secondary)
            Text("\(count)")
                .font(.largeTitle)
                .bold()
            HStack(spacing: 12) {
                Button("Reset") { count = 0 }
                Button("Add one") { count += 1 }
            }
        }
        .padding()
    }
}
