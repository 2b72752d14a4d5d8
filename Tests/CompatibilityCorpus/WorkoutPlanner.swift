import LazyScrollUI

/// Today's workout, as apps write one: touch and hold an exercise, then drag it to a new place
/// (the "drag after a long press" idiom, `LongPressGesture().sequenced(before: DragGesture())`
/// with a `@GestureState`), a menu `Picker` for the intensity, and a context menu on each
/// exercise (a secondary click opens it: the row's hold is the reorder's).
struct WorkoutPlanner: View {
    enum Intensity: String, CaseIterable, Identifiable {
        case easy = "Easy", moderate = "Moderate", hard = "Hard"
        var id: Self { self }
        var sets: Int {
            switch self {
            case .easy: 2
            case .moderate: 3
            case .hard: 5
            }
        }
    }

    /// What the reorder gesture is doing, and to which exercise.
    enum DragState: Equatable {
        case inactive
        case pressing(String)
        case dragging(String, translation: CGSize)

        var name: String? {
            switch self {
            case .inactive: nil
            case .pressing(let name), .dragging(let name, _): name
            }
        }
        var translation: CGSize {
            if case .dragging(_, let translation) = self { return translation }
            return .zero
        }
    }

    @State private var exercises = ["Warm-up", "Squats", "Push-ups", "Plank", "Lunges", "Stretch"]
    @State private var intensity: Intensity = .moderate
    @State private var status = "Hold an exercise, then drag it"
    @GestureState private var dragState = DragState.inactive

    /// A row's height plus the spacing between rows.
    private let rowPitch: CGFloat = 64

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    HStack {
                        Text("Intensity")
                        Spacer()
                        Picker("Intensity", selection: $intensity) {
                            ForEach(Intensity.allCases) { level in
                                Text(level.rawValue).tag(level)
                            }
                        }
                        .pickerStyle(.menu)
                    }
                    .padding()
                    .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))

                    Text(status)
                        .font(.footnote)
                        .foregroundStyle(.secondary)

                    ForEach(exercises, id: \.self) { name in
                        exerciseRow(name)
                    }
                }
                .padding()
            }
            .navigationTitle("Today")
        }
    }

    private func exerciseRow(_ name: String) -> some View {
        let isMoving = dragState.name == name
        return HStack {
            Image(systemName: "line.3.horizontal")
                .foregroundStyle(.secondary)
            Text(name)
            Spacer()
            Text("\(intensity.sets) sets")
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(height: 52)
        .background(isMoving ? Color.blue.opacity(0.15) : Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
        .offset(y: isMoving ? dragState.translation.height : 0)
        .gesture(
            LongPressGesture(minimumDuration: 0.4)
                .sequenced(before: DragGesture())
                .updating($dragState) { value, state, _ in
                    switch value {
                    case .first(true):
                        state = .pressing(name)
                    case .second(true, let drag):
                        state = .dragging(name, translation: drag?.translation ?? .zero)
                    default:
                        state = .inactive
                    }
                }
                .onEnded { value in
                    guard case .second(true, let drag?) = value else { return }
                    move(name, by: drag.translation.height)
                }
        )
        .contextMenu {
            Button("Move to Top") { moveToTop(name) }
            Button("Remove", role: .destructive) { exercises.removeAll { $0 == name } }
        }
    }

    private func move(_ name: String, by distance: CGFloat) {
        guard let from = exercises.firstIndex(of: name) else { return }
        let steps = Int((distance / rowPitch).rounded())
        let to = min(max(from + steps, 0), exercises.count - 1)
        guard to != from else { return }
        exercises.remove(at: from)
        exercises.insert(name, at: to)
        status = "Moved \(name) to #\(to + 1)"
    }

    private func moveToTop(_ name: String) {
        exercises.removeAll { $0 == name }
        exercises.insert(name, at: 0)
        status = "Moved \(name) to #1"
    }
}
