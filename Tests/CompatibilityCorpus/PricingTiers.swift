import LazyScrollUI

/// Pricing cards of equal width: `.frame(maxWidth: .infinity)` shares an `HStack`'s width.
struct PricingTiers: View {
    var body: some View {
        HStack(spacing: 12) {
            Tier(name: "Basic", price: "$0")
            Tier(name: "Pro", price: "$9")
            Tier(name: "Team", price: "$29")
        }
        .padding()
    }
}

private struct Tier: View {
    let name: String
    let price: String

    var body: some View {
        VStack(spacing: 6) {
            Text(name).font(.headline)
            Text(price).font(.title).bold()
            Text("per month").font(.caption).foregroundColor(.secondary)
        }
        .padding(.vertical, 20)
        .frame(maxWidth: .infinity)
        .background(RoundedRectangle(cornerRadius: 12).stroke(Color.gray.opacity(0.4)))
    }
}
