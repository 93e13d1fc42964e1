import Zoetrope

/// A model the view reads from its environment.
final class Basket: ObservableObject {
    @Published var count = 2
}

/// A view whose preview forgets to give it its model: the commonest broken preview there is.
struct BasketBadge: View {
    @EnvironmentObject var basket: Basket

    var body: some View {
        Text("\(basket.count) items")
    }
}

#Preview("No model") {
    BasketBadge()
}
