import LazyScrollUI

/// A shopping list as apps write one: a `NavigationStack` around a `List`, a toolbar “+” that
/// opens a “New item” sheet (its own `NavigationStack`, Cancel and Add buttons calling
/// `dismiss()`, medium and large detents), swipe-to-delete that asks first with an `alert`
/// presenting the row's item, and a “Clear” button confirming with a `confirmationDialog`.
struct GroceryListWithSheet: View {
    struct Item: Identifiable, Hashable {
        let id: Int
        var name: String
        var quantity: Int
    }

    @State private var items: [Item] = [
        Item(id: 0, name: "Apples", quantity: 6),
        Item(id: 1, name: "Oat milk", quantity: 2),
        Item(id: 2, name: "Coffee beans", quantity: 1),
        Item(id: 3, name: "Spinach", quantity: 1),
    ]
    @State private var isAdding = false
    @State private var itemToDelete: Item?
    @State private var isConfirmingDelete = false
    @State private var isConfirmingClear = false

    /// A list with its "New item" sheet or its delete alert already up (for previews).
    init(isAdding: Bool = false, deleting item: Item? = nil) {
        _isAdding = State(initialValue: isAdding)
        _itemToDelete = State(initialValue: item)
        _isConfirmingDelete = State(initialValue: item != nil)
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    HStack {
                        Text(item.name)
                        Spacer()
                        Text("×\(item.quantity)")
                            .foregroundStyle(.secondary)
                    }
                    .swipeActions {
                        Button(role: .destructive) {
                            itemToDelete = item
                            isConfirmingDelete = true
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Clear") { isConfirmingClear = true }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        isAdding = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $isAdding) {
                NewGroceryItemSheet(items: $items)
            }
            .alert("Delete item?", isPresented: $isConfirmingDelete, presenting: itemToDelete) { item in
                Button("Delete", role: .destructive) {
                    items.removeAll { $0.id == item.id }
                }
                Button("Cancel", role: .cancel) {}
            } message: { item in
                Text("\(item.name) will be removed from your list.")
            }
            .confirmationDialog("Clear the whole list?", isPresented: $isConfirmingClear, titleVisibility: .visible) {
                Button("Clear All", role: .destructive) { items.removeAll() }
            }
        }
    }
}

/// The sheet: a `Form` with a picker for the name (an app would use a `TextField`, which
/// LazyScrollUI does not have yet) and a stepper.
struct NewGroceryItemSheet: View {
    @Binding var items: [GroceryListWithSheet.Item]
    @Environment(\.dismiss) private var dismiss
    @State private var name = "Bananas"
    @State private var quantity = 1

    private let suggestions = ["Bananas", "Bread", "Eggs", "Tomatoes"]

    var body: some View {
        NavigationStack {
            Form {
                Section("Item") {
                    Picker("Name", selection: $name) {
                        ForEach(suggestions, id: \.self) { Text($0) }
                    }
                    Stepper("Quantity: \(quantity)", value: $quantity, in: 1...20)
                }
            }
            .navigationTitle("New item")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        items.append(GroceryListWithSheet.Item(id: (items.map(\.id).max() ?? 0) + 1, name: name, quantity: quantity))
                        dismiss()
                    }
                }
            }
        }
        .presentationDetents([.medium, .large])
        .interactiveDismissDisabled(quantity > 1)
    }
}

#Preview {
    GroceryListWithSheet()
}

#Preview("Adding an item") {
    GroceryListWithSheet(isAdding: true)
}

#Preview("Deleting an item") {
    GroceryListWithSheet(deleting: GroceryListWithSheet.Item(id: 1, name: "Oat milk", quantity: 2))
}
