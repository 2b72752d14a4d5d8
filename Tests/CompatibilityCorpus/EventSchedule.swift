import LazyScrollUI

private struct Event: Identifiable {
    let id = UUID()
    let title: String
    let start: Date
    let price: Decimal
}

/// Dates and money as apps format them: `Text(_:style:)`, `Text(_:format:)` with FormatStyle.
struct EventSchedule: View {
    private let events = [
        Event(title: "Keynote", start: Date(timeIntervalSince1970: 1_780_000_000), price: 0),
        Event(title: "Workshop", start: Date(timeIntervalSince1970: 1_780_010_000), price: 49.5),
        Event(title: "Dinner", start: Date(timeIntervalSince1970: 1_780_030_000), price: 120),
    ]

    var body: some View {
        List(events) { event in
            VStack(alignment: .leading, spacing: 4) {
                Text(event.title).font(.headline)
                HStack {
                    Text(event.start, style: .date)
                    Text(event.start, style: .time)
                    Spacer()
                    Text(event.price, format: .currency(code: "USD"))
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
        }
    }
}
