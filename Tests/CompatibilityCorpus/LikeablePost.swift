import LazyScrollUI

/// A photo post as a social app writes one: tapping the heart likes the post and the heart
/// jumps — it squashes, springs up past full size while it lifts and tilts, and settles —
/// through a `KeyframeAnimator` with a track for each of its scale, lift and tilt (the pattern
/// of the WWDC23 session "Wind your way through advanced animations in SwiftUI"); the "LIVE"
/// badge breathes through the repeating `keyframeAnimator` modifier.
struct LikeablePost: View {
    @State private var isLiked = false
    @State private var likes = 128

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    HStack(spacing: 10) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.orange)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Ana Ruiz")
                                .font(.headline)
                            Text("Sierra de Guadarrama")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        LiveBadge()
                    }

                    RoundedRectangle(cornerRadius: 16)
                        .fill(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .top, endPoint: .bottom))
                        .frame(height: 220)
                        .overlay {
                            Image(systemName: "sun.max.fill")
                                .font(.system(size: 56))
                                .foregroundStyle(.yellow)
                        }

                    HStack(spacing: 16) {
                        Button {
                            isLiked.toggle()
                            likes += isLiked ? 1 : -1
                        } label: {
                            LikeHeart(isLiked: isLiked, trigger: likes)
                        }
                        .buttonStyle(.plain)

                        Text("\(likes) likes")
                            .font(.subheadline)
                            .bold()
                            .monospacedDigit()

                        Spacer()

                        Image(systemName: "paperplane")
                            .font(.title2)
                        Image(systemName: "bookmark")
                            .font(.title2)
                    }

                    Text("Sunrise over the ridge after a three-hour climb. Worth every step.")
                        .font(.body)
                    Text("2 HOURS AGO")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                .padding()
            }
            .navigationTitle("Feed")
        }
    }
}

/// Where the heart is during its jump.
private struct HeartPose {
    var scale = 1.0
    var lift = 0.0
    var tilt = Angle.zero
}

/// The heart, jumping each time `trigger` changes.
private struct LikeHeart: View {
    let isLiked: Bool
    let trigger: Int

    var body: some View {
        KeyframeAnimator(initialValue: HeartPose(), trigger: trigger) { pose in
            Image(systemName: isLiked ? "heart.fill" : "heart")
                .font(.title)
                .foregroundStyle(isLiked ? .red : .primary)
                .scaleEffect(pose.scale)
                .rotationEffect(pose.tilt)
                .offset(y: pose.lift)
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                LinearKeyframe(0.8, duration: 0.1)
                SpringKeyframe(1.3, duration: 0.2, spring: .bouncy)
                SpringKeyframe(1.0, spring: .bouncy)
            }
            KeyframeTrack(\.lift) {
                CubicKeyframe(0, duration: 0.1)
                CubicKeyframe(-18, duration: 0.2)
                CubicKeyframe(0, duration: 0.3)
            }
            KeyframeTrack(\.tilt) {
                LinearKeyframe(.zero, duration: 0.1)
                LinearKeyframe(.degrees(-12), duration: 0.1)
                LinearKeyframe(.degrees(10), duration: 0.15)
                SpringKeyframe(.zero, spring: .bouncy)
            }
        }
    }
}

/// A red "LIVE" capsule whose opacity breathes for as long as it is shown.
private struct LiveBadge: View {
    var body: some View {
        Text("LIVE")
            .font(.caption)
            .bold()
            .foregroundStyle(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(.red, in: Capsule())
            .keyframeAnimator(initialValue: 1.0, repeating: true) { badge, opacity in
                badge.opacity(opacity)
            } keyframes: { _ in
                CubicKeyframe(0.4, duration: 0.8)
                CubicKeyframe(1.0, duration: 0.8)
            }
    }
}

#Preview {
    LikeablePost()
}
