import LazyScrollUI

/// A list that shows a spinner while it loads, then its rows: `.task` + `@State`.
struct LoadingList: View {
    @State private var fruits: [String]? = nil

    var body: some View {
        Group {
            if let fruits {
                List(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
            } else {
                ProgressView()
            }
        }
        .task {
            fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry"]
        }
    }
}
