import LazyScrollUI

/// Tracking a row's position in a named coordinate space with `onGeometryChange` (iOS 18).
struct SectionOffsets: View {
    @State private var firstRowY: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("first row at \(Int(firstRowY))").font(.caption).padding(8)
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(0..<30, id: \.self) { index in
                        Text("Row \(index)")
                            .frame(maxWidth: .infinity, minHeight: 40)
                            .background(Color.yellow.opacity(0.2))
                            .onGeometryChange(for: CGFloat.self) { proxy in
                                proxy.frame(in: .named("list")).minY
                            } action: { newValue in
                                if index == 0 { firstRowY = newValue }
                            }
                    }
                }
                .padding()
            }
            .coordinateSpace(name: "list")
        }
    }
}
