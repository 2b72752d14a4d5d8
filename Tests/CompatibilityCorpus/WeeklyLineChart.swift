import LazyScrollUI

/// A small line chart drawn with `Path` inside a `GeometryReader`, as apps draw one without
/// Swift Charts: dashed grid lines, the area under the line filled with a fading gradient,
/// the line itself with round joins, and a dot on the last value.
struct WeeklyLineChart: View {
    let values: [Double] = [3, 5, 4, 8, 6, 9, 7]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Steps this week").font(.headline)
            GeometryReader { proxy in
                let size = proxy.size
                let maxValue = values.max() ?? 1
                let points = values.enumerated().map { index, value in
                    CGPoint(x: size.width * CGFloat(index) / CGFloat(values.count - 1),
                            y: size.height * (1 - CGFloat(value / maxValue)))
                }
                ZStack(alignment: .topLeading) {
                    Path { path in
                        for row in 0...3 {
                            let y = size.height * CGFloat(row) / 3
                            path.move(to: CGPoint(x: 0, y: y))
                            path.addLine(to: CGPoint(x: size.width, y: y))
                        }
                    }
                    .stroke(Color.gray.opacity(0.4), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                    Path { path in
                        path.addLines(points)
                        path.addLine(to: CGPoint(x: size.width, y: size.height))
                        path.addLine(to: CGPoint(x: 0, y: size.height))
                        path.closeSubpath()
                    }
                    .fill(LinearGradient(colors: [.blue.opacity(0.35), .blue.opacity(0)], startPoint: .top, endPoint: .bottom))
                    Path { path in
                        path.addLines(points)
                    }
                    .stroke(.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                    if let last = points.last {
                        Circle()
                            .fill(.blue)
                            .frame(width: 10, height: 10)
                            .offset(x: last.x - 5, y: last.y - 5)
                    }
                }
            }
            .frame(height: 160)
        }
        .padding()
    }
}
