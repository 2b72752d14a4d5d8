import Foundation
import LazyScrollUI
import Observation

/// A recipe app's home screen as apps write it: an `@Observable` store, a `List` in a
/// `NavigationStack` whose first row is a paging carousel of cards (`containerRelativeFrame`,
/// `scrollTargetBehavior(.viewAligned)`, a gradient card background, `scrollTransition`), a
/// section of rows with swipe-to-delete, value-based navigation to a `Form` that edits the
/// recipe through `@Bindable`, and a toolbar toggle with a `Label` (an icon in the bar).
@Observable
final class RecipeBookStore {
    struct Recipe: Identifiable, Hashable {
        let id: Int
        var name: String
        var minutes: Int
        var isFavorite = false
    }

    var recipes: [Recipe] = (1...400).map { Recipe(id: $0, name: "Recipe \($0)", minutes: 5 * ($0 % 12 + 1), isFavorite: $0 % 7 == 0) }
}

struct RecipeBook: View {
    @State private var store = RecipeBookStore()
    @State private var sortByTime = false
    var openRecipe: Int?

    private var sorted: [RecipeBookStore.Recipe] {
        sortByTime ? store.recipes.sorted { $0.minutes < $1.minutes } : store.recipes
    }

    var body: some View {
        NavigationStack(path: .constant(openRecipe.map { [$0] } ?? [])) {
            List {
                Section {
                    RecipeBookCarousel(recipes: Array(store.recipes.prefix(10)))
                        .listRowInsets(EdgeInsets())
                        .frame(height: 180)
                }
                Section("All recipes") {
                    ForEach(sorted) { recipe in
                        NavigationLink(value: recipe.id) {
                            RecipeBookRow(recipe: recipe)
                        }
                        .swipeActions {
                            Button(role: .destructive) {
                                store.recipes.removeAll { $0.id == recipe.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Recipes")
            .navigationDestination(for: Int.self) { id in
                RecipeBookDetail(store: store, recipeID: id)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Toggle(isOn: $sortByTime) {
                        Label("Sort by time", systemImage: "clock")
                    }
                }
            }
        }
    }
}

private struct RecipeBookRow: View {
    let recipe: RecipeBookStore.Recipe

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.orange.gradient)
                .frame(width: 44, height: 44)
                .overlay {
                    Image(systemName: "fork.knife")
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(recipe.name)
                    .font(.headline)
                Text("\(recipe.minutes) min")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if recipe.isFavorite {
                Image(systemName: "heart.fill")
                    .foregroundStyle(.pink)
            }
        }
        .padding(.vertical, 4)
    }
}

private struct RecipeBookCarousel: View {
    let recipes: [RecipeBookStore.Recipe]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(recipes) { recipe in
                    VStack(alignment: .leading) {
                        Spacer()
                        Text(recipe.name)
                            .font(.title3.bold())
                            .foregroundStyle(.white)
                    }
                    .padding()
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                    .frame(height: 160)
                    .background(Color.teal.gradient, in: RoundedRectangle(cornerRadius: 16))
                    .scrollTransition { content, phase in
                        content.scaleEffect(phase.isIdentity ? 1 : 0.92)
                    }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(.horizontal, 16, for: .scrollContent)
    }
}

private struct RecipeBookDetail: View {
    @Bindable var store: RecipeBookStore
    let recipeID: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if let index = store.recipes.firstIndex(where: { $0.id == recipeID }) {
            Form {
                Section("About") {
                    LabeledContent("Time", value: "\(store.recipes[index].minutes) min")
                    Toggle("Favorite", isOn: $store.recipes[index].isFavorite)
                    Stepper("Minutes: \(store.recipes[index].minutes)", value: $store.recipes[index].minutes, in: 5...120, step: 5)
                }
                Section {
                    Button("Done") { dismiss() }
                }
            }
            .navigationTitle(store.recipes[index].name)
            .navigationBarTitleDisplayMode(.inline)
        } else {
            ContentUnavailableView("Recipe not found", systemImage: "questionmark")
        }
    }
}

#Preview("Recipes") {
    RecipeBook()
}

#Preview("A recipe") {
    RecipeBook(openRecipe: 3)
}
