import LazyScrollUI

/// Cards with truly rounded corners and soft shadows: `clipShape`, `shadow(color:radius:x:y:)`.
struct PhotoCards: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                ForEach(0..<4, id: \.self) { index in
                    VStack(alignment: .leading, spacing: 0) {
                        Rectangle()
                            .fill(index.isMultiple(of: 2) ? Color.teal : Color.indigo)
                            .aspectRatio(16 / 9, contentMode: .fit)
                        Text("Trip \(index + 1)")
                            .font(.headline)
                            .padding()
                    }
                    .background(Color.white)
                    .clipShape(RoundedRectangle(cornerRadius: 20))
                    .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
                }
            }
            .padding()
        }
    }
}
