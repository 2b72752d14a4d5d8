import LazyScrollUI

/// A welcome screen as an outdoors app writes it for iOS: a centred headline and a paragraph
/// that wraps, each line centred (`multilineTextAlignment(.center)`,
/// https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)); a rating
/// row built of symbols and words in one text (`Text(Image(systemName:)) + Text(…)`,
/// https://developer.apple.com/documentation/swiftui/text/init(_:)-7n6z4), the stars orange, the
/// count muted; features with a symbol interpolated into each line
/// (`Text("\(Image(systemName: "checkmark")) Offline maps")`); a centred footnote and a button.
struct TrailheadWelcome: View {
    private let rating = 4.8
    private let ratings = 1_024
    private let features = ["Offline maps for 40,000 trails", "Turn-by-turn hiking directions",
                            "Weather alerts at the trailhead"]

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Image(systemName: "map.fill")
                    .font(.system(size: 56))
                    .foregroundStyle(.green)
                    .padding(.top, 24)
                Text("Find your next trail, wherever you are")
                    .font(.title).bold()
                    .multilineTextAlignment(.center)
                Text("Trailhead keeps maps, elevation and conditions for every hike you save, even when you are far from a signal.")
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                (Text(Image(systemName: "star.fill")).foregroundStyle(.orange)
                    + Text(" ") + Text(rating, format: .number.precision(.fractionLength(1))).bold()
                    + Text(" (") + Text(ratings, format: .number) + Text(" ratings)"))
                    .font(.subheadline)
                VStack(alignment: .leading, spacing: 10) {
                    ForEach(features, id: \.self) { feature in
                        Text("\(Image(systemName: "checkmark")) \(feature)")
                            .foregroundStyle(.primary)
                    }
                }
                Spacer()
                Text("By continuing you agree to share your location while a hike is recorded. You can turn this off in Settings.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                Button("Get Started") {}
                    .buttonStyle(.borderedProminent)
                    .padding(.bottom, 16)
            }
            .padding(.horizontal, 32)
            .navigationTitle("Welcome")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    TrailheadWelcome()
}
