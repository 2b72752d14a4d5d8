import LazyScrollUI

/// A team list as apps write it: round avatars (`clipShape(Circle())` on the initials and on a
/// symbol, a ring drawn with `strokeBorder` inside the frame), an oval badge clipped by
/// `Ellipse`, and a header whose long title fades out at its trailing edge through
/// `mask { LinearGradient(…) }`.
struct AvatarList: View {
    struct Member: Identifiable {
        let id: Int
        let name: String
        let role: String
        let hue: Color
        var initials: String { name.split(separator: " ").compactMap(\.first).map(String.init).joined() }
    }

    let members: [Member] = [
        Member(id: 0, name: "Ava Brooks", role: "Design", hue: .pink),
        Member(id: 1, name: "Noah Kim", role: "iOS", hue: .blue),
        Member(id: 2, name: "Mia Lopez", role: "Research", hue: .orange),
        Member(id: 3, name: "Liam Chen", role: "Backend", hue: .green),
        Member(id: 4, name: "Zoe Patel", role: "Product", hue: .purple),
        Member(id: 5, name: "Ethan Cole", role: "QA", hue: .teal),
        Member(id: 6, name: "Isla Novak", role: "Data", hue: .indigo),
        Member(id: 7, name: "Leo Rossi", role: "Support", hue: .red),
    ]

    var body: some View {
        VStack(spacing: 0) {
            ZStack(alignment: .bottomLeading) {
                LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                Text("Everyone on the team, at a glance")
                    .font(.title.bold())
                    .foregroundStyle(.white)
                    .lineLimit(1)
                    .padding()
                    .mask {
                        LinearGradient(colors: [.black, .black, .clear], startPoint: .leading, endPoint: .trailing)
                    }
            }
            .frame(height: 120)
            List(members) { member in
                HStack(spacing: 12) {
                    Text(member.initials)
                        .font(.headline)
                        .foregroundStyle(.white)
                        .frame(width: 44, height: 44)
                        .background(member.hue)
                        .clipShape(Circle())
                        .overlay(Circle().strokeBorder(.white, lineWidth: 2))
                    VStack(alignment: .leading, spacing: 2) {
                        Text(member.name).font(.body)
                        Text(member.role).font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                    if member.id % 3 == 0 {
                        Text("lead")
                            .font(.caption2.bold())
                            .foregroundStyle(.white)
                            .frame(width: 44, height: 22)
                            .background(Color.orange)
                            .clipShape(Ellipse())
                    }
                    Image(systemName: "person.fill")
                        .foregroundStyle(member.hue)
                        .frame(width: 28, height: 28)
                        .background(member.hue.opacity(0.15))
                        .clipShape(Circle().inset(by: 1))
                }
            }
            .listStyle(.plain)
        }
    }
}
