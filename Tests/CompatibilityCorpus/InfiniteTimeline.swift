import LazyScrollUI

/// "Load more" as apps write it: the last row's `onAppear` appends a page.
struct InfiniteTimeline: View {
    @State private var items = Array(0..<30)

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text("Item \(item)")
                    .onAppear {
                        if item == items.last { items.append(contentsOf: items.count..<items.count + 30) }
                    }
            }
        }
    }
}
