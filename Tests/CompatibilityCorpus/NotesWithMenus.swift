import LazyScrollUI

/// A notes app as apps write one with menus: a toolbar `Menu` holding a sort `Picker`, a
/// filter `Toggle` and a destructive “Delete All”; a `Menu` with a primary action in the
/// content (“New Note”, its menu offering templates); and a `contextMenu` on every row with a
/// submenu (“Move to”) and a destructive delete.
struct NotesWithMenus: View {
    enum SortOrder: String, CaseIterable, Identifiable {
        case edited = "Date Edited", created = "Date Created", title = "Title"
        var id: Self { self }
    }

    struct Note: Identifiable, Hashable {
        let id: Int
        var title: String
        var folder: String
        var isPinned = false
    }

    @State private var notes: [Note] = [
        Note(id: 1, title: "Groceries", folder: "Home"),
        Note(id: 2, title: "Trip to Lisbon", folder: "Travel"),
        Note(id: 3, title: "Book club picks", folder: "Home"),
        Note(id: 4, title: "Sprint retro", folder: "Work"),
        Note(id: 5, title: "Gift ideas", folder: "Home"),
    ]
    @State private var sortOrder = SortOrder.edited
    @State private var pinnedOnly = false
    @State private var status = "No changes"
    @State private var nextID = 6

    private let folders = ["Home", "Work", "Travel"]

    private var shown: [Note] {
        let filtered = pinnedOnly ? notes.filter(\.isPinned) : notes
        switch sortOrder {
        case .title: return filtered.sorted { $0.title < $1.title }
        case .created: return filtered.sorted { $0.id < $1.id }
        case .edited: return filtered
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Menu {
                        Button("Checklist") { addNote("Checklist") }
                        Button("Meeting Notes") { addNote("Meeting notes") }
                    } label: {
                        Label("New Note", systemImage: "square.and.pencil")
                    } primaryAction: {
                        addNote("Untitled")
                    }
                    Text(status).foregroundStyle(.secondary)
                }
                Section("Notes") {
                    ForEach(shown) { note in
                        row(note)
                    }
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort By", selection: $sortOrder) {
                            ForEach(SortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                        Toggle("Pinned Only", isOn: $pinnedOnly)
                        Divider()
                        Button("Delete All", role: .destructive) {
                            notes.removeAll()
                            status = "Deleted all notes"
                        }
                    } label: {
                        Label("Options", systemImage: "ellipsis.circle")
                    }
                }
            }
        }
    }

    private func row(_ note: Note) -> some View {
        HStack {
            Text(note.title)
            Spacer()
            if note.isPinned {
                Image(systemName: "pin.fill").foregroundStyle(.orange)
            }
            Text(note.folder).foregroundStyle(.secondary)
        }
        .contextMenu {
            Button {
                togglePin(note)
            } label: {
                Label(note.isPinned ? "Unpin" : "Pin", systemImage: "pin")
            }
            Menu("Move to") {
                ForEach(folders, id: \.self) { folder in
                    Button(folder) { move(note, to: folder) }
                }
            }
            Divider()
            Button(role: .destructive) {
                notes.removeAll { $0.id == note.id }
                status = "Deleted \(note.title)"
            } label: {
                Label("Delete", systemImage: "trash")
            }
        }
    }

    private func addNote(_ title: String) {
        notes.insert(Note(id: nextID, title: title, folder: "Home"), at: 0)
        nextID += 1
        status = "Added \(title)"
    }

    private func togglePin(_ note: Note) {
        guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
        notes[index].isPinned.toggle()
        status = notes[index].isPinned ? "Pinned \(note.title)" : "Unpinned \(note.title)"
    }

    private func move(_ note: Note, to folder: String) {
        guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
        notes[index].folder = folder
        status = "Moved \(note.title) to \(folder)"
    }
}
