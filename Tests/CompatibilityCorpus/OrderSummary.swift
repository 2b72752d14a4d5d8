import LazyScrollUI

/// An order's summary as a shop app writes it for iOS: texts joined with `+`
/// (https://developer.apple.com/documentation/swiftui/text/+(_:_:)) — a muted label and a bold
/// value in one text, an old price struck through beside the sale price, a delivery note whose
/// bold day and orange estimate wrap with the sentence around them, a footer with an underlined
/// term — each piece keeping its own style, the `.font(_:)` on the whole reaching the rest.
struct OrderSummary: View {
    struct Item: Identifiable {
        let id: Int
        let name: String
        let quantity: Int
        let price: Double
        var wasPrice: Double?
    }

    private let orderNumber = "A-1042"
    private let items = [
        Item(id: 1, name: "Ceramic dripper", quantity: 1, price: 28, wasPrice: 35),
        Item(id: 2, name: "Paper filters", quantity: 2, price: 6.5),
        Item(id: 3, name: "Single-origin beans", quantity: 1, price: 18),
    ]
    private var total: Double { items.reduce(0) { $0 + Double($1.quantity) * $1.price } }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Order ").foregroundStyle(.secondary) + Text(orderNumber).bold()
                        (Text("Arriving ") + Text("Thursday").bold()
                            + Text(" — we'll text you when the courier is ")
                            + Text("10 minutes").italic().foregroundStyle(.orange) + Text(" away."))
                            .font(.subheadline)
                    }
                    .padding(.vertical, 4)
                }
                Section("Items") {
                    ForEach(items) { item in
                        HStack(alignment: .firstTextBaseline) {
                            Text("\(item.quantity)× ").foregroundStyle(.secondary) + Text(item.name)
                            Spacer()
                            if let was = item.wasPrice {
                                Text(was, format: .currency(code: "USD").precision(.fractionLength(0)))
                                    .strikethrough().foregroundStyle(.secondary)
                                    + Text(" ")
                                    + Text(item.price, format: .currency(code: "USD").precision(.fractionLength(0)))
                                    .foregroundStyle(.green)
                            } else {
                                Text(Double(item.quantity) * item.price, format: .currency(code: "USD"))
                            }
                        }
                    }
                }
                Section {
                    HStack(alignment: .firstTextBaseline) {
                        Text("Total").font(.headline)
                        Spacer()
                        Text(total, format: .currency(code: "USD")).font(.title3).bold()
                            + Text(" incl. tax").font(.caption).foregroundStyle(.secondary)
                    }
                } footer: {
                    Text("By placing this order you agree to our ") + Text("Terms of Sale").underline()
                        + Text(". Items ship from ") + Text("Portland, OR").fontWeight(.semibold) + Text(".")
                }
            }
            .navigationTitle("Order Summary")
        }
    }
}

#Preview {
    OrderSummary()
}
