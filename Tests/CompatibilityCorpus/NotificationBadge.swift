import LazyScrollUI

/// A badge on an icon: `ZStack(alignment: .topTrailing)` and `.overlay`.
struct NotificationBadge: View {
    let count = 3

    var body: some View {
        ZStack(alignment: .topTrailing) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.blue)
                .frame(width: 64, height: 64)
            Circle()
                .fill(Color.red)
                .frame(width: 24, height: 24)
                .overlay(Text("\(count)").font(.caption).foregroundColor(.white))
                .offset(x: 8, y: -8)
        }
    }
}
