import Foundation
import LazyScrollViews

// The `inbox` scene (issue 33 Must 5): a mail inbox as an iOS app writes one — a
// `NavigationStack` around a plain `List` with a multiple selection, rows that push the message
// (`NavigationLink(value:)` and `navigationDestination(for:)`), swipe actions on both edges,
// delete and move (`onDelete`, `onMove`, `EditButton`), and pull to refresh (`refreshable`
// awaiting the mail server). Differs from an app's file only in `import LazyScrollViews` (for
// `import SwiftUI`); the mail server is a local actor that makes messages by number.

/// A message in the inbox.
struct MailMessage: Identifiable, Hashable {
    let id: Int
    var sender: String
    var subject: String
    var preview: String
    /// When it arrived (``MailServer/arrival(_:)``).
    var date: Date
    var isUnread: Bool
    var isFlagged = false
}

/// Where new mail comes from: message `n` is always the same message, so a run is reproducible.
actor MailServer {
    private var delivered: Int

    /// A server that has already delivered `count` messages.
    init(delivered count: Int) { delivered = count }

    static let senders = ["Ava Chen", "Noah Patel", "Mia Okafor", "Leo Martin", "Zoe Kowalski", "Sam Rivera", "Ines Duarte"]
    static let subjects = ["Release plan", "Lunch on Friday?", "Design review notes", "Your order has shipped",
                           "Quarterly numbers", "Weekend hike", "Invoice #", "Build is green again"]
    static let previews = ["Here is the plan we agreed on in the meeting, with the dates moved by a week.",
                           "There is a new place near the station that does great noodles. Shall we try it?",
                           "Thanks for the review. I went through every comment and fixed the layout ones.",
                           "Good news: your package left the warehouse and should arrive on Tuesday.",
                           "Attached are the numbers for the quarter. The second chart is the one to look at.",
                           "The forecast looks clear. Meet at the trailhead at eight, bring water and a jacket.",
                           "Please find the invoice attached. Payment is due within thirty days.",
                           "The flaky test was a race in the scheduler; the fix is merged and the build passes."]

    /// Message number `n` (0: the oldest).
    static func message(_ n: Int) -> MailMessage {
        let subject = subjects[n % subjects.count]
        return MailMessage(id: n, sender: senders[(n * 3) % senders.count],
                           subject: subject.hasSuffix("#") ? subject + "\(1_000 + n)" : subject,
                           preview: previews[n % previews.count],
                           date: arrival(n),
                           isUnread: n % 4 == 0)
    }

    /// The messages that arrived since the last fetch, newest first.
    func fetchNewMessages() -> [MailMessage] {
        let new = (delivered..<delivered + 2).reversed().map(Self.message)
        delivered += 2
        return new
    }
}

/// The inbox: 300 messages, newest first.
struct InboxView: View {
    @State private var messages: [MailMessage] = (0..<300).reversed().map(MailServer.message)
    @State private var selection = Set<MailMessage.ID>()
    private let server = MailServer(delivered: 300)

    var body: some View {
        // The list's "today" is the day the newest message arrived (the scene reads no clock).
        let today = messages.lazy.map(\.date).max() ?? MailServer.firstArrival
        NavigationStack {
            List(selection: $selection) {
                ForEach(messages) { message in
                    NavigationLink(value: message) {
                        MessageRow(message: message, today: today)
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            toggleUnread(message)
                        } label: {
                            Label(message.isUnread ? "Read" : "Unread", systemImage: "envelope")
                        }
                        .tint(.blue)
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {
                            messages.removeAll { $0.id == message.id }
                        } label: {
                            Label("Trash", systemImage: "trash")
                        }
                        Button {
                            toggleFlag(message)
                        } label: {
                            Label(message.isFlagged ? "Unflag" : "Flag", systemImage: "flag")
                        }
                        .tint(.orange)
                    }
                }
                .onDelete { offsets in
                    messages.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    messages.move(fromOffsets: source, toOffset: destination)
                }
            }
            .listStyle(.plain)
            .refreshable {
                await fetchMail()
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: MailMessage.self) { message in
                MessageView(message: message)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Text(selection.isEmpty ? "" : "\(selection.count) Selected")
                }
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
            }
        }
    }

    private func fetchMail() async {
        let new = await server.fetchNewMessages()
        messages.insert(contentsOf: new, at: 0)
    }

    private func toggleUnread(_ message: MailMessage) {
        if let index = messages.firstIndex(where: { $0.id == message.id }) { messages[index].isUnread.toggle() }
    }

    private func toggleFlag(_ message: MailMessage) {
        if let index = messages.firstIndex(where: { $0.id == message.id }) { messages[index].isFlagged.toggle() }
    }
}

/// A message's row: an unread dot, the sender and the time, the subject, two lines of preview.
struct MessageRow: View {
    let message: MailMessage
    /// The newest message's arrival: what "today" is for the date shown.
    let today: Date
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Circle()
                .fill(message.isUnread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 6)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(message.sender)
                        .font(.headline)
                    Spacer()
                    if message.isFlagged {
                        Image(systemName: "flag.fill")
                            .font(.caption)
                            .foregroundStyle(.orange)
                    }
                    Text(mailDateLabel(message.date, today: today, locale: locale, timeZone: timeZone, calendar: calendar))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Text(message.subject)
                    .font(.subheadline)
                Text(message.preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 4)
    }
}

/// A message on its own screen: who sent it and when, the subject, the text.
struct MessageView: View {
    let message: MailMessage
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Text(message.sender)
                        .font(.headline)
                    Spacer()
                    Text(mailDateDetail(message.date, locale: locale, timeZone: timeZone, calendar: calendar))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Text(message.subject)
                    .font(.title2)
                    .bold()
                Divider()
                Text(message.preview)
                    .font(.body)
            }
            .padding()
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Image(systemName: message.isFlagged ? "flag.fill" : "flag")
                    .foregroundStyle(.orange)
            }
        }
    }
}
