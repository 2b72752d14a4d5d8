import LazyScrollUI

/// A strip of tappable cards: `.gradient` fills, an overlay label, `onTapGesture`, and the
/// implicit `.animation(.spring(), value:)` idiom.
struct RecentStrip: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .blue]
    @State private var selected: Int? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Recent")
                .font(.title2.weight(.semibold))
                .padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 12) {
                    ForEach(colors.indices, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(colors[index].gradient)
                            .frame(width: 100, height: 140)
                            .overlay(alignment: .bottomLeading) {
                                Text("#\(index)")
                                    .font(.caption.bold())
                                    .foregroundColor(.white)
                                    .padding(6)
                            }
                            .onTapGesture { selected = index }
                            .scaleEffect(selected == index ? 1.05 : 1)
                            .animation(.spring(), value: selected)
                    }
                }
                .padding(.horizontal)
            }
            if let selected {
                Text("Selected \(selected)")
                    .padding(.horizontal)
            }
        }
    }
}
