import LazyScrollUI

/// `ViewThatFits` picks the first layout that fits: buttons side by side when wide enough,
/// stacked when not.
struct AdaptiveButtons: View {
    var body: some View {
        VStack(spacing: 40) {
            ActionBar().frame(width: 360)
            ActionBar().frame(width: 160)
        }
    }
}

private struct ActionBar: View {
    var body: some View {
        ViewThatFits {
            HStack {
                Button("Save draft") {}
                Button("Publish now") {}
            }
            VStack {
                Button("Save draft") {}
                Button("Publish now") {}
            }
        }
    }
}
