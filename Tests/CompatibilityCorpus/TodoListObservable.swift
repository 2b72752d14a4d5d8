import LazyScrollUI

@Observable
final class TodoStore {
    var items: [TodoItem] = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Book dentist", isDone: true),
        TodoItem(title: "Water the plants"),
    ]

    var remaining: Int { items.filter { !$0.isDone }.count }
}

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

/// An `@Observable` model owned with `@State`, rows bound with `$store.items`.
struct TodoListObservable: View {
    @State private var store = TodoStore()

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(store.remaining) left")
                .font(.headline)
                .padding(.horizontal)
            List {
                ForEach($store.items) { $item in
                    Toggle(item.title, isOn: $item.isDone)
                }
            }
        }
    }
}
