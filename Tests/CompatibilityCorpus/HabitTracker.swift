import LazyScrollUI

/// A habit tracker as an iOS 17 app writes one: an `@Observable` store, a grouped `List` in a
/// `NavigationStack` with a segmented filter, swipe-to-delete, a search field, a progress
/// section with header and footer, streak counts that roll with `contentTransition(.numericText(value:))`,
/// and an add sheet — a `Form` with a focused field, a menu picker and a toggle that reveals a
/// time picker.

struct TrackedHabit: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var icon: String
    var streak: Int
    var doneToday: Bool
    var reminder: Date?
}

@Observable
final class HabitTrackerStore {
    var habits: [TrackedHabit] = [
        TrackedHabit(name: "Read 20 pages", icon: "book", streak: 12, doneToday: true),
        TrackedHabit(name: "Walk", icon: "figure.walk", streak: 3, doneToday: false),
        TrackedHabit(name: "Drink water", icon: "drop", streak: 40, doneToday: false, reminder: Date(timeIntervalSince1970: 1_700_000_000)),
        TrackedHabit(name: "Meditate", icon: "leaf", streak: 0, doneToday: false),
    ]
    var filter = Filter.all

    enum Filter: String, CaseIterable, Identifiable {
        case all = "All", open = "Open", done = "Done"
        var id: Self { self }
    }

    var visible: [TrackedHabit] {
        switch filter {
        case .all: habits
        case .open: habits.filter { !$0.doneToday }
        case .done: habits.filter(\.doneToday)
        }
    }

    func toggle(_ habit: TrackedHabit) {
        guard let i = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[i].doneToday.toggle()
        habits[i].streak += habits[i].doneToday ? 1 : -1
    }
}

struct HabitTracker: View {
    @State private var store = HabitTrackerStore()
    @State private var showingAdd = false
    @State private var query = ""

    private var results: [TrackedHabit] {
        query.isEmpty ? store.visible : store.visible.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Picker("Show", selection: $store.filter) {
                        ForEach(HabitTrackerStore.Filter.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    .listRowBackground(Color.clear)
                }
                Section("Today") {
                    ForEach(results) { habit in
                        HabitTrackerRow(habit: habit) { store.toggle(habit) }
                            .swipeActions(edge: .trailing) {
                                Button(role: .destructive) {
                                    store.habits.removeAll { $0.id == habit.id }
                                } label: { Label("Delete", systemImage: "trash") }
                            }
                    }
                    .onMove { store.habits.move(fromOffsets: $0, toOffset: $1) }
                }
                Section {
                    LabeledContent("Done", value: "\(store.habits.filter(\.doneToday).count) of \(store.habits.count)")
                    ProgressView(value: Double(store.habits.filter(\.doneToday).count), total: Double(store.habits.count))
                        .tint(.green)
                } header: {
                    Text("Progress")
                } footer: {
                    Text("Streaks reset at midnight.")
                }
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .searchable(text: $query, prompt: "Find a habit")
            .navigationTitle("Habits")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .primaryAction) {
                    Button { showingAdd = true } label: { Image(systemName: "plus") }
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddTrackedHabit { store.habits.append($0) }
                    .presentationDetents([.medium, .large])
            }
        }
    }
}

struct HabitTrackerRow: View {
    let habit: TrackedHabit
    let toggle: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: habit.icon)
                .font(.title3)
                .frame(width: 32, height: 32)
                .background(.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 2) {
                Text(habit.name).font(.headline)
                Text("\(habit.streak) day streak")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .contentTransition(.numericText(value: Double(habit.streak)))
            }
            Spacer()
            Button(action: { withAnimation(.snappy) { toggle() } }) {
                Image(systemName: habit.doneToday ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
                    .foregroundStyle(habit.doneToday ? .green : .secondary)
            }
            .buttonStyle(.plain)
        }
        .padding(.vertical, 4)
        .badge(habit.reminder == nil ? 0 : 1)
    }
}

struct AddTrackedHabit: View {
    var add: (TrackedHabit) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var icon = "star"
    @State private var remind = false
    @State private var time = Date(timeIntervalSince1970: 1_700_000_000)
    @FocusState private var nameFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                    .focused($nameFocused)
                    .onSubmit { save() }
                Picker("Icon", selection: $icon) {
                    ForEach(["star", "book", "drop", "leaf", "heart"], id: \.self) { Label($0, systemImage: $0).tag($0) }
                }
                Toggle("Remind me", isOn: $remind.animation())
                if remind {
                    DatePicker("Time", selection: $time, displayedComponents: .hourAndMinute)
                }
            }
            .navigationTitle("New Habit")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Add") { save() }.disabled(name.isEmpty) }
            }
            .onAppear { nameFocused = true }
        }
    }

    private func save() {
        add(TrackedHabit(name: name, icon: icon, streak: 0, doneToday: false, reminder: remind ? time : nil))
        dismiss()
    }
}
