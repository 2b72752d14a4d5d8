import LazyScrollUI

/// A header and a lazy stack side by side in a `ScrollView`: the content is an implicit
/// vertical stack, and the `LazyVStack` stays lazy (10,000 rows, a screenful made).
struct HeaderThenLazyRows: View {
    var body: some View {
        ScrollView {
            Text("Header")
                .font(.largeTitle)
            LazyVStack(alignment: .leading) {
                ForEach(0..<10_000, id: \.self) { index in
                    Text("Row \(index)")
                        .frame(height: 32)
                }
            }
            .padding(.horizontal)
        }
    }
}
