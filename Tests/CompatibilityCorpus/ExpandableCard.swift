import LazyScrollUI

/// An expandable card as app code writes it: the header toggles `isExpanded` in
/// `withAnimation(.snappy)`, the chevron rotates (`rotationEffect`), the details fade and slide
/// in (`.transition(.opacity.combined(with: .move(edge: .top)))`), and a "like" button pops with
/// a bouncy scale (`.scaleEffect` + `.animation(.bouncy, value:)`).
struct ExpandableCard: View {
    @State private var isExpanded: Bool
    @State private var isLiked = false
    @State private var likes = 41

    init(isExpanded: Bool = false) { _isExpanded = State(initialValue: isExpanded) }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Trip to Lisbon")
                            .font(.headline)
                        Text("4 days · 3 people")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Image(systemName: "chevron.down")
                        .rotationEffect(.degrees(isExpanded ? 180 : 0))
                }
                .padding()
                .contentShape(Rectangle())
                .onTapGesture {
                    withAnimation(.snappy) { isExpanded.toggle() }
                }

                if isExpanded {
                    VStack(alignment: .leading, spacing: 8) {
                        Label("Flights booked", systemImage: "airplane")
                        Label("Hotel in Alfama", systemImage: "bed.double")
                        Label("Tram 28 tickets", systemImage: "tram")
                    }
                    .padding([.horizontal, .bottom])
                    .transition(.opacity.combined(with: .move(edge: .top)))
                }
            }
            .background(Color.gray.opacity(0.12))
            .clipShape(RoundedRectangle(cornerRadius: 16))

            HStack(spacing: 8) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(isLiked ? .red : .secondary)
                    .scaleEffect(isLiked ? 1.3 : 1)
                    .animation(.bouncy, value: isLiked)
                Text("\(likes) likes")
                    .font(.subheadline)
            }
            .onTapGesture {
                isLiked.toggle()
                likes += isLiked ? 1 : -1
            }

            Spacer()
        }
        .padding()
    }
}
