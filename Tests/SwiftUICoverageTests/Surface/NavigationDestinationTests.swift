import CairoRasterizer
import Testing
import Zoetrope

/// A scene of `content` on a 390 × 400 canvas (10 fps, 3 s) with `name` tapped at 1 s.
private func destinationScene<Content: View & SendableMetatype>(tapping name: String,
                                                               @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "destinations", canvas: CGSize(width: 390, height: 400), fps: 10, duration: 3,
              interactions: [.tap(name, at: 1)], textMeasurer: CairoTextMeasurer(), content: content)
}

/// `navigationDestination`, as apps write it: the screens a stack pushes for values of a type, while
/// a Bool binding is true, or while an optional binding holds a value.
@Suite("Navigation destinations")
struct NavigationDestinationTests {
    @Test("navigationDestination(for:destination:) makes the screen of each value pushed, by type")
    func forType() throws {
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationStack(path: .constant(NavigationPath(["b"]))) {
                Text("Root")
                    .navigationDestination(for: Int.self) { Text("Int \($0)") }
                    .navigationDestination(for: String.self) { Text("String \($0)") }
            }
        }
        let shown = visibleTexts(probe.sampled)
        #expect(shown.contains("String b") && !shown.contains { $0.hasPrefix("Int") })
    }

    @Test("navigationDestination(isPresented:destination:) pushes while the binding is true; a tap that sets it pushes, the back button clears it")
    func isPresented() throws {
        struct Screen: View {
            @State private var showing = false
            var body: some View {
                NavigationStack {
                    Button("Show") { showing = true }
                        .navigationTitle("Start")
                        .navigationDestination(isPresented: $showing) { Text("Presented").navigationTitle("Sheet") }
                }
            }
        }
        let scene = try destinationScene(tapping: "Show") { Screen() }
        #expect(!visibleTexts(try scene.sample(frame: 5)).contains("Presented"))
        let after = visibleTexts(try scene.sample(frame: 15))
        #expect(after.contains("Presented") && after.contains("Sheet") && after.contains("Start"), "\(after)")
    }

    @Test("navigationDestination(item:destination:) pushes the destination of the binding's value while it has one; the back button sets it to nil")
    func item() throws {
        struct Screen: View {
            @State private var chosen: Int?
            var body: some View {
                NavigationStack {
                    Text(chosen == nil ? "none" : "some")
                        .onAppear { chosen = 4 }
                        .navigationTitle("Pick")
                        .navigationDestination(item: $chosen) { Text("Item \($0)") }
                }
            }
        }
        let scene = try destinationScene(tapping: "Pick") { Screen() }
        #expect(visibleTexts(try scene.sample(frame: 5)).contains("Item 4"))
        let after = visibleTexts(try scene.sample(frame: 15))
        #expect(!after.contains("Item 4") && after.contains("none"), "popped by the back button: \(after)")
    }
}
