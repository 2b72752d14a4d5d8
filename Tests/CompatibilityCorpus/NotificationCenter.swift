import LazyScrollUI

/// A notifications screen as an app writes one: a `NavigationStack` around a plain `List`, a
/// `Grid` summary header (counts per kind, the numbers in a trailing-aligned column), rows with
/// trailing swipe actions (delete, archive tinted blue) and a leading one (mark read), pull to
/// refresh with `refreshable`, and a `#Preview`.
struct NotificationCenter: View {
    struct Alert: Identifiable, Hashable {
        let id: Int
        let app: String
        let title: String
        var isRead = false
    }

    @State private var alerts: [Alert] = (0..<24).map { i in
        let apps = ["Mail", "Calendar", "Messages", "Photos"]
        return Alert(id: i, app: apps[i % apps.count], title: "Update \(i + 1) from \(apps[i % apps.count])", isRead: i % 3 == 0)
    }
    @State private var archived = 0
    @State private var refreshes = 0

    private var unread: Int { alerts.filter { !$0.isRead }.count }

    /// What a pull to refresh runs (an app would fetch here).
    private func reload() async {
        refreshes += 1
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 4) {
                        GridRow {
                            Text("Unread")
                            Text("\(unread)").gridColumnAlignment(.trailing)
                        }
                        GridRow {
                            Text("Archived")
                            Text("\(archived)")
                        }
                        Divider()
                        GridRow {
                            Text("Refreshed \(refreshes) times")
                                .foregroundStyle(.secondary)
                                .gridCellColumns(2)
                        }
                    }
                }
                Section("Today") {
                    ForEach(alerts) { alert in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(alert.app).font(.caption).foregroundStyle(.secondary)
                            Text(alert.title).fontWeight(alert.isRead ? .regular : .semibold)
                        }
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive) {
                                alerts.removeAll { $0.id == alert.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button {
                                alerts.removeAll { $0.id == alert.id }
                                archived += 1
                            } label: {
                                Label("Archive", systemImage: "archivebox")
                            }
                            .tint(.blue)
                        }
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button("Read") {
                                if let index = alerts.firstIndex(where: { $0.id == alert.id }) { alerts[index].isRead = true }
                            }
                            .tint(.green)
                        }
                    }
                }
            }
            .listStyle(.plain)
            .refreshable {
                await reload()
            }
            .navigationTitle("Notifications")
        }
    }
}

#Preview {
    NotificationCenter()
}
