import Foundation

/// `tabViewStyle(.page)`: the tabs side by side in a horizontal scroll view, each as large as
/// the tab view, that snaps page by page — the engine's own paging (`.scrollTargetBehavior(.paging)`,
/// the same as `ScrollView(.horizontal)` with it) — bound to the selection both ways with
/// `scrollPosition(id:)`: paging writes the page's tag to `selection`, and setting `selection`
/// (or Ctrl+Tab, Ctrl+1 …) scrolls to its page. The page dots (`PageDotsMetrics`) show as the
/// style's `indexDisplayMode` says.
struct PagedTabs: View {
    let pages: [TabPage]
    let shown: Int
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
    let select: @MainActor (Int) -> Void

    var body: some View {
        let shown = self.shown
        let select = self.select
        let page = Binding<Int?>(get: { shown }, set: { index in
            if let index, index != shown { select(index) }
        })
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(pages.indices, id: \.self) { index in
                    pages[index].option.view
                        .containerRelativeFrame([.horizontal, .vertical])
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
        .scrollPosition(id: page)
        .overlay(alignment: .bottom) {
            if indexDisplayMode.showsDots(pages: pages.count) {
                PageDots(count: pages.count, current: shown)
            }
        }
    }
}

/// The page control's measurements (`UIPageControl` on iOS 17; Apple publishes none, these
/// are measured off screenshots): 8 pt dots 8 pt apart, their centres 16 pt above the bottom
/// edge; the current page's dot white, the others white at 50 %. As on iOS, white dots do not
/// show on a white page: give the pages a darker background, as apps do.
enum PageDotsMetrics {
    static let diameter: CGFloat = 8
    static let spacing: CGFloat = 8
    static let bottomInset: CGFloat = 12
    static let current = Color.white
    static let other = Color.white.opacity(0.5)
}

/// The row of page dots, the current one highlighted.
struct PageDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: PageDotsMetrics.spacing) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == current ? PageDotsMetrics.current : PageDotsMetrics.other)
                    .frame(width: PageDotsMetrics.diameter, height: PageDotsMetrics.diameter)
            }
        }
        .padding(.bottom, PageDotsMetrics.bottomInset)
    }
}
