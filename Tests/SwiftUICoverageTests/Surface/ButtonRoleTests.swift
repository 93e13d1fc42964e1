import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// Buttons with titles as apps write them (keys, strings, SF Symbols) and with roles: a
/// destructive button is drawn in red.
@Suite("Button titles and roles")
struct ButtonRoleTests {
    @Test("Button(_:action:) with a literal key and with a string shows the title, in the accent colour")
    func titles() throws {
        let name = "Start"
        for probe in [try ViewProbe(width: 200, height: 60) { Button("Start") {} }, try ViewProbe(width: 200, height: 60) { Button(name) {} }] {
            let label = try #require(probe.looks.compactMap(\.label).first)
            #expect(label.text == "Start")
            #expect(label.color == Color.accentColor.rgba)
        }
    }

    @Test("Button(_:role:action:) with .destructive draws the title red; .cancel, .close, .confirm and nil keep the accent colour", arguments: [
        ("destructive", true), ("cancel", false), ("close", false), ("confirm", false), ("none", false),
    ])
    func roles(role: String, isRed: Bool) throws {
        let roles: [String: ButtonRole] = ["destructive": .destructive, "cancel": .cancel, "close": .close, "confirm": .confirm]
        let chosen = roles[role]
        let title = "Delete"
        for probe in [try ViewProbe(width: 200, height: 60) { Button("Delete", role: chosen) {} },
                      try ViewProbe(width: 200, height: 60) { Button(title, role: chosen) {} },
                      try ViewProbe(width: 200, height: 60) { Button(role: chosen) {} label: { Text("Delete") } }] {
            let label = try #require(probe.looks.compactMap(\.label).first)
            #expect(label.color == (isRed ? Color.red.rgba : Color.accentColor.rgba))
        }
    }

    @Test("a destructive .borderedProminent button fills red, as iOS draws it")
    func destructiveProminent() throws {
        let probe = try ViewProbe(width: 200, height: 80) { Button("Remove", role: .destructive) {}.buttonStyle(.borderedProminent) }
        let frame = try #require(probe.frames.first)
        expectPixel(try probe.image(), x: Int(frame.minX) + 3, y: Int(frame.midY), Pixel.red, "the fill beside the title")
    }

    @Test("Button(_:systemImage:action:) and Button(_:systemImage:role:action:) show a Label: the symbol then the title")
    func systemImage() throws {
        let title = "Add"
        for probe in [try ViewProbe(width: 200, height: 60) { Button("Add", systemImage: "plus") {} },
                      try ViewProbe(width: 200, height: 60) { Button(title, systemImage: "plus") {} },
                      try ViewProbe(width: 200, height: 60) { Button("Add", systemImage: "plus", role: .cancel) {} },
                      try ViewProbe(width: 200, height: 60) { Button(title, systemImage: "plus", role: nil) {} }] {
            let frames = probe.frames
            try #require(frames.count == 2)
            #expect(frames[0].maxX < frames[1].minX, "the symbol before the title")
            #expect(probe.looks.compactMap(\.label).first?.text == "Add")
        }
    }

    @Test("ButtonStyleConfiguration.role is the button's role, for styles of your own")
    func configurationRole() throws {
        struct RoleColored: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(8).background(configuration.role == .destructive ? Color.red : Color.green)
            }
        }
        let image = try ViewProbe(width: 200, height: 60) { Button("X", role: .destructive) {}.buttonStyle(RoleColored()) }.image()
        expectPixel(image, x: 100, y: 22, Pixel.red, "the background above the title")
    }
}
