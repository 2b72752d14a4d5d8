import LazyScrollUI

/// A photo viewer as apps write one: pinch to zoom and turn a photo with `MagnifyGesture` and
/// `RotateGesture` together, the gesture's live amount in `@GestureState` (back to 1 and zero
/// when the fingers lift) on top of the amount kept in `@State` at `onEnded`, clamped; the
/// zoom shown as a percentage; Reset animates back. On the desktop: Ctrl+wheel zooms,
/// Ctrl+Shift+wheel turns.
struct PhotoViewer: View {
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero
    @GestureState private var gestureScale: CGFloat = 1
    @GestureState private var gestureAngle: Angle = .zero

    private let minScale: CGFloat = 0.5
    private let maxScale: CGFloat = 4

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                photo
                    .scaleEffect(scale * gestureScale)
                    .rotationEffect(angle + gestureAngle)
                    .gesture(zoomAndTurn)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                HStack {
                    Text("Zoom \(Int((scale * gestureScale * 100).rounded()))%")
                        .font(.headline)
                        .monospacedDigit()
                    Spacer()
                    Text("\(Int((angle + gestureAngle).degrees.rounded()))°")
                        .foregroundStyle(.secondary)
                    Button("Reset") {
                        withAnimation(.spring) {
                            scale = 1
                            angle = .zero
                        }
                    }
                    .disabled(scale == 1 && angle == .zero)
                }
                .padding(.horizontal)
            }
            .padding(.vertical)
            .navigationTitle("Sunset")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    private var photo: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
            .frame(width: 240, height: 320)
            .overlay {
                Image(systemName: "photo")
                    .font(.largeTitle)
                    .foregroundStyle(.white)
            }
            .overlay(alignment: .bottomLeading) {
                Text("Harbour at dusk")
                    .font(.caption)
                    .foregroundStyle(.white)
                    .padding(12)
            }
    }

    private var zoomAndTurn: some Gesture {
        MagnifyGesture()
            .updating($gestureScale) { value, state, _ in
                state = value.magnification
            }
            .onEnded { value in
                scale = min(max(scale * value.magnification, minScale), maxScale)
            }
            .simultaneously(with: RotateGesture()
                .updating($gestureAngle) { value, state, _ in
                    state = value.rotation
                }
                .onEnded { value in
                    angle += value.rotation
                })
    }
}

#Preview {
    PhotoViewer()
}
