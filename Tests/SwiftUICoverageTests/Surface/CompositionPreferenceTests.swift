import Foundation
import Testing
import Zoetrope

/// The widest width the views inside set.
private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// The names the views inside set, in tree order.
private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

/// Shows, as a text, the names the views inside it set, as `.onPreferenceChange` reads them.
private struct NameList<Content: View>: View {
    @ViewBuilder var content: Content
    @State private var names: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            content
            Text(names.joined(separator: ","))
        }
        .onPreferenceChange(NamesKey.self) { names = $0 }
    }
}

/// Preferences: values views pass up (`PreferenceKey`, `.preference(key:value:)`,
/// `.transformPreference`), read by a view around them with `.onPreferenceChange(_:perform:)`,
/// which runs as an event on the scene's clock.
@Suite("Composition: preferences")
struct CompositionPreferenceTests {
    @Test("a width read through a preference from a GeometryReader in the background lays a second view out at that width by the next frame")
    func measuredWidth() throws {
        /// SwiftUI's idiom for reading a view's size: a `GeometryReader` in its background sets a
        /// preference, which `.onPreferenceChange` stores in `@State`; a bar under the title is then
        /// laid out at the title's width.
        struct MeasuredTitle: View {
            @State private var titleWidth: CGFloat = 0

            var body: some View {
                VStack(spacing: 4) {
                    Text("Preferences flow up")
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                        })
                    Color.blue.frame(width: titleWidth, height: 6)
                }
                .onPreferenceChange(WidthKey.self) { width in
                    titleWidth = width
                }
            }
        }
        let probe = try ViewProbe(width: 300, height: 100, frame: 1, duration: 1) { MeasuredTitle() }
        let title = probe.frames[0]
        let bar = try #require(probe.frames.last)
        #expect(title.width > 100, "the title is measured")
        #expect(abs(bar.width - title.width) < 0.01, "the bar is as wide as the title: \(bar.width) against \(title.width)")
        #expect(abs(bar.minX - title.minX) < 0.01)
    }

    @Test("preference(key:value:) values are reduced in tree order by PreferenceKey.reduce(value:nextValue:); with none set, the reader gets defaultValue")
    func reducedInTreeOrder() throws {
        let probe = try ViewProbe(width: 300, height: 100, frame: 1, duration: 1) {
            NameList {
                Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["red"])
                HStack {
                    Color.green.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["green"])
                    Color.blue.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["blue"])
                }
                Color.gray.frame(width: 10, height: 10)
            }
        }
        #expect(probe.looks.compactMap { $0.label?.text } == ["red,green,blue"])
        let empty = try ViewProbe(width: 300, height: 100, frame: 1, duration: 1) {
            NameList { Color.gray.frame(width: 10, height: 10) }
        }
        #expect(empty.looks.compactMap { $0.label?.text } == [""], "no view sets one: NamesKey.defaultValue")
        #expect(NamesKey.defaultValue.isEmpty && WidthKey.defaultValue == 0)
        var names: NamesKey.Value = ["a"]
        NamesKey.reduce(value: &names) { ["b"] }
        #expect(names == ["a", "b"], "NamesKey.reduce(value:nextValue:) appends the next value")
    }

    @Test("an outer preference(key:value:) replaces the values the views inside it set; transformPreference changes them")
    func replacedAndTransformed() throws {
        let replaced = try ViewProbe(width: 300, height: 100, frame: 1, duration: 1) {
            NameList {
                VStack {
                    Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["inner"])
                }
                .preference(key: NamesKey.self, value: ["outer"])
            }
        }
        #expect(replaced.looks.compactMap { $0.label?.text } == ["outer"])
        let transformed = try ViewProbe(width: 300, height: 100, frame: 1, duration: 1) {
            NameList {
                VStack {
                    Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["a"])
                    Color.blue.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["b"])
                }
                .transformPreference(NamesKey.self) { names in names = names.map { $0.uppercased() } + ["!"] }
            }
        }
        #expect(transformed.looks.compactMap { $0.label?.text } == ["A,B,!"])
    }

    @Test("onPreferenceChange(_:perform:) runs again when an event changes the value: a state change at 0.5 s is read by the next frame")
    func changeAfterEvent() throws {
        struct Growing: View {
            @State private var wide = false
            @State private var read: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: wide ? 120 : 60, height: 10)
                        .background(GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
                    Color.blue.frame(width: read, height: 10)
                }
                .onPreferenceChange(WidthKey.self) { read = $0 }
                .task {
                    try? await Task.sleep(for: .seconds(0.5))
                    wide = true
                }
            }
        }
        let before = try ViewProbe(width: 300, height: 100, frame: 10, duration: 1) { Growing() }
        #expect(abs(before.frames[1].width - 60) < 0.01)
        let after = try ViewProbe(width: 300, height: 100, frame: 20, duration: 1) { Growing() }
        #expect(abs(after.frames[1].width - 120) < 0.01)
    }
}
