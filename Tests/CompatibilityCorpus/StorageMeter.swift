import LazyScrollUI

/// A storage bar drawn with `GeometryReader`: each part's width is a share of the proxy's width.
struct StorageMeter: View {
    private let parts: [(name: String, share: Double, color: Color)] = [
        ("Photos", 0.45, .orange), ("Apps", 0.25, .blue), ("System", 0.1, .gray),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("iPhone Storage").font(.headline)
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    ForEach(parts, id: \.name) { part in
                        Rectangle()
                            .fill(part.color)
                            .frame(width: proxy.size.width * part.share)
                    }
                }
            }
            .frame(height: 14)
            .clipShape(Capsule())
            Text("64 GB of 128 GB used").font(.footnote).foregroundStyle(.secondary)
        }
        .padding()
    }
}
