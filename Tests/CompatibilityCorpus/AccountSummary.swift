import LazyScrollUI

/// An account screen as a banking or loyalty app writes one: the balance and plan in a titled
/// `GroupBox`, a labelled one with nested boxes for the card on file, and the recent activity
/// still loading — shown with sample rows under `.redacted(reason: .placeholder)` until the
/// real ones arrive, while the "Updated" line stays readable through `unredacted()`.
struct AccountSummary: View {
    struct Activity: Identifiable {
        let id: Int
        let title: String
        let amount: String
        let symbol: String
    }

    static let sampleActivity = [
        Activity(id: 1, title: "Coffee Roasters", amount: "−$4.50", symbol: "cup.and.saucer"),
        Activity(id: 2, title: "Grocery Market", amount: "−$62.18", symbol: "cart"),
        Activity(id: 3, title: "Salary", amount: "+$2,400.00", symbol: "dollarsign.circle"),
    ]

    @State private var activity: [Activity]? = nil
    @State private var notificationsOn = true

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    GroupBox("Balance") {
                        VStack(alignment: .leading, spacing: 4) {
                            Text("$1,204.56")
                                .font(.largeTitle)
                                .bold()
                            Text("Premium plan · renews 1 June")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }

                    GroupBox {
                        GroupBox {
                            HStack {
                                Image(systemName: "creditcard")
                                Text("Visa ending 4242")
                                Spacer()
                                Text("08/27").foregroundStyle(.secondary)
                            }
                        }
                        Toggle("Payment notifications", isOn: $notificationsOn)
                    } label: {
                        Label("Card on file", systemImage: "creditcard")
                    }

                    GroupBox("Recent activity") {
                        ForEach(activity ?? Self.sampleActivity) { item in
                            HStack {
                                Image(systemName: item.symbol)
                                    .frame(width: 28)
                                Text(item.title)
                                Spacer()
                                Text(item.amount)
                                    .foregroundStyle(item.amount.hasPrefix("+") ? .green : .primary)
                            }
                        }
                        Text("Updated just now")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                            .unredacted()
                    }
                    .redacted(reason: activity == nil ? .placeholder : [])
                }
                .padding()
            }
            .navigationTitle("Account")
        }
    }
}

#Preview {
    AccountSummary()
}
