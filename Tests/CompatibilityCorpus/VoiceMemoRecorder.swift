import LazyScrollUI

/// A voice-memo screen as a recorder app writes one: while recording, a red dot pulses beside
/// "Recording…" through `phaseAnimator`, the level meter's bars breathe through a
/// `PhaseAnimator`, and the stop button gives a little pop each time it is pressed (the
/// trigger form).
struct VoiceMemoRecorder: View {
    @State private var isRecording = true
    @State private var stops = 0

    private let levels: [CGFloat] = [0.3, 0.6, 0.9, 0.5, 0.7, 0.4, 0.8, 0.35, 0.65]

    var body: some View {
        NavigationStack {
            VStack(spacing: 32) {
                if isRecording {
                    HStack(spacing: 8) {
                        Circle()
                            .fill(.red)
                            .frame(width: 12, height: 12)
                            .phaseAnimator([1.0, 0.25]) { dot, opacity in
                                dot.opacity(opacity)
                            } animation: { _ in
                                .easeInOut(duration: 0.8)
                            }
                        Text("Recording…")
                            .font(.headline)
                            .foregroundStyle(.red)
                    }
                } else {
                    Text("Saved to Memos")
                        .font(.headline)
                        .foregroundStyle(.secondary)
                }

                PhaseAnimator([0.6, 1.0]) { height in
                    HStack(alignment: .center, spacing: 6) {
                        ForEach(levels.indices, id: \.self) { index in
                            Capsule()
                                .fill(.red.opacity(0.8))
                                .frame(width: 8, height: 80 * levels[index])
                                .scaleEffect(x: 1, y: isRecording ? height : 0.1)
                        }
                    }
                    .frame(height: 80)
                } animation: { _ in
                    .easeInOut(duration: 0.6)
                }

                Text("00:42")
                    .font(.system(size: 48, weight: .light))
                    .monospacedDigit()

                Button {
                    stops += 1
                    isRecording.toggle()
                } label: {
                    Image(systemName: isRecording ? "stop.fill" : "mic.fill")
                        .font(.title)
                        .foregroundStyle(.white)
                        .frame(width: 72, height: 72)
                        .background(.red, in: Circle())
                }
                .phaseAnimator([1.0, 0.85, 1.0], trigger: stops) { button, scale in
                    button.scaleEffect(scale)
                } animation: { _ in
                    .spring(duration: 0.2, bounce: 0.4)
                }
            }
            .padding()
            .navigationTitle("New Memo")
        }
    }
}

#Preview {
    VoiceMemoRecorder()
}
