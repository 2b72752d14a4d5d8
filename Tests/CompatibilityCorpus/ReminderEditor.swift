import LazyScrollUI

/// A reminder editor as a to-do app writes it: a `Form` in a `NavigationStack`, the due date
/// and time as a compact `DatePicker` that cannot go before the day the reminder was made, an
/// "All Day" toggle that drops the time, a graphical calendar for the date, and the draft kept
/// per window with `@SceneStorage` (it comes back when the window's scene is made again).
struct ReminderEditor: View {
    struct Reminder {
        var title: String
        var created: Date
        var due: Date
    }

    let reminder: Reminder
    @State private var due: Date
    @SceneStorage("ReminderEditor.title") private var title = ""
    @SceneStorage("ReminderEditor.allDay") private var isAllDay = false
    @SceneStorage("ReminderEditor.showsCalendar") private var showsCalendar = true
    @SceneStorage("ReminderEditor.priority") private var priority = Priority.none

    enum Priority: String, CaseIterable, Identifiable {
        case none, low, high
        var id: Self { self }
    }

    init(reminder: Reminder) {
        self.reminder = reminder
        _due = State(initialValue: reminder.due)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField(reminder.title, text: $title)
                    Picker("Priority", selection: $priority) {
                        ForEach(Priority.allCases) { Text($0.rawValue.capitalized) }
                    }
                }
                Section("Schedule") {
                    Toggle("All Day", isOn: $isAllDay)
                    DatePicker("Due", selection: $due, in: reminder.created...,
                               displayedComponents: isAllDay ? [.date] : [.date, .hourAndMinute])
                    Toggle("Show Calendar", isOn: $showsCalendar)
                }
                if showsCalendar {
                    Section {
                        DatePicker("Due Date", selection: $due, in: reminder.created..., displayedComponents: .date)
                            .datePickerStyle(.graphical)
                    }
                }
                Section {
                    LabeledContent("Reminds You") {
                        Text(due, style: isAllDay ? .date : .time)
                    }
                }
            }
            .navigationTitle("Reminder")
        }
    }
}

extension ReminderEditor.Reminder {
    /// Made Sunday 15 November 2026 at 10:33 PM, due Wednesday 18 November 2026 at 6:06 AM (New York).
    static let sample = ReminderEditor.Reminder(title: "Pay rent",
                                                created: Date(timeIntervalSince1970: 1_794_800_000),
                                                due: Date(timeIntervalSince1970: 1_795_000_000))
}

#Preview {
    ReminderEditor(reminder: .sample)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.timeZone, TimeZone(identifier: "America/New_York")!)
}
