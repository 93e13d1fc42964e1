import Zoetrope

/// A settings screen as apps write one: a form of sections with switches, a segmented picker, a
/// menu picker and a stepper, under a navigation bar with a large title. In the `settings` scene
/// a scripted tap flips "Dark mode": its knob crosses the switch in a quarter of a second, as
/// UIKit's does; `Examples/view-scenes/settings-select.json` chooses a text size and a language.
struct SettingsScreen: View {
    /// The text sizes the picker offers.
    enum TextSize: String, CaseIterable, Identifiable {
        case small = "Small", medium = "Medium", large = "Large"
        var id: Self { self }
    }

    @State private var darkMode = false
    @State private var sounds = true
    @State private var textSize = TextSize.medium
    @State private var volume = 5
    @State private var language = "English"

    var body: some View {
        NavigationStack {
            Form {
                Section("Appearance") {
                    Toggle("Dark mode", isOn: $darkMode)
                    Picker("Text size", selection: $textSize) {
                        ForEach(TextSize.allCases) { size in
                            Text(size.rawValue).tag(size)
                        }
                    }
                    .pickerStyle(.segmented)
                    Picker("Language", selection: $language) {
                        ForEach(["English", "Français", "Deutsch"], id: \.self) { language in
                            Text(language).tag(language)
                        }
                    }
                }
                Section {
                    Toggle("Sounds", isOn: $sounds)
                    Stepper("Volume \(volume)", value: $volume, in: 0...10)
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("Changes are kept at once.")
                }
            }
            .navigationTitle("Settings")
        }
    }
}
