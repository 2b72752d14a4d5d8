import LazyScrollUI

/// Three activity rings as a fitness app draws them: a faint full ring under a trimmed one
/// with round caps, started at twelve o'clock by rotating the circle −90°.
struct ActivityRings: View {
    struct Ring: Identifiable {
        let id: String
        let progress: Double
        let color: Color
    }

    let rings = [
        Ring(id: "Move", progress: 0.72, color: .red),
        Ring(id: "Exercise", progress: 0.45, color: .green),
        Ring(id: "Stand", progress: 0.9, color: .cyan),
    ]

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                ForEach(Array(rings.enumerated()), id: \.element.id) { index, ring in
                    let size = 200 - CGFloat(index) * 44
                    ZStack {
                        Circle()
                            .stroke(ring.color.opacity(0.2), lineWidth: 18)
                        Circle()
                            .trim(from: 0, to: ring.progress)
                            .stroke(ring.color, style: StrokeStyle(lineWidth: 18, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                    }
                    .frame(width: size, height: size)
                }
            }
            HStack(spacing: 16) {
                ForEach(rings) { ring in
                    Label {
                        Text("\(ring.id) \(Int(ring.progress * 100))%")
                    } icon: {
                        Circle().fill(ring.color).frame(width: 10, height: 10)
                    }
                    .font(.caption)
                }
            }
        }
        .padding()
    }
}
