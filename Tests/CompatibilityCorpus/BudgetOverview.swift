import LazyScrollUI

/// A monthly budget as a finance app shows it: a progress ring of what is spent, a pie of the
/// spending by category, the total counting up when an expense is added. The ring and the
/// wedges are `Shape`s of their own whose `animatableData` carries their progress and angles,
/// and the total is an `Animatable` view — so `withAnimation` sweeps them to their new values.
struct BudgetOverview: View {
    struct Category: Identifiable {
        let id: String
        var spent: Double
        let color: Color
    }

    @State private var categories = [
        Category(id: "Groceries", spent: 420, color: .green),
        Category(id: "Rent", spent: 1_150, color: .blue),
        Category(id: "Transport", spent: 180, color: .orange),
        Category(id: "Fun", spent: 240, color: .pink),
    ]
    let budget = 2_500.0

    private var total: Double { categories.reduce(0) { $0 + $1.spent } }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 20) {
                        ZStack {
                            ProgressRing(progress: 1)
                                .stroke(Color.secondary.opacity(0.2), lineWidth: 14)
                            ProgressRing(progress: min(total / budget, 1))
                                .stroke(total > budget ? Color.red : Color.accentColor,
                                        style: StrokeStyle(lineWidth: 14, lineCap: .round))
                            VStack(spacing: 2) {
                                AmountText(amount: total)
                                    .font(.headline)
                                Text("of \(Int(budget))")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .frame(width: 130, height: 130)
                        VStack(alignment: .leading, spacing: 6) {
                            Text("October")
                                .font(.title2.bold())
                            Text("\(Int(budget - total)) left to spend")
                                .foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 8)
                }
                Section("By category") {
                    PieChart(categories: categories)
                        .frame(height: 180)
                        .padding(.vertical, 8)
                    ForEach(categories) { category in
                        HStack {
                            Circle().fill(category.color).frame(width: 10, height: 10)
                            Text(category.id)
                            Spacer()
                            Text("\(Int(category.spent))")
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                Section {
                    Button("Add a $60 grocery run") {
                        withAnimation(.spring(duration: 0.6)) { categories[0].spent += 60 }
                    }
                }
            }
            .navigationTitle("Budget")
        }
    }
}

/// A ring from twelve o'clock, clockwise, `progress` of the way round.
struct ProgressRing: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path { path in
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
                        startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        }
    }
}

/// A slice of a pie between two angles.
struct Wedge: Shape {
    var startAngle: Double
    var endAngle: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle, endAngle) }
        set {
            startAngle = newValue.first
            endAngle = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(startAngle), endAngle: .degrees(endAngle), clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct PieChart: View {
    let categories: [BudgetOverview.Category]

    var body: some View {
        let total = categories.reduce(0) { $0 + $1.spent }
        ZStack {
            ForEach(Array(categories.enumerated()), id: \.element.id) { index, category in
                let before = categories[..<index].reduce(0) { $0 + $1.spent }
                Wedge(startAngle: -90 + 360 * before / total,
                      endAngle: -90 + 360 * (before + category.spent) / total)
                    .fill(category.color)
            }
            Circle()
                .fill(Color(.systemBackground))
                .frame(width: 90, height: 90)
        }
    }
}

/// A whole number of dollars that counts to its new value when it changes in an animation.
struct AmountText: View, Animatable {
    var amount: Double

    nonisolated var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    var body: some View {
        Text("$\(Int(amount))")
            .monospacedDigit()
    }
}

#Preview {
    BudgetOverview()
}
