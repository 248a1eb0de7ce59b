import SwiftUI

/// A correct search screen: the search submit is applied after `.searchable`.
struct RecipeSearchView: View {
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { recipe in
                Text(recipe)
            }
            .searchable(text: $query, prompt: "Recipes")
            .onSubmit(of: .search) { runSearch() }
            .navigationTitle("Recipes")
        }
    }

    private func runSearch() {
        results = [query]
    }
}
