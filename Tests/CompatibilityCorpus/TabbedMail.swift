import LazyScrollUI

/// A tabbed mail app as iOS 17 apps write it: `TabView(selection:)` over three
/// `NavigationStack`s, each tab's item a `Label` in `.tabItem`, the inbox's unread count as
/// `.badge`, tags from the app's own `enum Tab` (which shadows the framework's iOS 18 `Tab`, as
/// in many apps), a `ContentUnavailableView` on the empty tab and a `Form` on the last.
struct TabbedMail: View {
    enum Tab: Hashable {
        case inbox, sent, settings
    }

    struct Message: Identifiable, Hashable {
        let id: Int
        var sender: String { ["Ava", "Noah", "Mia", "Leo", "Zoe"][id % 5] }
        var subject: String { "Re: trip plans #\(id + 1)" }
    }

    @State private var selection: Tab = .inbox
    @State private var showsPreviews = true
    private let messages = (0..<200).map(Message.init)

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                List(messages) { message in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(message.sender).font(.headline)
                        if showsPreviews {
                            Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                .navigationTitle("Inbox")
            }
            .tabItem {
                Label("Inbox", systemImage: "tray")
            }
            .badge(messages.count / 50)
            .tag(Tab.inbox)

            NavigationStack {
                ContentUnavailableView("No Sent Mail", systemImage: "paperplane",
                                       description: Text("Mail you send appears here."))
                    .navigationTitle("Sent")
            }
            .tabItem {
                Label("Sent", systemImage: "paperplane")
            }
            .tag(Tab.sent)

            NavigationStack {
                Form {
                    Toggle("Show Previews", isOn: $showsPreviews)
                    Button("Switch to Inbox") { selection = .inbox }
                }
                .navigationTitle("Settings")
            }
            .tabItem {
                Image(systemName: "gear")
                Text("Settings")
            }
            .tag(Tab.settings)
        }
    }
}

/// Onboarding pages as a paged `TabView` (`.tabViewStyle(.page(indexDisplayMode: .always))`),
/// each page on a dark colour so the white page dots show, as apps do.
struct PagedOnboarding: View {
    struct Page {
        let title: String
        let color: Color
    }

    private let pages = [Page(title: "Plan trips", color: .indigo), Page(title: "Share with friends", color: .teal),
                         Page(title: "Go", color: .orange)]

    var body: some View {
        TabView {
            ForEach(pages, id: \.title) { page in
                ZStack {
                    page.color
                    Text(page.title).font(.largeTitle).bold().foregroundStyle(.white)
                }
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
    }
}
