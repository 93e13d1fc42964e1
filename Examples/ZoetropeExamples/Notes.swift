import Zoetrope

/// A tab app with a sheet, as apps write one: two tabs in a tab bar; the first has a button
/// that presents a sheet, which closes itself with the environment's `dismiss`. In the `notes`
/// scene a tap presents the sheet (it slides up from the bottom), "Save" dismisses it (it slides
/// down and the new note is counted), and a tap on the second tab switches to it; the
/// `notes-typing.json` view scene types a title into the sheet's field before saving.
struct Notes: View {
    @State private var count = 0
    @State private var composing = false

    var body: some View {
        TabView {
            NavigationStack {
                VStack(spacing: 20) {
                    Text(count == 1 ? "1 note" : "\(count) notes").font(.title)
                    Button("New note") { composing = true }
                        .buttonStyle(.borderedProminent)
                }
                .navigationTitle("Notes")
            }
            .tabItem { Label("Notes", systemImage: "note.text") }
            NavigationStack {
                Text("Signed in").navigationTitle("Account")
            }
            .tabItem { Label("Account", systemImage: "person.crop.circle") }
        }
        .sheet(isPresented: $composing) {
            NoteEditor { count += 1 }
        }
    }
}

/// The sheet: a title, a field for the note's title, and a button that saves and closes it.
struct NoteEditor: View {
    let save: () -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""

    var body: some View {
        VStack(spacing: 24) {
            Text("New note").font(.headline)
            TextField("Title", text: $title)
                .textFieldStyle(.roundedBorder)
                .padding(.horizontal)
            Button("Save") {
                save()
                dismiss()
            }
        }
        .padding(.top, 40)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}
