import LazyScrollUI

/// Onboarding pages: a horizontal `ScrollView` that pages (`.scrollTargetBehavior(.paging)`).
struct OnboardingPager: View {
    private let pages = ["Welcome", "Sync everywhere", "Stay private"]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(pages, id: \.self) { page in
                    VStack(spacing: 12) {
                        Circle().fill(Color.blue.opacity(0.2)).frame(width: 160, height: 160)
                        Text(page).font(.title).bold()
                    }
                    .frame(width: 390, height: 600)
                }
            }
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
    }
}
