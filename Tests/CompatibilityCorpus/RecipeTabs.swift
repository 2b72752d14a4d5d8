import Foundation
import LazyScrollUI
import Observation

// An iOS 18 recipes app as its developer writes it: `TabView` with `Tab(_:systemImage:value:)`
// and a search-role tab, an `@Observable` store with `@Bindable`, an environment value declared
// with `@Entry`, Markdown in a literal, `.tint` as a shape style, `symbolRenderingMode`,
// `ViewThatFits`, swipe actions, a context menu and a sort `Menu` in the toolbar.

struct TabRecipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var minutes: Int
    var isFavorite = false
    var tags: [String]
}

@Observable
final class TabRecipeStore {
    var recipes: [TabRecipe] = [
        TabRecipe(id: 1, name: "Lentil soup", minutes: 35, tags: ["soup", "vegan"]),
        TabRecipe(id: 2, name: "Shakshuka", minutes: 25, isFavorite: true, tags: ["eggs"]),
        TabRecipe(id: 3, name: "Mushroom risotto", minutes: 45, tags: ["rice"]),
        TabRecipe(id: 4, name: "Banana bread", minutes: 70, tags: ["baking", "sweet"]),
    ]
}

extension EnvironmentValues {
    @Entry var recipeServings: Int = 2
}

struct RecipeTabs: View {
    @State private var store = TabRecipeStore()
    @State private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Recipes", systemImage: "book", value: 0) {
                TabRecipeList(store: store)
            }
            Tab("Favorites", systemImage: "star", value: 1) {
                NavigationStack {
                    List(store.recipes.filter(\.isFavorite)) { recipe in
                        Text(recipe.name)
                    }
                    .navigationTitle("Favorites")
                }
            }
            .badge(store.recipes.filter(\.isFavorite).count)
            Tab(value: 2, role: .search) {
                Text("Search")
            }
        }
        .environment(\.recipeServings, 4)
    }
}

struct TabRecipeList: View {
    @Bindable var store: TabRecipeStore
    @State private var query = ""
    @Environment(\.recipeServings) private var recipeServings

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text("Cooking for **\(recipeServings)** — _tap a recipe_ for steps.")
                        .font(.footnote)
                        .listRowBackground(Color.clear)
                }
                ForEach($store.recipes) { $recipe in
                    TabRecipeRow(recipe: recipe)
                        .swipeActions(edge: .leading) {
                            Button { recipe.isFavorite.toggle() } label: {
                                Label("Favorite", systemImage: recipe.isFavorite ? "star.slash" : "star")
                            }
                            .tint(.yellow)
                        }
                        .contextMenu {
                            Button("Duplicate", systemImage: "plus.square.on.square") {}
                        }
                }
            }
            .listStyle(.plain)
            .searchable(text: $query)
            .navigationTitle("Recipes")
            .toolbar {
                Menu {
                    Button("Sort by name") { store.recipes.sort { $0.name < $1.name } }
                    Button("Sort by time") { store.recipes.sort { $0.minutes < $1.minutes } }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
        }
    }
}

struct TabRecipeRow: View {
    let recipe: TabRecipe
    @State private var height: CGFloat = 0

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 4) {
                Text(recipe.name).font(.headline).fontDesign(.rounded)
                ViewThatFits(in: .horizontal) {
                    HStack { ForEach(recipe.tags, id: \.self) { RecipeTagChip(text: $0) } }
                    Text(recipe.tags.joined(separator: ", ")).font(.caption).foregroundStyle(.secondary)
                }
            }
            Spacer()
            Text("\(recipe.minutes) min")
                .monospacedDigit()
                .foregroundStyle(.secondary)
            if recipe.isFavorite {
                Image(systemName: "star.fill")
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.yellow)
            }
        }
        .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.height
        } action: { newValue in
            height = newValue
        }
    }
}

struct RecipeTagChip: View {
    let text: String
    var body: some View {
        Text(text)
            .font(.caption2.weight(.medium))
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(.tint.opacity(0.15), in: Capsule())
    }
}

#Preview("Recipe tabs") { RecipeTabs() }
