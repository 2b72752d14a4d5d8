import LazyScrollUI

/// Stories at the top of a feed: a horizontal strip of circles above a vertical list.
struct StoriesStrip: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 14) {
                        ForEach(0..<10, id: \.self) { index in
                            VStack(spacing: 4) {
                                Circle()
                                    .stroke(Color.orange, lineWidth: 3)
                                    .frame(width: 64, height: 64)
                                Text("user\(index)").font(.caption2)
                            }
                        }
                    }
                    .padding()
                }
                LazyVStack(alignment: .leading, spacing: 16) {
                    ForEach(0..<20, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 10)
                            .fill(Color.gray.opacity(0.2))
                            .frame(height: 200)
                            .overlay(Text("Post \(index)"))
                    }
                }
                .padding(.horizontal)
            }
        }
    }
}
