import Zoetrope

/// A note shown on the devices its provider names: one the catalog knows, one it does not (a
/// misspelt name), and one left to the device `zoetrope previews --device` asks for.
struct SavedNote: View {
    var body: some View {
        Color.green
    }
}

struct SavedNote_Previews: PreviewProvider {
    static var previews: some View {
        SavedNote().previewDevice("iPhone SE (3rd generation)").previewDisplayName("Small")
        SavedNote().previewDevice("iPhone 61").previewDisplayName("Misspelt")
        SavedNote().previewDisplayName("Asked")
    }
}
