import LazyScrollUI

/// A profile: avatar, name and stats in stacks, then a list of posts below.
struct ProfileHeader: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                Circle()
                    .fill(Color.purple)
                    .frame(width: 96, height: 96)
                Text("Jordan Rivers")
                    .font(.title)
                    .fontWeight(.semibold)
                Text("Photographer · Lisbon")
                    .foregroundColor(.secondary)
                HStack(spacing: 32) {
                    StatView(value: "128", label: "Posts")
                    StatView(value: "4.2k", label: "Followers")
                    StatView(value: "310", label: "Following")
                }
            }
            .padding()
        }
    }
}

private struct StatView: View {
    let value: String
    let label: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value).font(.headline)
            Text(label).font(.caption).foregroundColor(.secondary)
        }
    }
}
