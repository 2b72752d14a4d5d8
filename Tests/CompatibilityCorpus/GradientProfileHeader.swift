import LazyScrollUI

/// A profile header as apps draw them: a gradient banner, an avatar ringed by an angular
/// gradient, a "PRO" badge in a capsule, and a follow button filled with a colour's gradient.
struct GradientProfileHeader: View {
    var body: some View {
        VStack(spacing: 0) {
            ZStack(alignment: .bottomLeading) {
                LinearGradient(colors: [.purple, .pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(height: 140)
                HStack(alignment: .bottom, spacing: 12) {
                    Circle()
                        .fill(RadialGradient(colors: [.white, .teal], center: .center, startRadius: 4, endRadius: 40))
                        .frame(width: 72, height: 72)
                        .overlay(
                            Circle().strokeBorder(
                                AngularGradient(colors: [.yellow, .orange, .pink, .purple, .yellow], center: .center),
                                lineWidth: 4)
                        )
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Ada Lovelace").font(.title2).bold().foregroundStyle(.white)
                        Text("PRO")
                            .font(.caption)
                            .padding(.horizontal, 8)
                            .padding(.vertical, 2)
                            .background(Capsule().fill(.black.opacity(0.3)))
                            .foregroundStyle(.white)
                    }
                }
                .padding()
            }
            HStack {
                Text("1,204 followers").foregroundStyle(.secondary)
                Spacer()
                Text("Follow")
                    .foregroundStyle(.white)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                    .background(.blue.gradient, in: Capsule())
            }
            .padding()
            Spacer()
        }
    }
}
